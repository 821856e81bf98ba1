// A Wallet Standard registry of the tests' own, for the plugin's `wallets` option (the page's `getWallets()`
// is one per process); the wallets in it are the devnet's Solana test wallet (@airlock/devnet/test-wallets).
import type { Wallet } from '@wallet-standard/base'
import type { WalletsSource } from '../src/wallets/WalletRegistry'

/** A Wallet Standard registry of the tests' own (the page's `getWallets()` is one per process). */
export function memoryWallets(initial: readonly Wallet[] = []): WalletsSource & {
  register(...wallets: Wallet[]): void
  unregister(...wallets: Wallet[]): void
} {
  let wallets = [...initial]
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  return {
    get: () => wallets,
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(...added) {
      wallets = [...wallets, ...added]
      for (const l of listeners.register) l(...added)
    },
    unregister(...removed) {
      wallets = wallets.filter((w) => !removed.includes(w))
      for (const l of listeners.unregister) l(...removed)
    },
  }
}
