// Starts the devnet (seeded anvil chains, blockchain-data API, catalogue, WalletConnect relay) once for the
// walletconnect test project and hands its endpoints to the tests.
import { startDevnet } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** RPC URLs of the devnet chains, by chain id. */
    rpcUrls: Record<number, string>
    /** The devnet WalletConnect relay (ws://127.0.0.1:PORT). */
    relayUrl: string
    /** Blockchain-data API base URL (also the RPC proxy base). */
    apiUrl: string
    /** Wallet catalogue base URL. */
    catalogueUrl: string
    /** Project id the devnet services accept. */
    projectId: string
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet()
  project.provide('rpcUrls', Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])))
  project.provide('relayUrl', devnet.relayUrl)
  project.provide('apiUrl', devnet.apiUrl)
  project.provide('catalogueUrl', devnet.catalogueUrl)
  project.provide('projectId', devnet.projectId)
  return () => devnet.stop()
}
