import type { Eip1193Provider } from '../types'

/** What the adapter does with a provider's events. */
export interface ProviderEventHandlers {
  /** New account list (empty: the wallet disconnected the site). */
  accountsChanged(accounts: readonly `0x${string}`[]): void
  /** New chain id. */
  chainChanged(chainId: number): void
  /** The wallet disconnected. */
  disconnected(): void
}

/**
 * Subscribes to a provider's accountsChanged, chainChanged and disconnect events; returns the
 * unsubscriber. A `disconnect` with code 1013 (MetaMask: reconnecting to the node) is ignored.
 */
export function subscribeProvider(provider: Eip1193Provider, handlers: ProviderEventHandlers): () => void {
  if (!provider.on) return () => {}
  const onAccounts = (accounts: readonly `0x${string}`[]) => handlers.accountsChanged(accounts)
  const onChain = (chainId: string | number) => handlers.chainChanged(Number(chainId))
  const onDisconnect = (error?: { code?: number }) => {
    if (error?.code !== 1013) handlers.disconnected()
  }
  provider.on('accountsChanged', onAccounts as (...args: unknown[]) => void)
  provider.on('chainChanged', onChain as (...args: unknown[]) => void)
  provider.on('disconnect', onDisconnect as (...args: unknown[]) => void)
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts as (...args: unknown[]) => void)
    provider.removeListener?.('chainChanged', onChain as (...args: unknown[]) => void)
    provider.removeListener?.('disconnect', onDisconnect as (...args: unknown[]) => void)
  }
}
