// Contributions: values one plugin offers to another under a typed key, whichever of the two is set up
// first (e.g. a chain plugin contributing its namespace's methods to a pairing-protocol plugin). The
// list is observable, so the receiving plugin can react to contributions arriving or leaving.

import { action, makeObservable, observable } from 'mobx'
import type { PluginMessages } from './messages'

/**
 * Contribution keys and the value type each takes. The plugin that reads a key declares it:
 *
 * @example
 * declare module '@airlock/kernel' {
 *   interface Contributions { 'acme/namespace': { namespace: string; methods: readonly string[] } }
 * }
 */
export interface Contributions {
  /** A package's message catalogue (read by `@airlock/ui`, which shows its texts in the visitor's locale). */
  messages: PluginMessages
}

/** A contribution key. */
export type ContributionKey = keyof Contributions & string

/** The contributions of one instance. */
export class ContributionStore {
  private readonly lists = observable.map<string, readonly { owner: string; value: unknown }[]>(
    {},
    { deep: false },
  )

  constructor() {
    makeObservable<ContributionStore, 'remove'>(this, { add: action, remove: action })
  }

  /** Adds a value under a key; returns its remover. */
  add<K extends ContributionKey>(key: K, value: Contributions[K], owner: string): () => void {
    const item = { owner, value }
    this.lists.set(key, [...(this.lists.get(key) ?? []), item])
    return () => this.remove(key, item)
  }

  /** Every value under a key, in the order they were added (observable). */
  list<K extends ContributionKey>(key: K): readonly Contributions[K][] {
    return (this.lists.get(key) ?? []).map((item) => item.value as Contributions[K])
  }

  private remove(key: string, item: { owner: string; value: unknown }): void {
    this.lists.set(
      key,
      (this.lists.get(key) ?? []).filter((i) => i !== item),
    )
  }
}
