import { DEVNET_ACCOUNTS, type DevnetAccount } from './chain/accounts'
import { DEVNET_CONTRACTS } from './chain/contracts'
import { seedChain } from './chain/seedChain'
import { type AnvilNode, startAnvil } from './chain/startAnvil'

/** One chain to start: its EVM chain id and an optional fixed port. */
export interface DevnetChainOptions {
  chainId: number
  port?: number
}

/** Options for startDevnet; every port is optional (0 or absent = a free port on 127.0.0.1). */
export interface StartDevnetOptions {
  /** Chains to start (default 31337 and 31338). */
  chains?: DevnetChainOptions[]
  /** Deploy tokens and write past transactions (default true). */
  seed?: boolean
  /** Fixed port of the blockchain-data API server. */
  apiPort?: number
  /** Fixed port of the wallet catalogue server. */
  cataloguePort?: number
  /** Fixed port of the WalletConnect relay. */
  relayPort?: number
  /** Fixed port of the test-wallet page server. */
  walletPort?: number
  /** PostgreSQL URL; absent = embedded PGlite in memory. */
  databaseUrl?: string
}

/** A started chain as the endpoints list describes it. */
export interface DevnetChain {
  chainId: number
  /** CAIP-2 id, e.g. eip155:31337. */
  caipNetworkId: `eip155:${number}`
  rpcUrl: string
  pid: number
}

/** Everything startDevnet started, with its endpoints; stop() ends all of it. */
export interface Devnet {
  chains: DevnetChain[]
  accounts: readonly DevnetAccount[]
  contracts: typeof DEVNET_CONTRACTS
  /** Stops every service and process; safe to call twice. */
  stop(): Promise<void>
}

/** Default chains: two anvil nodes so network switching is real. */
export const DEFAULT_CHAIN_IDS = [31337, 31338] as const

/** Starts the devnet on 127.0.0.1 (anvil nodes, seeding) and resolves when all of it is ready. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const chainOptions: DevnetChainOptions[] =
    options.chains ?? DEFAULT_CHAIN_IDS.map((chainId) => ({ chainId }))
  const stops: Array<() => Promise<void>> = []
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= Promise.allSettled(stops.reverse().map((s) => s())).then(() => undefined)
    return stopped
  }
  try {
    const genesisTimestamp = Math.floor(Date.now() / 1000) - 5 * 86_400
    const nodes: AnvilNode[] = await Promise.all(
      chainOptions.map(async (c) => {
        const node = await startAnvil({
          chainId: c.chainId,
          genesisTimestamp,
          ...(c.port ? { port: c.port } : {}),
        })
        stops.push(() => node.stop())
        return node
      }),
    )
    if (options.seed !== false) await Promise.all(nodes.map((n) => seedChain(n.rpcUrl, n.chainId)))
    return {
      chains: nodes.map((n) => ({
        chainId: n.chainId,
        caipNetworkId: `eip155:${n.chainId}` as const,
        rpcUrl: n.rpcUrl,
        pid: n.pid,
      })),
      accounts: DEVNET_ACCOUNTS,
      contracts: DEVNET_CONTRACTS,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
