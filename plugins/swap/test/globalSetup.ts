// Starts one devnet (anvil chains with the Uniswap V2 deployment, the blockchain-data API with the convert
// endpoints, the test-wallet script, and the ERC-4337 stack: the embedded wallet's default account is a smart
// account, whose wallet_sendCalls batches the approval and the swap) for the swap project, builds the browser test app once, and hands
// the endpoints to the tests.
import { fileURLToPath } from 'node:url'
import { devnetAppGlobalSetup, OPTIONAL_SERVICES_OFF } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrls: Record<number, string>
    apiUrl: string
    catalogueUrl: string
    relayUrl: string
    projectId: string
    /** The injected EIP-6963 test wallet script (devnet accounts; ?chainId=31337). */
    testWalletScript: string
    /** URL of the built browser test app. */
    appUrl: string
    /** Folder of the built browser test app (to read its chunks). */
    appDir: string
    /** The devnet frame host (embedded wallet). */
    frameUrl: string
    /** The devnet mail sink's HTTP side (login codes). */
    mailboxUrl: string
  }
}

export default devnetAppGlobalSetup<TestProject>({
  entry: fileURLToPath(new URL('./app/main.tsx', import.meta.url)),
  app: { title: 'Airlock swap test app', tempPrefix: 'airlock-swap-app-' },
  devnet: { ...OPTIONAL_SERVICES_OFF, aa: true },
  provide: (project, devnet) => {
    project.provide('frameUrl', devnet.frameUrl)
    project.provide('mailboxUrl', devnet.mailboxUrl)
  },
})
