import type { FaultRegistry } from '../faults/FaultRegistry'
import type { ProjectConfig } from '../http/projects'
import { DEVNET_AA_CONTRACTS, deployAaContracts } from './deployAaContracts'
import { type AaChainEndpoints, type AaServer, type AaServerChain, startAaServer } from './startAaServer'

/** Options of the devnet's ERC-4337 stack (startDevnet's `aa` option). */
export interface AaStackOptions {
  /** Fixed port of the AA server (bundler and paymaster endpoints). */
  port?: number
  /** Projects whose operations the paymaster sponsors from the start (default: the default project). */
  sponsoredProjects?: readonly string[]
  /** 'lazy' (default): a chain's bundler process starts on its first request; 'eager': at start-up. */
  bundlers?: 'lazy' | 'eager'
}

/** The devnet's ERC-4337 stack as the endpoints list describes it. */
export interface DevnetAa {
  contracts: typeof DEVNET_AA_CONTRACTS
  /** The AA server's base URL (control routes under /__devnet/aa). */
  url: string
  chains: AaChainEndpoints[]
  server: AaServer
  /** Milliseconds the contract deployment took (all chains, in parallel). */
  deployMs: number
}

/**
 * Deploys the ERC-4337 contracts on every chain (EntryPoint v0.8, account factory, verifying
 * paymaster and its deposit) and starts the AA server (bundlers and paymaster services).
 */
export async function startAaStack(
  chains: readonly AaServerChain[],
  context: { projects: readonly ProjectConfig[]; faults: FaultRegistry },
  options: AaStackOptions = {},
): Promise<DevnetAa> {
  const t0 = performance.now()
  await Promise.all(chains.map((c) => deployAaContracts(c.rpcUrl)))
  const deployMs = Math.round(performance.now() - t0)
  const server = await startAaServer({ chains, ...context, ...options })
  return { contracts: DEVNET_AA_CONTRACTS, url: server.url, chains: server.chains, server, deployMs }
}
