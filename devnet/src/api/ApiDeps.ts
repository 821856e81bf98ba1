import type { PublicClient } from 'viem'
import type { DevnetTokenInfo } from '../chain/contracts'
import type { ChainIndexer } from '../indexer/ChainIndexer'
import type { OnrampApi } from '../onramp/onrampRoutes'
import type { Database } from '../storage/openDatabase'
import type { BitcoinApiSource } from './bitcoinRoutes'
import type { SolanaApiSource } from './solanaRoutes'

/** One chain the API serves: its node, a viem client and its indexer. */
export interface ApiChain {
  chainId: number
  rpcUrl: string
  client: PublicClient
  indexer: ChainIndexer
}

/** USD prices by token symbol (the devnet's price table). */
export type PriceTable = Record<string, number>

/** The default price table: ETH 3000, USDC 1, DAI 0.9998, SOL 150, BONK 0.00002, BTC 60000. */
export const DEFAULT_PRICES: PriceTable = {
  ETH: 3000,
  USDC: 1,
  DAI: 0.9998,
  SOL: 150,
  BONK: 0.00002,
  BTC: 60_000,
}

/** What the API routes share. */
export interface ApiDeps {
  db: Database
  chains: ReadonlyMap<number, ApiChain>
  tokens: readonly DevnetTokenInfo[]
  prices: PriceTable
  /** URL of a token's icon by symbol. */
  iconUrl(symbol: string): string
  /** Zone appended to registered names, e.g. 'airlock.id'. */
  nameZone: string
  /** How long balances are cached unless forceUpdate is set (ms). */
  balanceCacheMs: number
  /** The local Solana network, when one runs (balance/history rows for `solana:` ids). */
  solana?: SolanaApiSource
  /** The local Bitcoin network, when one runs (balance/history rows for `bip122:` ids, read from its Esplora API). */
  bitcoin?: BitcoinApiSource
  /** The devnet on-ramp, when one runs (history's `onramp` parameter lists its orders). */
  onramp?: OnrampApi
}
