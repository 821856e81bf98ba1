// Wallet Standard registration, as @wallet-standard/wallet's registerWallet does it, plus the way back out
// (unregister) and in again that tests need.
import type { Wallet } from '@wallet-standard/base'

/** What an app hands to wallets (`getWallets()`'s register). */
interface WalletsApi {
  register(...wallets: Wallet[]): () => void
}

/** Registers one wallet and can withdraw it. */
export interface WalletRegistration {
  /** Whether the wallet is offered now. */
  readonly registered: boolean
  /**
   * Dispatches `wallet-standard:register-wallet` (apps already listening register it at once) and answers
   * every later `wallet-standard:app-ready` (apps that load afterwards). No-op while registered.
   */
  register(): void
  /** Calls the unregister function of every app that registered the wallet and stops answering app-ready. */
  unregister(): void
}

/**
 * Registration of `wallet` with the pages' apps through the two Wallet Standard window events.
 * @example const registration = walletRegistration(wallet); registration.register()
 */
export function walletRegistration(wallet: Wallet): WalletRegistration {
  const unregisters = new Set<() => void>()
  let registered = false
  const callback = (api: WalletsApi) => {
    if (registered) unregisters.add(api.register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<WalletsApi>).detail)
  return {
    get registered() {
      return registered
    },
    register() {
      if (registered) return
      registered = true
      window.addEventListener('wallet-standard:app-ready', onAppReady)
      try {
        window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      } catch (error) {
        console.error('wallet-standard:register-wallet event could not be dispatched', error)
      }
    },
    unregister() {
      registered = false
      window.removeEventListener('wallet-standard:app-ready', onAppReady)
      for (const unregister of unregisters) unregister()
      unregisters.clear()
    },
  }
}
