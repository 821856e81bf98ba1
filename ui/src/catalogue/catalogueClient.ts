// The wallet-catalogue client of an instance: the kernel's WalletCatalogClient from its DI container,
// adapted to what the views need.
import { type Airlock, WALLET_CATALOG_TOKEN } from '@airlock/kernel'
import type { WalletCatalogueClient, WalletPageRequest } from './catalogueTypes'

/**
 * The catalogue client of `airlock` (the kernel's, pointed at `endpoints.walletCatalogue`, resolved from the
 * container at its first call: the Connect view's first render only asks whether there is one); undefined
 * when no catalogue endpoint is configured, and then the views leave out the catalogue parts (recommended
 * wallets, All Wallets, catalogue images).
 */
export function catalogueClient(airlock: Airlock): WalletCatalogueClient | undefined {
  if (!airlock.container.isRegistered(WALLET_CATALOG_TOKEN)) return undefined
  let resolved = () => {
    const client = airlock.container.resolve(WALLET_CATALOG_TOKEN)
    resolved = () => client
    return client
  }
  return {
    getWallets: (request: WalletPageRequest, signal?: AbortSignal) =>
      resolved().getWallets({ ...request, ...(signal ? { signal } : {}) }),
    walletImageUrl: (imageId: string) => resolved().walletImageUrl(imageId),
  }
}
