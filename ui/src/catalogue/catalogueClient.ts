// The wallet-catalogue client of an instance: the kernel's catalogue service, adapted to what the views need.
import type { Airlock } from '@airlock/kernel'
import type { WalletCatalogueClient, WalletPageRequest } from './catalogueTypes'

/**
 * The catalogue client of `airlock` (the kernel's, pointed at `endpoints.walletCatalogue`, created at its
 * first call: the Connect view's first render only asks whether there is one); undefined when no
 * catalogue endpoint is configured, and then the views leave out the catalogue parts (recommended
 * wallets, All Wallets, catalogue images).
 */
export function catalogueClient(airlock: Airlock): WalletCatalogueClient | undefined {
  if (!airlock.get((s) => s.hasService('walletCatalogue'))) return undefined
  const client = () => {
    const service = airlock.service('walletCatalogue')
    if (!service) throw new Error('The wallet catalogue service went away')
    return service
  }
  return {
    getWallets: (request: WalletPageRequest, signal?: AbortSignal) =>
      client().getWallets({ ...request, ...(signal ? { signal } : {}) }),
    walletImageUrl: (imageId: string) => client().walletImageUrl(imageId),
  }
}
