// The networks an approval names: the frame's own names for the well-known chains (an app cannot rename
// them), else the name and native currency the app's modal shows (SYNC_DAPP_DATA `networks`, the app's
// claim), else the CAIP-2 id with the namespace's native currency.
import type { AppEventPayload } from '../protocol/appEvents'

/** A network as an approval shows it: its name and the native currency its fee is paid in. */
export interface NetworkInfo {
  name: string
  symbol: string
  decimals: number
}

/** What the app sent: CAIP-2 id → name and native currency. */
export type AppNetworks = NonNullable<AppEventPayload<'SYNC_DAPP_DATA'>['networks']>

const ETHER = { symbol: 'ETH', decimals: 18 }

/** Well-known chains the frame names itself, whatever the app says. */
export const KNOWN_NETWORKS: Readonly<Record<string, NetworkInfo>> = {
  'eip155:1': { name: 'Ethereum', ...ETHER },
  'eip155:10': { name: 'OP Mainnet', ...ETHER },
  'eip155:56': { name: 'BNB Smart Chain', symbol: 'BNB', decimals: 18 },
  'eip155:137': { name: 'Polygon', symbol: 'POL', decimals: 18 },
  'eip155:324': { name: 'ZKsync Era', ...ETHER },
  'eip155:8453': { name: 'Base', ...ETHER },
  'eip155:42161': { name: 'Arbitrum One', ...ETHER },
  'eip155:43114': { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  'eip155:59144': { name: 'Linea', ...ETHER },
  'eip155:11155111': { name: 'Sepolia', ...ETHER },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { name: 'Solana', symbol: 'SOL', decimals: 9 },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { name: 'Solana Devnet', symbol: 'SOL', decimals: 9 },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { name: 'Solana Testnet', symbol: 'SOL', decimals: 9 },
}

/** The native currency of a namespace when nothing names the chain. */
const NAMESPACE_CURRENCY: Readonly<Record<string, Omit<NetworkInfo, 'name'>>> = {
  eip155: ETHER,
  solana: { symbol: 'SOL', decimals: 9 },
}

/**
 * The network `caip` as an approval shows it: the frame's own entry for a well-known chain, else the app's,
 * else its CAIP-2 id with the namespace's native currency.
 *
 * @example
 * networkInfo('eip155:31337', { 'eip155:31337': { name: 'Devnet', symbol: 'ETH', decimals: 18 } }).name
 * // 'Devnet'
 */
export function networkInfo(caip: string, fromApp: AppNetworks | undefined): NetworkInfo {
  const known = Object.hasOwn(KNOWN_NETWORKS, caip) ? KNOWN_NETWORKS[caip] : undefined
  if (known) return known
  const claimed = fromApp && Object.hasOwn(fromApp, caip) ? fromApp[caip] : undefined
  if (claimed?.name.trim()) return claimed
  const namespace = caip.split(':')[0] ?? ''
  return { name: caip, ...(NAMESPACE_CURRENCY[namespace] ?? ETHER) }
}
