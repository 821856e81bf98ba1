// The map between Wallet Standard chain names (`solana:mainnet`…, `solana:localnet`) and CAIP-2 ids
// (`solana:<genesis prefix>`), made from the plugin's networks, so that the local network maps too.
import type { SolanaNetwork } from './networks'

/** A two-way map between Wallet Standard chain names and CAIP-2 ids of configured networks. */
export interface SolanaChainMap {
  /** The CAIP-2 id of a chain as a wallet names it (Wallet Standard name or CAIP-2 id); undefined if unknown. */
  toCaip(chain: string): string | undefined
  /** The Wallet Standard chain name of a CAIP-2 id; undefined if not configured. */
  toWalletStandard(caipNetworkId: string): string | undefined
  /** The configured network of a chain (either form). */
  network(chain: string): SolanaNetwork | undefined
}

/**
 * Builds the map from networks; the first network with a given Wallet Standard name wins.
 *
 * @example
 * solanaChainMap([solanaMainnet]).toCaip('solana:mainnet') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function solanaChainMap(networks: readonly SolanaNetwork[]): SolanaChainMap {
  const byCaip = new Map(networks.map((n) => [n.caipNetworkId as string, n]))
  const byName = new Map<string, SolanaNetwork>()
  for (const n of networks) if (!byName.has(n.walletStandardChain)) byName.set(n.walletStandardChain, n)
  const network = (chain: string) => byCaip.get(chain) ?? byName.get(chain)
  return {
    network,
    toCaip: (chain) => network(chain)?.caipNetworkId,
    toWalletStandard: (caip) => byCaip.get(caip)?.walletStandardChain,
  }
}
