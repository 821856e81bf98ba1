// Browser side of the plugins' test apps (import '@airlock/devnet/test-app'): the devnet endpoints a test
// injects as window.__AIRLOCK_E2E__ (see e2eConfigScript), as viem chains and Airlock endpoints.
// Browser-safe: it imports nothing from Node.
import { type Chain, defineChain } from 'viem'

/** What a browser test injects before the page loads (window.__AIRLOCK_E2E__). */
export interface E2eConfig {
  projectId: string
  apiUrl: string
  catalogueUrl: string
  relayUrl: string
  chains: { chainId: number; rpcUrl: string }[]
}

/** The injected config (throws when the test injected none). */
export function readE2eConfig(): E2eConfig {
  const config = (globalThis as { __AIRLOCK_E2E__?: E2eConfig }).__AIRLOCK_E2E__
  if (!config) throw new Error('window.__AIRLOCK_E2E__ is missing: inject e2eConfigScript() first')
  return config
}

/**
 * A devnet chain as a viem chain: `Devnet <id>`, ETH, the given RPC URL, a testnet.
 * @example
 * evm({ networks: [devnetChain(31337, devnet.rpcUrls[31337])] })
 */
export function devnetChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/** The devnet chains of the config, as viem chains named `Devnet <id>` with their RPC URL. */
export function e2eChains(config: E2eConfig): Chain[] {
  return config.chains.map(({ chainId, rpcUrl }) => devnetChain(chainId, rpcUrl))
}

/** Airlock endpoints pointing at the devnet services (analytics go to the catalogue server). */
export function e2eEndpoints(config: E2eConfig) {
  return {
    blockchainApi: config.apiUrl,
    rpcProxy: config.apiUrl,
    walletCatalogue: config.catalogueUrl,
    analytics: config.catalogueUrl,
    relay: config.relayUrl,
  }
}

/**
 * What every test app's Airlock config shares: the devnet's project id and endpoints, and metadata named
 * `name` at the page's origin. Spread it and add the plugins.
 * @example
 * const e2e = readE2eConfig()
 * const airlock = createAirlock({ ...e2eAppConfig(e2e, 'Airlock EVM test app'), plugins: [evm({ networks: e2eChains(e2e) })] })
 */
export function e2eAppConfig(config: E2eConfig, name: string, description = name) {
  return {
    projectId: config.projectId,
    metadata: { name, description, url: location.origin, icons: [] as string[] },
    endpoints: e2eEndpoints(config),
  }
}
