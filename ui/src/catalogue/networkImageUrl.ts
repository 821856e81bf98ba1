// Image URL of a network: its own imageUrl, else the catalogue's asset image for its imageId (when a
// catalogue endpoint is configured).
import type { Airlock, CaipNetwork } from '@airlock/kernel'

/** The network's image (untrusted: render it through WalletImage). */
export function networkImageUrl(airlock: Airlock, network: CaipNetwork): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const imageId = network.assets?.imageId
  return imageId ? airlock.service('walletCatalogue')?.assetImageUrl(imageId) : undefined
}
