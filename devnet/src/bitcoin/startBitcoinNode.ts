// The devnet's Bitcoin network: a real node (bcoin in a child process), seeded, mined on a timer and after
// each broadcast, behind an Esplora-compatible REST facade (the API the Bitcoin plugin talks to, so the same
// code works against a public or self-hosted Esplora in production).
import { type BitcoinNetwork, bitcoinRegtest, defineBitcoinNetwork } from '@airlock/bitcoin'
import { FaultRegistry } from '../faults/FaultRegistry'
import { addFaultRoutes } from '../faults/faultRoutes'
import { createServiceHandler } from '../http/createServiceHandler'
import { defaultProjects, type ProjectConfig } from '../http/projects'
import { Router } from '../http/router'
import { startHttpServer } from '../http/startHttpServer'
import { BlockMiner } from './BlockMiner'
import type { BcoinClient } from './bcoinClient'
import { type BitcoinDevnetAccount, DEVNET_BITCOIN_ACCOUNTS, DEVNET_BITCOIN_MINER } from './bitcoinAccounts'
import { addBitcoinControlRoutes } from './bitcoinControlRoutes'
import { addEsploraRoutes, ESPLORA_PREFIX } from './esplora/esploraRoutes'
import { DEFAULT_FEE_TABLE, type FeeTable } from './esplora/feeEstimates'
import { seedBitcoin } from './seedBitcoin'
import { spawnBcoin } from './spawnBcoin'

/** Options of the devnet's Bitcoin network; every port is optional (free ports on 127.0.0.1). */
export interface StartBitcoinNodeOptions {
  /** Fixed port of the Esplora facade. */
  port?: number
  /** Fixed port of bcoin's own API. */
  nodePort?: number
  /** Fund the devnet accounts and write past transfers (default true). */
  seed?: boolean
  /** A block every this many ms (default 30 000); false: no timer. */
  blockIntervalMs?: number | false
  /** A block this many ms after each accepted broadcast (default 1000); false: none. */
  mineAfterBroadcastMs?: number | false
  /** Fee estimates served at start (target blocks → sat/vB; default DEFAULT_FEE_TABLE). */
  feeTable?: FeeTable
  /** Fault rules (shared with the other devnet services by startDevnet). */
  faults?: FaultRegistry
  /** Projects whose origins the facade's CORS answers (the facade itself needs no project id). */
  projects?: readonly ProjectConfig[]
}

/** The running Bitcoin network. */
export interface BitcoinNode {
  /** The Esplora REST base URL (`http://127.0.0.1:PORT/api`): give it to the plugin as the network's esploraUrl. */
  esploraUrl: string
  /** The facade's origin (control routes at `${url}/__devnet/...`). */
  url: string
  /** bcoin's own API (needs its API key; for diagnostics). */
  nodeUrl: string
  /** The bcoin process id. */
  pid: number
  /** bcoin's API with its key (tests, diagnostics). */
  client: BcoinClient
  /** The network definition (Bitcoin regtest with Core's prefixes), with `esploraUrl` set. */
  network: BitcoinNetwork
  caipNetworkId: BitcoinNetwork['caipNetworkId']
  /** The devnet's BIP-84 accounts (0–4 funded at seed). */
  accounts: readonly BitcoinDevnetAccount[]
  /** Mines `count` blocks now; resolves with their hashes. */
  mine(count?: number): Promise<string[]>
  /** Replaces the fee estimates the facade serves. */
  setFeeTable(table: FeeTable): void
  /** Milliseconds from start to ready: the node process, the seed, and all of it. */
  timingsMs: { node: number; seed: number; total: number }
  /** Stops the miner, the facade and the node. */
  stop(): Promise<void>
}

/**
 * Starts bcoin (in-memory regtest, segwit active), seeds it, and serves the Esplora API in front of it.
 * @example
 * const bitcoin = await startBitcoinNode({ blockIntervalMs: false })
 * await fetch(`${bitcoin.esploraUrl}/address/${bitcoin.accounts[0].address}/utxo`)
 */
export async function startBitcoinNode(options: StartBitcoinNodeOptions = {}): Promise<BitcoinNode> {
  const t0 = performance.now()
  const since = () => Math.round(performance.now() - t0)
  const network = bitcoinRegtest
  const bcoin = await spawnBcoin({ network, ...(options.nodePort ? { port: options.nodePort } : {}) })
  const timingsMs = { node: since(), seed: 0, total: 0 }
  const stops: Array<() => Promise<void>> = [() => bcoin.stop()]
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => undefined)
  }
  try {
    if (options.seed !== false) await seedBitcoin(bcoin.client, network)
    else await bcoin.client.mine(1, DEVNET_BITCOIN_MINER.address)
    timingsMs.seed = since()
    const miner = new BlockMiner(bcoin.client, DEVNET_BITCOIN_MINER.address, {
      intervalMs: options.blockIntervalMs ?? 30_000,
      afterBroadcastMs: options.mineAfterBroadcastMs ?? 1000,
    })
    stops.push(() => miner.stop())
    const feeTable = { current: options.feeTable ?? DEFAULT_FEE_TABLE }
    const onBroadcast = () => miner.afterBroadcast()
    const router = new Router()
    addEsploraRoutes(router, { client: bcoin.client, network, feeTable: () => feeTable.current, onBroadcast })
    const faults = options.faults ?? new FaultRegistry()
    const control = new Router()
    addFaultRoutes(control, faults)
    addBitcoinControlRoutes(control, { client: bcoin.client, network, miner, feeTable, onBroadcast })
    const server = await startHttpServer(
      createServiceHandler({
        name: 'bitcoin',
        router,
        control,
        projects: options.projects ?? defaultProjects(),
        faults,
        isPublic: () => true,
        textBody: (path) => path === `${ESPLORA_PREFIX}/tx`,
      }),
      options.port,
    )
    stops.push(() => server.stop())
    miner.start()
    const esploraUrl = `${server.url}${ESPLORA_PREFIX}`
    timingsMs.total = since()
    return {
      esploraUrl,
      url: server.url,
      nodeUrl: bcoin.url,
      pid: bcoin.pid,
      client: bcoin.client,
      network: defineBitcoinNetwork({ ...network, esploraUrl }),
      caipNetworkId: network.caipNetworkId,
      accounts: DEVNET_BITCOIN_ACCOUNTS,
      mine: (count = 1) => miner.mine(count),
      setFeeTable: (table) => {
        feeTable.current = Object.freeze({ ...table })
      },
      timingsMs,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
