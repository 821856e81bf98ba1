/** Where stored values live: a synchronous string key-value store (localStorage's shape). */
export interface StorageBackend {
  /** Returns the value, or null when absent. */
  getItem(key: string): string | null
  /** Stores a value. */
  setItem(key: string, value: string): void
  /** Removes a value. */
  removeItem(key: string): void
  /** Lists the keys present. */
  keys(): string[]
}

/** An in-memory backend: the default outside browsers, and the standard test double. */
export function createMemoryBackend(initial: Record<string, string> = {}): StorageBackend {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
    keys: () => [...map.keys()],
  }
}

/** The subset of the Web Storage API the local-storage backend needs. */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/**
 * A backend over Web Storage (localStorage by default). Storage failures (quota, private mode,
 * blocked cookies) never throw: reads return null and writes are dropped.
 */
export function createLocalStorageBackend(storage: WebStorageLike = globalThis.localStorage): StorageBackend {
  return {
    getItem(key) {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value)
      } catch {
        // Quota exceeded or storage blocked: the value is simply not persisted.
      }
    },
    removeItem(key) {
      try {
        storage.removeItem(key)
      } catch {
        // Storage blocked: nothing to remove.
      }
    },
    keys() {
      try {
        const keys: string[] = []
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i)
          if (key !== null) keys.push(key)
        }
        return keys
      } catch {
        return []
      }
    },
  }
}

/** localStorage when a usable `window.localStorage` exists (decided when called), memory otherwise. */
export function createDefaultBackend(): StorageBackend {
  try {
    if (typeof window !== 'undefined' && window.localStorage)
      return createLocalStorageBackend(window.localStorage)
  } catch {
    // Accessing window.localStorage can throw when storage is blocked.
  }
  return createMemoryBackend()
}
