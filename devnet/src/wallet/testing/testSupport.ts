// Test-suite set-up shared by every package whose tests run against the devnet: the devnet's endpoints
// handed to the tests by a vitest globalSetup, and a fetch that refuses to leave the machine.
import { type Devnet, OPTIONAL_SERVICES_OFF, type StartDevnetOptions, startDevnet } from '../../startDevnet'
import { type BuildTestAppOptions, buildTestApp } from './buildTestApp'
import type { E2eEndpoints } from './openPage'
import { serveStatic } from './serveStatic'

/** What a vitest project's `provide` accepts (kept structural, so devnet needs no vitest import). */
export interface EndpointProvider {
  provide(key: keyof E2eEndpoints, value: E2eEndpoints[keyof E2eEndpoints]): void
}

/**
 * Hands a started devnet's endpoints to the tests under the names `e2eEndpointsFrom(inject)` reads:
 * projectId, apiUrl, catalogueUrl, relayUrl and rpcUrls (by chain id).
 *
 * @example
 * export default async function setup(project: TestProject) {
 *   const devnet = await startDevnet()
 *   provideDevnetEndpoints(project, devnet)
 *   return () => devnet.stop()
 * }
 */
export function provideDevnetEndpoints(project: EndpointProvider, devnet: Devnet): E2eEndpoints {
  const endpoints: E2eEndpoints = {
    projectId: devnet.projectId,
    apiUrl: devnet.apiUrl,
    catalogueUrl: devnet.catalogueUrl,
    relayUrl: devnet.relayUrl,
    rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
  }
  for (const [key, value] of Object.entries(endpoints)) {
    project.provide(key as keyof E2eEndpoints, value as E2eEndpoints[keyof E2eEndpoints])
  }
  return endpoints
}

/**
 * A vitest globalSetup: starts the devnet with `options` (default: the optional services off), hands its
 * endpoints to the tests (provideDevnetEndpoints; read them with `inject` or `e2eEndpointsFrom(inject)`)
 * and stops it when the project ends.
 *
 * @example
 * // test/globalSetup.ts
 * export default devnetGlobalSetup({ ...OPTIONAL_SERVICES_OFF, chains: [{ chainId: 31337 }] })
 */
export function devnetGlobalSetup(
  options: StartDevnetOptions = OPTIONAL_SERVICES_OFF,
): (project: EndpointProvider) => Promise<() => Promise<void>> {
  return async (project) => {
    const devnet = await startDevnet(options)
    provideDevnetEndpoints(project, devnet)
    return () => devnet.stop()
  }
}

/** What devnetAppGlobalSetup hands to the tests beside the endpoints (declare them in `ProvidedContext`). */
export interface DevnetAppContext {
  /** The injected EIP-6963 test wallet script (devnet accounts; on chain 31337). */
  testWalletScript: string
  /** URL of the built browser test app. */
  appUrl: string
  /** Folder of the built browser test app (to read its chunks). */
  appDir: string
}

/** What a project's `provide` accepts for devnetAppGlobalSetup (structural, no vitest import). */
export interface AppContextProvider {
  provide(
    key: keyof E2eEndpoints | keyof DevnetAppContext,
    value: E2eEndpoints[keyof E2eEndpoints] | DevnetAppContext[keyof DevnetAppContext],
  ): void
}

/** Options of devnetAppGlobalSetup. */
export interface DevnetAppGlobalSetupOptions<P extends AppContextProvider> {
  /** The devnet's options (default: the optional services off). */
  devnet?: StartDevnetOptions
  /** The browser test app's entry module (a path). */
  entry: string
  /** How the app is built (title, temporary folder prefix…). */
  app?: BuildTestAppOptions
  /** Hands the project anything else it needs from the started devnet. */
  provide?: (project: P, devnet: Devnet) => void
}

/**
 * A vitest globalSetup for a plugin's browser journeys: starts the devnet and builds the test app at once,
 * serves the app, hands the endpoints (provideDevnetEndpoints) and DevnetAppContext to the tests, and
 * stops both when the project ends.
 *
 * @example
 * // test/globalSetup.ts
 * export default devnetAppGlobalSetup({
 *   entry: fileURLToPath(new URL('./app/main.tsx', import.meta.url)),
 *   app: { title: 'Airlock swap test app' },
 * })
 */
export function devnetAppGlobalSetup<P extends AppContextProvider>(
  options: DevnetAppGlobalSetupOptions<P>,
): (project: P) => Promise<() => Promise<void>> {
  return async (project) => {
    const [devnet, { outDir: appDir }] = await Promise.all([
      startDevnet(options.devnet ?? OPTIONAL_SERVICES_OFF),
      buildTestApp(options.entry, options.app),
    ])
    const app = await serveStatic(appDir)
    const script = await fetch(`${devnet.testWalletScriptUrl}?chainId=31337`).then((r) => r.text())
    provideDevnetEndpoints(project, devnet)
    project.provide('testWalletScript', script)
    project.provide('appUrl', app.url)
    project.provide('appDir', appDir)
    options.provide?.(project, devnet)
    return async () => {
      await app.stop()
      await devnet.stop()
    }
  }
}

/**
 * Replaces `globalThis.fetch` with one that only reaches 127.0.0.1 and localhost; anything else fails
 * loudly (tests and devnet never leave the machine). Call it from a vitest setup file.
 */
export function restrictFetchToLoopback(): void {
  const realFetch = globalThis.fetch
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      return Promise.reject(new Error(`Test tried to reach outside 127.0.0.1: ${url.origin}`))
    }
    return realFetch(input, init)
  }
}
