// Starts the whole devnet (two seeded anvil nodes, blockchain-data API with RPC proxy, catalogue,
// WalletConnect relay) once for the evm test project and hands its endpoints to the tests.
import {
  type E2eEndpoints,
  OPTIONAL_SERVICES_OFF,
  provideDevnetEndpoints,
  startDevnet,
} from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  /** The devnet's endpoints (projectId, apiUrl, catalogueUrl, relayUrl, rpcUrls by chain id). */
  export interface ProvidedContext extends E2eEndpoints {}
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet(OPTIONAL_SERVICES_OFF)
  provideDevnetEndpoints(project, devnet)
  return () => devnet.stop()
}
