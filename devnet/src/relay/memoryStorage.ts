/** The key-value storage shape WalletConnect clients accept as `storage` (IKeyValueStorage). */
export interface KeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * An in-memory storage for a WalletConnect client in Node, so that several clients in one
 * process never share (or write to disk) their keys and sessions.
 */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, unknown>()
  return {
    async getKeys() {
      return [...map.keys()]
    },
    async getEntries<T>() {
      return [...map.entries()] as [string, T][]
    },
    async getItem<T>(key: string) {
      return map.get(key) as T | undefined
    },
    async setItem(key, value) {
      map.set(key, value)
    },
    async removeItem(key) {
      map.delete(key)
    },
  }
}
