import { action, computed, makeObservable, observableShallow } from 'mobx'
import type { OptionalParams } from '../plugins/types'
import type { ViewEntry, ViewId } from '../router/viewTypes'

/** A history entry; `noBack` marks an entry that replaced its predecessor with no way back. */
export type RouterEntry = ViewEntry & { noBack?: boolean }

/** What `goBack` did: popped a view, or the rules say the modal should close. */
export type GoBackResult = 'popped' | 'close'

function entry<V extends ViewId>(view: V, params: OptionalParams<V>): RouterEntry {
  return { view, params: params[0] } as RouterEntry
}

/** The modal's view stack: push, replace, replace without back, reset and go back (spec §2). */
export class RouterStore {
  /** The stack, oldest first. */
  history: RouterEntry[] = [{ view: 'Connect', params: undefined }]

  constructor() {
    makeObservable(this, {
      history: observableShallow,
      current: computed,
      view: computed,
      canGoBack: computed,
      push: action,
      replace: action,
      replaceWithoutBack: action,
      reset: action,
      goBack: action,
    })
  }

  /** The entry on top of the stack. */
  get current(): RouterEntry {
    return this.history[this.history.length - 1] ?? { view: 'Connect', params: undefined }
  }

  /** The current view id. */
  get view(): ViewId {
    return this.current.view
  }

  /** True when going back pops a view instead of closing the modal. */
  get canGoBack(): boolean {
    return this.backResult() === 'popped'
  }

  /** Pushes a view (no-op when it is already on top with the same params). */
  push<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    const next = entry(view, params)
    if (this.current.view === next.view && this.current.params === next.params) return
    this.history = [...this.history, next]
  }

  /** Replaces the top view; going back returns to the one below it. */
  replace<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    this.history = [...this.history.slice(0, -1), entry(view, params)]
  }

  /** Replaces the top view with one that has no back (e.g. a registration success view). */
  replaceWithoutBack<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    this.history = [...this.history.slice(0, -1), { ...entry(view, params), noBack: true }]
  }

  /** Starts a new stack with one view. */
  reset<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    this.history = [entry(view, params)]
  }

  /**
   * Goes back one view. With a single-entry history, UnsupportedChain anywhere in the history, or a
   * no-back top view, nothing is popped and 'close' is returned: the modal should close.
   */
  goBack(): GoBackResult {
    const result = this.backResult()
    if (result === 'popped') this.history = this.history.slice(0, -1)
    return result
  }

  private backResult(): GoBackResult {
    if (this.history.length <= 1) return 'close'
    if (this.current.noBack) return 'close'
    if (this.history.some((e) => e.view === 'UnsupportedChain')) return 'close'
    return 'popped'
  }
}
