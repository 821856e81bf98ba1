// A Bitcoin network definition as the kernel's `CaipNetwork`: id = the genesis hash prefix (CAIP-2's
// reference), `rpcUrls.default` = its Esplora URL (none configured: an empty list, no host contacted).
import type { CaipNetwork } from '@airlock/kernel'
import type { BitcoinNetwork } from './networks'

/** The kernel's network object of a Bitcoin network, carrying its definition in `bitcoin`. */
export interface BitcoinCaipNetwork extends CaipNetwork {
  readonly id: string
  readonly chainNamespace: 'bip122'
  readonly caipNetworkId: `bip122:${string}`
  /** The plugin's definition (prefixes, Esplora URL, Wallet Standard and Sats Connect names). */
  readonly bitcoin: BitcoinNetwork
}

/**
 * Converts a Bitcoin network definition into the kernel's network object.
 *
 * @example
 * toCaipNetwork(bitcoinMainnet).caipNetworkId // 'bip122:000000000019d6689c085ae165831e93'
 */
export function toCaipNetwork(network: BitcoinNetwork): BitcoinCaipNetwork {
  const id = network.caipNetworkId.slice('bip122:'.length)
  return {
    id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    caipNetworkId: network.caipNetworkId,
    chainNamespace: 'bip122',
    rpcUrls: { default: { http: network.esploraUrl ? [network.esploraUrl] : [] } },
    ...(network.blockExplorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: network.blockExplorerUrl } } }
      : {}),
    testnet: network.testnet,
    bitcoin: network,
  }
}
