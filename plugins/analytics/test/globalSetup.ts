// Starts the devnet (one anvil chain, its API, catalogue with the analytics sink, relay) once for the
// browser journey and hands its endpoints to the tests.
import { devnetGlobalSetup, type E2eEndpoints, OPTIONAL_SERVICES_OFF } from '@airlock/devnet'

declare module 'vitest' {
  export interface ProvidedContext extends E2eEndpoints {}
}

export default devnetGlobalSetup({ ...OPTIONAL_SERVICES_OFF, chains: [{ chainId: 31337 }], solana: false })
