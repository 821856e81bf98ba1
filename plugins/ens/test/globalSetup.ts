// Starts one devnet (anvil chains, blockchain-data API with the profile endpoints, test-wallet script)
// for the ens project, builds the browser test app once, and hands the endpoints to the tests.
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

export default async function setup(project: TestProject) {
  const [devnet, { outDir: appDir }] = await Promise.all([
    startDevnet(OPTIONAL_SERVICES_OFF),
    buildTestApp(APP_ENTRY, { title: 'Airlock names test app', tempPrefix: 'airlock-ens-app-' }),
  ])
  const app = await serveStatic(appDir)
  const script = await fetch(`${devnet.testWalletScriptUrl}?chainId=31337`).then((r) => r.text())
  provideDevnetEndpoints(project, devnet)
  project.provide('nameZone', devnet.nameZone)
  project.provide('testWalletScript', script)
  project.provide('appUrl', app.url)
  project.provide('appDir', appDir)
  return async () => {
    await app.stop()
    await devnet.stop()
  }
}
