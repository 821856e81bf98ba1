// Starts one devnet (anvil chains, the blockchain-data API, the test-wallet script) for the wagmi project,
// builds the browser test app (a host written with wagmi hooks) once, and hands the endpoints to the tests.
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
    /** The injected EIP-6963 test wallet script (devnet accounts; ?chainId=N). */
    testWalletScript: string
    /** URL of the built browser test app. */
    appUrl: string
  }
}

export default async function setup(project: TestProject) {
  const [devnet, { outDir }] = await Promise.all([
    startDevnet(OPTIONAL_SERVICES_OFF),
    buildTestApp(APP_ENTRY, { title: 'Airlock wagmi test app', tempPrefix: 'airlock-wagmi-app-' }),
  ])
  const app = await serveStatic(outDir)
  const script = await fetch(`${devnet.testWalletScriptUrl}?chainId=31337`).then((r) => r.text())
  provideDevnetEndpoints(project, devnet)
  project.provide('testWalletScript', script)
  project.provide('appUrl', app.url)
  return async () => {
    await app.stop()
    await devnet.stop()
  }
}
