// Starts one devnet (anvil chains with the test tokens, the blockchain-data API, the relay) for the wagmi
// project and hands its endpoints to the tests; the browser journey builds its own app (openTestApp).
import { devnetGlobalSetup } from '@airlock/devnet'

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

export default devnetGlobalSetup()
