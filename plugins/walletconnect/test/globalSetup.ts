// Starts the devnet (seeded anvil chains, blockchain-data API, catalogue, WalletConnect relay) once for the
// walletconnect test project and hands its endpoints to the tests.
import { devnetGlobalSetup, type E2eEndpoints } from '@airlock/devnet'

declare module 'vitest' {
  /** The devnet's endpoints (projectId, apiUrl, catalogueUrl, relayUrl, rpcUrls by chain id). */
  export interface ProvidedContext extends E2eEndpoints {}
}

export default devnetGlobalSetup()
