// Image URL of a network: its own imageUrl, else the catalogue's asset image for its imageId (when a
// catalogue endpoint is configured), else its chain plugin's mark (`ui/chainMarks`).
import type { Airlock, CaipNetwork } from '@airlock/kernel'
import { networkMark } from './chainMarks'

/** The network's image (untrusted: render it through WalletImage). */
export function networkImageUrl(airlock: Airlock, network: CaipNetwork): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const imageId = network.assets?.imageId
  const catalogued = imageId ? airlock.service('walletCatalogue')?.assetImageUrl(imageId) : undefined
  return catalogued ?? networkMark(airlock, network)
}
