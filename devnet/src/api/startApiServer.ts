import { createPublicClient, http } from 'viem'
import type { DevnetTokenInfo } from '../chain/contracts'
import { DEVNET_TOKENS } from '../chain/contracts'
import { FaultRegistry } from '../faults/FaultRegistry'
import { addFaultRoutes } from '../faults/faultRoutes'
import { createServiceHandler } from '../http/createServiceHandler'
import { defaultProjects, type ProjectConfig } from '../http/projects'
import { Router } from '../http/router'
import { type RunningServer, startHttpServer } from '../http/startHttpServer'
import { ChainIndexer } from '../indexer/ChainIndexer'
import type { OnrampApi } from '../onramp/onrampRoutes'
import type { Database } from '../storage/openDatabase'
import { addConvertRoutes, type ConvertRoutesOptions } from '../swap/convertRoutes'
import { type ApiChain, type ApiDeps, DEFAULT_PRICES, type PriceTable } from './ApiDeps'
import { addBalanceRoute } from './balanceRoute'
import type { BitcoinApiSource } from './bitcoinRoutes'
import { addChainRoutes } from './chainRoutes'
import { addHistoryRoute } from './historyRoute'
import { addNftRoute } from './nftRoute'
import { addProfileRoutes } from './profileRoutes'
import type { SolanaApiSource } from './solanaRoutes'

/** The default zone of registered names: `alice` registers `alice.airlock.id`. */
export const DEFAULT_NAME_ZONE = 'airlock.id'

/** Options for the blockchain-data API server. */
export interface ApiServerOptions {
  db: Database
  chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>
  port?: number
  projects?: readonly ProjectConfig[]
  faults?: FaultRegistry
  prices?: PriceTable
  tokens?: readonly DevnetTokenInfo[]
  /** Base URL token icons point at (the catalogue server); default: this server's own URL. */
  iconBaseUrl?: string
  nameZone?: string
  /** Balance cache lifetime in ms (default 2000); forceUpdate bypasses it. */
  balanceCacheMs?: number
  /** The local Solana node (its ledger is read in-process). */
  solana?: SolanaApiSource
  /**
   * Answer the convert endpoints (and prices) from the chains' Uniswap V2 deployment (`deployDex`'s);
   * absent: no convert routes, and /v1/fungible/price answers from the price table.
   */
  swap?: ConvertRoutesOptions
  /** The local Bitcoin network (its Esplora API is read for balance and history rows). */
  bitcoin?: BitcoinApiSource
  /** The devnet on-ramp (startOnramp's `api`): its /v1/onramp routes and history's `onramp` answer. */
  onramp?: OnrampApi
}

/** A running API server; indexers are exposed so callers can sync before asserting. */
export interface ApiServer extends RunningServer {
  indexers: ChainIndexer[]
  faults: FaultRegistry
}

/** Starts the blockchain-data API (spec §7) on 127.0.0.1, indexing the chains into `db`. */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const chains = new Map<number, ApiChain>()
  for (const c of options.chains) {
    chains.set(c.chainId, {
      chainId: c.chainId,
      rpcUrl: c.rpcUrl,
      client: createPublicClient({ transport: http(c.rpcUrl) }),
      indexer: new ChainIndexer(c, options.db),
    })
  }
  let iconBase = options.iconBaseUrl ?? ''
  const deps: ApiDeps = {
    db: options.db,
    chains,
    tokens: options.tokens ?? DEVNET_TOKENS,
    prices: options.prices ?? DEFAULT_PRICES,
    iconUrl: (symbol) => `${iconBase}/public/getTokenImage/${encodeURIComponent(symbol)}`,
    nameZone: options.nameZone ?? DEFAULT_NAME_ZONE,
    balanceCacheMs: options.balanceCacheMs ?? 2000,
    ...(options.solana ? { solana: options.solana } : {}),
    ...(options.bitcoin ? { bitcoin: options.bitcoin } : {}),
    ...(options.onramp ? { onramp: options.onramp } : {}),
  }
  const router = new Router()
  // First: its pool-priced /v1/fungible/price takes precedence over addChainRoutes' table-priced one.
  if (options.swap) addConvertRoutes(router, deps, options.swap)
  addChainRoutes(router, deps)
  addBalanceRoute(router, deps)
  addHistoryRoute(router, deps)
  addNftRoute(router, deps)
  addProfileRoutes(router, deps)
  options.onramp?.addRoutes(router)
  const faults = options.faults ?? new FaultRegistry()
  const control = new Router()
  addFaultRoutes(control, faults)
  const handler = createServiceHandler({
    name: 'api',
    router,
    control,
    projects: options.projects ?? defaultProjects(),
    faults,
    requiresSdk: (path) => path !== '/v1' && path !== '/v1/' && !path.startsWith('/public/'),
  })
  const server = await startHttpServer(handler, options.port)
  if (!options.iconBaseUrl) iconBase = server.url
  const indexers = [...chains.values()].map((c) => c.indexer)
  // Index in the background: history requests wait for the same (serialised) sync anyway.
  const initialSync = Promise.allSettled(indexers.map((i) => i.sync()))
  return {
    ...server,
    indexers,
    faults,
    async stop() {
      await initialSync
      await server.stop()
    },
  }
}
