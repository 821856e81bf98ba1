// Test-suite set-up shared by every package whose tests run against the devnet: the devnet's endpoints
// handed to the tests by a vitest globalSetup, and a fetch that refuses to leave the machine.
import { type Devnet, OPTIONAL_SERVICES_OFF, type StartDevnetOptions, startDevnet } from '../../startDevnet'
import type { E2eEndpoints } from './openPage'

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
