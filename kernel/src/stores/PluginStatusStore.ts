import { action, computed, makeObservable, observable } from 'mobx'
import type { BaseError } from '../errors'
import type { PluginState } from '../state/types'

export type { PluginState } from '../state/types'

/** Which plugins are configured and which are loaded (the sandbox shows it). */
export class PluginStatusStore {
  /** State per configured plugin name, in configuration order. */
  readonly states = observable.map<string, PluginState>()
  /** Why each failed plugin failed. */
  readonly errors = observable.map<string, BaseError>({}, { deep: false })

  constructor() {
    makeObservable(this, {
      configured: computed,
      loaded: computed,
      setState: action,
    })
  }

  /** Names of every configured plugin. */
  get configured(): readonly string[] {
    return Object.freeze([...this.states.keys()])
  }

  /** Names of plugins whose set-up finished. */
  get loaded(): readonly string[] {
    return Object.freeze([...this.states.entries()].filter(([, s]) => s === 'loaded').map(([n]) => n))
  }

  /** Sets a plugin's state (with the error, when it failed). */
  setState(name: string, state: PluginState, error?: BaseError): void {
    this.states.set(name, state)
    if (error) this.errors.set(name, error)
    else this.errors.delete(name)
  }
}
