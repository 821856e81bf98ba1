import { action, computed, makeObservable, observableRef } from 'mobx'
import type { OptionalParams } from '../plugins/types'
import type { ViewEntry, ViewId } from '../router/viewTypes'

/** A history entry; `noBack` marks an entry that replaced its predecessor with no way back. */
export type RouterEntry = ViewEntry & { noBack?: boolean }

/** What `goBack` did: popped a view, or the rules say the modal should close. */
export type GoBackResult = 'popped' | 'close'

function entry<V extends ViewId>(view: V, params: OptionalParams<V>, noBack = false): RouterEntry {
  return Object.freeze(
    noBack ? { view, params: params[0], noBack } : { view, params: params[0] },
  ) as RouterEntry
}

const CONNECT: RouterEntry = Object.freeze({ view: 'Connect', params: undefined })

/** The modal's view stack: push, replace, replace without back, reset and go back (spec §2). */
export class RouterStore {
  /** The stack, oldest first (a frozen list of frozen entries, replaced on each change). */
  history: readonly RouterEntry[] = Object.freeze([CONNECT])

  constructor() {
    makeObservable(this, {
      history: observableRef,
      current: computed,
      view: computed,
      canGoBack: computed,
      push: action,
      replace: action,
      replaceWithoutBack: action,
      reset: action,
      resetWithoutBack: action,
      goBack: action,
    })
  }

  /** The entry on top of the stack. */
  get current(): RouterEntry {
    return this.history[this.history.length - 1] ?? CONNECT
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
    this.history = Object.freeze([...this.history, next])
  }

  /** Replaces the top view; going back returns to the one below it. */
  replace<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    this.history = Object.freeze([...this.history.slice(0, -1), entry(view, params)])
  }

  /** Replaces the top view with one that has no back (e.g. a registration success view). */
  replaceWithoutBack<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    this.history = Object.freeze([...this.history.slice(0, -1), entry(view, params, true)])
  }

  /** Starts a new stack with one view. */
  reset<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    this.history = Object.freeze([entry(view, params)])
  }

  /** Starts a new stack with one view that has no back (a gate's step). */
  resetWithoutBack<V extends ViewId>(view: V, ...params: OptionalParams<V>): void {
    this.history = Object.freeze([entry(view, params, true)])
  }

  /**
   * Goes back one view. With a single-entry history, UnsupportedChain anywhere in the history, or a
   * no-back top view, nothing is popped and 'close' is returned: the modal should close.
   */
  goBack(): GoBackResult {
    const result = this.backResult()
    if (result === 'popped') this.history = Object.freeze(this.history.slice(0, -1))
    return result
  }

  private backResult(): GoBackResult {
    if (this.history.length <= 1) return 'close'
    if (this.current.noBack) return 'close'
    if (this.history.some((e) => e.view === 'UnsupportedChain')) return 'close'
    return 'popped'
  }
}
