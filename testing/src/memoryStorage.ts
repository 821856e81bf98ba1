// An in-memory storage backend for tests that also lets the test look inside: what is stored (parsed).
import type { StorageBackend } from '@airlock/kernel'

/** Options of {@link createMemoryStorage}. */
export interface MemoryStorageOptions {
  /** Entries present from the start (raw strings, as localStorage holds them), e.g. a stored connection. */
  initial?: Record<string, string>
}

/** A storage backend for `createAirlock({ storage })`, inspectable by the test. */
export interface MemoryStorage extends StorageBackend {
  /** A copy of every entry, raw. */
  entries(): Record<string, string>
  /** The stored value of `key`, parsed as JSON (undefined when absent or not JSON). */
  read(key: string): unknown
  /** Removes every entry. */
  clear(): void
}

/** Creates an in-memory storage backend (survives `destroy()` of an instance: pass it to the next one to test restoring). */
export function createMemoryStorage(options: MemoryStorageOptions = {}): MemoryStorage {
  const map = new Map(Object.entries(options.initial ?? {}))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
    keys: () => [...map.keys()],
    entries: () => Object.fromEntries(map),
    read(key) {
      const raw = map.get(key)
      if (raw === undefined) return undefined
      try {
        return JSON.parse(raw) as unknown
      } catch {
        return undefined
      }
    },
    clear: () => map.clear(),
  }
}
