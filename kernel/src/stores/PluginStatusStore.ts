import { action, computed, makeObservable, observable, observableShallow } from 'mobx'
import type { AccountAction } from '../plugins/types'

/** State of one configured plugin. */
export type PluginState = 'pending' | 'disabled' | 'loading' | 'loaded' | 'failed'

/** Which plugins are configured and which are loaded (the sandbox shows it), plus registered account actions. */
export class PluginStatusStore {
  /** State per configured plugin name, in configuration order. */
  readonly states = observable.map<string, PluginState>()
  /** Account actions registered by plugins (lazy ones included before they load). */
  actions: AccountAction[] = []

  constructor() {
    makeObservable(this, {
      actions: observableShallow,
      configured: computed,
      loaded: computed,
      setState: action,
      addAction: action,
    })
  }

  /** Names of every configured plugin. */
  get configured(): string[] {
    return [...this.states.keys()]
  }

  /** Names of plugins whose set-up finished. */
  get loaded(): string[] {
    return [...this.states.entries()].filter(([, s]) => s === 'loaded').map(([n]) => n)
  }

  /** Sets a plugin's state. */
  setState(name: string, state: PluginState): void {
    this.states.set(name, state)
  }

  /** Adds (or replaces, by id) an account action. */
  addAction(action: AccountAction): void {
    this.actions = [...this.actions.filter((a) => a.id !== action.id), action]
  }
}
