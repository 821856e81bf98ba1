// Starts the whole devnet (two seeded anvil nodes, blockchain-data API with RPC proxy, catalogue,
// WalletConnect relay) once for the evm test project and hands its endpoints to the tests.
import { devnetGlobalSetup, type E2eEndpoints } from '@airlock/devnet'

declare module 'vitest' {
  /** The devnet's endpoints (projectId, apiUrl, catalogueUrl, relayUrl, rpcUrls by chain id). */
  export interface ProvidedContext extends E2eEndpoints {}
}

export default devnetGlobalSetup()
