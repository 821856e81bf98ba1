// What the plugin shows its host and its view, kept per instance: the session in effect, whether a
// signature is being asked for, and whether sign-in is required. A tiny observable (get + watch), so
// the host reads it without React and ui's useWatched binds it to React.
import type { SiwxSession } from '../options/types'

/** The sign-in state of an instance. */
export interface SiwxSnapshot {
  /** The session of the active account and network, when signed in. */
  readonly session: SiwxSession | undefined
  /** A signature (or the server's check) is in flight: the Sign button is disabled meanwhile. */
  readonly signing: boolean
  /** The visitor must sign in to stay connected (the config's `getRequired()`). */
  readonly required: boolean
}

/** A listener of the sign-in state: the new snapshot and the one before. */
export type SiwxListener = (value: SiwxSnapshot, previous: SiwxSnapshot) => void

/** The mutable holder behind the plugin's API (internal: the runtime writes it). */
export interface SiwxState {
  get(): SiwxSnapshot
  set(change: Partial<SiwxSnapshot>): void
  watch(listener: SiwxListener): () => void
}

/** Makes an instance's sign-in state. */
export function createSiwxState(): SiwxState {
  let value: SiwxSnapshot = { session: undefined, signing: false, required: false }
  const listeners = new Set<SiwxListener>()
  return {
    get: () => value,
    set(change) {
      const previous = value
      value = { ...value, ...change }
      if (
        Object.keys(change).every((k) => previous[k as keyof SiwxSnapshot] === value[k as keyof SiwxSnapshot])
      )
        return
      for (const listener of [...listeners]) listener(value, previous)
    },
    watch(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
