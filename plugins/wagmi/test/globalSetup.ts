// Starts one devnet (anvil chains with the test tokens, the blockchain-data API, the relay) for the wagmi
// project and hands its endpoints to the tests; the browser journey builds its own app (openTestApp).
import { OPTIONAL_SERVICES_OFF, provideDevnetEndpoints, startDevnet } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** RPC URLs of the devnet chains, by chain id. */
    rpcUrls: Record<number, string>
    /** Blockchain-data API base URL. */
    apiUrl: string
    /** Wallet catalogue base URL. */
    catalogueUrl: string
    /** WalletConnect relay URL. */
    relayUrl: string
    /** Project id the devnet accepts. */
    projectId: string
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet(OPTIONAL_SERVICES_OFF)
  provideDevnetEndpoints(project, devnet)
  return () => devnet.stop()
}
