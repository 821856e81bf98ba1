// The wallet-catalogue client of an instance: the kernel's WalletCatalogClient from its DI container,
// adapted to what the views need.
import { type Airlock, WALLET_CATALOG_TOKEN } from '@airlock/kernel'
import type { WalletCatalogueClient, WalletPageRequest } from './catalogueTypes'

/**
 * The catalogue client of `airlock` (created by the kernel on first resolve, pointed at
 * `endpoints.walletCatalogue`); undefined when no catalogue endpoint is configured, and then the views
 * leave out the catalogue parts (recommended wallets, All Wallets, catalogue images).
 */
export function catalogueClient(airlock: Airlock): WalletCatalogueClient | undefined {
  if (!airlock.container.isRegistered(WALLET_CATALOG_TOKEN)) return undefined
  const client = airlock.container.resolve(WALLET_CATALOG_TOKEN)
  return {
    getWallets: (request: WalletPageRequest, signal?: AbortSignal) =>
      client.getWallets({ ...request, ...(signal ? { signal } : {}) }),
    walletImageUrl: (imageId: string) => client.walletImageUrl(imageId),
  }
}
