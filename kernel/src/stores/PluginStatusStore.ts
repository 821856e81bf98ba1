import { action, computed, makeObservable, observable } from 'mobx'

/** State of one configured plugin. */
export type PluginState = 'pending' | 'disabled' | 'loading' | 'loaded' | 'failed'

/** Which plugins are configured and which are loaded (the sandbox shows it). */
export class PluginStatusStore {
  /** State per configured plugin name, in configuration order. */
  readonly states = observable.map<string, PluginState>()

  constructor() {
    makeObservable(this, {
      configured: computed,
      loaded: computed,
      setState: action,
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
}
