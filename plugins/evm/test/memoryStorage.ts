import type { WalletConnectStorage } from '../src/options'

/** In-memory storage for a WalletConnect client in Node; share one between two adapters to simulate a reload. */
export function memoryStorage(): WalletConnectStorage {
  const map = new Map<string, unknown>()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()] as [string, T][],
    getItem: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    setItem: async (key, value) => {
      map.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      map.delete(key)
    },
  }
}
