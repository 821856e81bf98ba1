// An in-memory storage backend for tests (the kernel's memory backend) that also lets the test look inside:
// what is stored, raw or parsed.
import { createMemoryBackend, type StorageBackend } from '@airlock/kernel'

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
  const backend = createMemoryBackend(options.initial)
  return {
    ...backend,
    entries: () => Object.fromEntries(backend.keys().map((key) => [key, backend.getItem(key) ?? ''])),
    read(key) {
      const raw = backend.getItem(key)
      if (raw === null) return undefined
      try {
        return JSON.parse(raw) as unknown
      } catch {
        return undefined
      }
    },
    clear: () => {
      for (const key of backend.keys()) backend.removeItem(key)
    },
  }
}
