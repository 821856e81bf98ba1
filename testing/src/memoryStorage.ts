// The in-memory storage of every Airlock test: the kernel's memory backend, which the test can look inside
// (what is stored, raw or parsed), and two views over the same entries — Web Storage (what
// `localStorage` offers) and the key-value storage a WalletConnect client takes as `storage`.
import { createMemoryBackend, type StorageBackend, type WebStorageLike } from '@airlock/kernel'

/** Options of {@link createMemoryStorage}. */
export interface MemoryStorageOptions {
  /** Entries present from the start (raw strings, as localStorage holds them), e.g. a stored connection. */
  initial?: Record<string, string>
}

/**
 * The async key-value storage a WalletConnect client (sign-client, WalletKit, `walletConnect({ storage })`)
 * accepts (its IKeyValueStorage). Values are kept as JSON text, as the SDK's own browser storage keeps them.
 */
export interface KeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** A storage backend for `createAirlock({ storage })`, inspectable by the test. */
export interface MemoryStorage extends StorageBackend {
  /** A copy of every entry, raw. */
  entries(): Record<string, string>
  /** The stored value of `key`, parsed as JSON (undefined when absent or not JSON). */
  read(key: string): unknown
  /** Removes every entry. */
  clear(): void
  /** The same entries as Web Storage (`getItem`, `setItem`, `removeItem`, `key`, `length`), as `localStorage` is. */
  webStorage(): WebStorageLike
  /** The same entries as a WalletConnect client's key-value storage (values JSON-encoded). */
  keyValue(): KeyValueStorage
}

function parse(raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/**
 * Creates an in-memory storage (survives `destroy()` of an instance: pass it to the next one to test
 * restoring). One storage serves the kernel, code written for `localStorage` and WalletConnect clients.
 * @example
 * const storage = createMemoryStorage()
 * const airlock = createAirlock(mockConfig({ wallet, config: { storage } }))
 * // a WalletConnect client in Node that never shares or writes its keys:
 * await SignClient.init({ projectId, relayUrl, storage: createMemoryStorage().keyValue() })
 */
export function createMemoryStorage(options: MemoryStorageOptions = {}): MemoryStorage {
  const backend = createMemoryBackend(options.initial)
  const entries = () => Object.fromEntries(backend.keys().map((key) => [key, backend.getItem(key) ?? '']))
  return {
    ...backend,
    entries,
    read: (key) => parse(backend.getItem(key)),
    clear: () => {
      for (const key of backend.keys()) backend.removeItem(key)
    },
    webStorage: () => ({
      getItem: (key) => backend.getItem(key),
      setItem: (key, value) => backend.setItem(key, String(value)),
      removeItem: (key) => backend.removeItem(key),
      key: (index) => backend.keys()[index] ?? null,
      get length() {
        return backend.keys().length
      },
    }),
    keyValue: () => ({
      getKeys: async () => backend.keys(),
      getEntries: async <T>() => Object.entries(entries()).map(([key, raw]) => [key, parse(raw) as T]),
      getItem: async <T>(key: string) => parse(backend.getItem(key)) as T | undefined,
      setItem: async (key, value) => backend.setItem(key, JSON.stringify(value)),
      removeItem: async (key) => backend.removeItem(key),
    }),
  }
}
