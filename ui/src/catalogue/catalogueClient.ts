// The wallet-catalogue client of an instance: the kernel's WalletCatalogClient from its DI container,
// adapted to what the views need.
import { type Airlock, WALLET_CATALOG_TOKEN } from '@airlock/kernel'
import type { WalletCatalogueClient, WalletPageRequest } from './catalogueTypes'

/** The catalogue client of `airlock` (created by the kernel on first resolve, pointed at `endpoints.walletCatalogue`). */
export function catalogueClient(airlock: Airlock): WalletCatalogueClient {
  const client = airlock.container.resolve(WALLET_CATALOG_TOKEN)
  return {
    getWallets: (request: WalletPageRequest, signal?: AbortSignal) =>
      client.getWallets({ ...request, ...(signal ? { signal } : {}) }),
    walletImageUrl: (imageId: string) => client.walletImageUrl(imageId),
  }
}
