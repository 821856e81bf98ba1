// Marks of chains and native currencies a chain plugin contributes (`ui/chainMarks`), so that a network
// or a native token with no image of its own shows its chain's mark instead of a letter placeholder.
import type { Airlock, CaipNetwork } from '@airlock/kernel'
import { networkImageUrl } from './networkImageUrl'

/**
 * A chain plugin's marks for its namespace: small images (usually inline `data:image/svg+xml` URLs, so
 * nothing is requested) used when a network or a native token has no image of its own.
 *
 * @example
 * ctx.contribute('ui/chainMarks', {
 *   namespace: 'eip155',
 *   network: (network) => (network.nativeCurrency.symbol === 'ETH' ? ETH_MARK : undefined),
 *   nativeToken: (symbol) => (symbol === 'ETH' ? ETH_MARK : undefined),
 * })
 */
export interface ChainMarks {
  /** The namespace whose networks and native currencies these are (e.g. 'eip155'). */
  namespace: string
  /** The mark of a network of this namespace that has no image of its own. */
  network?(network: CaipNetwork): string | undefined
  /** The mark of a native currency of this namespace, by its symbol. */
  nativeToken?(symbol: string): string | undefined
}

function marksOf(airlock: Airlock, namespace: string): ChainMarks[] {
  return airlock.get((s) => s.contributions('ui/chainMarks')).filter((m) => m.namespace === namespace)
}

/** The contributed mark of a network (its namespace's), if any. */
export function networkMark(airlock: Airlock, network: CaipNetwork): string | undefined {
  for (const marks of marksOf(airlock, network.chainNamespace)) {
    const url = marks.network?.(network)
    if (url) return url
  }
  return undefined
}

/** The contributed mark of a native currency of `namespace`, by its symbol, if any. */
export function nativeTokenMark(airlock: Airlock, namespace: string, symbol: string): string | undefined {
  for (const marks of marksOf(airlock, namespace)) {
    const url = marks.nativeToken?.(symbol)
    if (url) return url
  }
  return undefined
}

/**
 * A token's image: its own `iconUrl`, else (a native token, which has no address) its chain's mark for
 * its symbol, else its network's image. `chainId` is CAIP-2 (`eip155:1`).
 */
export function tokenImageUrl(
  airlock: Airlock,
  token: { iconUrl?: string | undefined; address?: string | undefined; symbol: string; chainId: string },
): string | undefined {
  if (token.iconUrl) return token.iconUrl
  if (token.address) return undefined
  const mark = nativeTokenMark(airlock, token.chainId.split(':')[0] ?? '', token.symbol)
  if (mark) return mark
  const network = airlock.get((s) => s.network.find(token.chainId))
  return network ? networkImageUrl(airlock, network) : undefined
}
