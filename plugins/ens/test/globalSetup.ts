// Starts one devnet (anvil chains, blockchain-data API with the profile endpoints, test-wallet script)
// for the ens project, builds the browser test app once, and hands the endpoints to the tests.
import { fileURLToPath } from 'node:url'
import { devnetAppGlobalSetup } from '@airlock/devnet'
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
    /** Zone of registered names on the devnet. */
    nameZone: string
    /** The injected EIP-6963 test wallet script (devnet accounts; ?chainId=N). */
    testWalletScript: string
    /** URL of the built browser test app. */
    appUrl: string
    /** Folder of the built browser test app (to read its chunks). */
    appDir: string
  }
}

export default devnetAppGlobalSetup<TestProject>({
  entry: fileURLToPath(new URL('./app/main.tsx', import.meta.url)),
  app: { title: 'Airlock names test app', tempPrefix: 'airlock-ens-app-' },
  provide: (project, devnet) => project.provide('nameZone', devnet.nameZone),
})
