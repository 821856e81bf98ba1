// Starts one devnet (anvil chains with the Uniswap V2 deployment, the blockchain-data API with the convert
// endpoints, the test-wallet script) for the swap project, builds the browser test app once, and hands
// the endpoints to the tests.
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  OPTIONAL_SERVICES_OFF,
  provideDevnetEndpoints,
  serveStatic,
  startDevnet,
} from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

const APP_ENTRY = fileURLToPath(new URL('./app/main.tsx', import.meta.url))

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
  }
}

export default async function setup(project: TestProject) {
  const [devnet, { outDir: appDir }] = await Promise.all([
    startDevnet(OPTIONAL_SERVICES_OFF),
    buildTestApp(APP_ENTRY, { title: 'Airlock swap test app', tempPrefix: 'airlock-swap-app-' }),
  ])
  const app = await serveStatic(appDir)
  const script = await fetch(`${devnet.testWalletScriptUrl}?chainId=31337`).then((r) => r.text())
  provideDevnetEndpoints(project, devnet)
  project.provide('testWalletScript', script)
  project.provide('appUrl', app.url)
  project.provide('appDir', appDir)
  return async () => {
    await app.stop()
    await devnet.stop()
  }
}
