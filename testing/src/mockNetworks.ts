// Networks of a made-up namespace for tests: no real chain, no real RPC (the URLs point at a closed
// loopback port, so nothing a test forgets to stub can reach the internet).
import type { CaipNetwork, ChainNamespace } from '@airlock/kernel'

/** The namespace the mock wallet serves unless told otherwise: made up, so no chain plugin claims it. */
export const MOCK_NAMESPACE = 'mock'

/** Options of {@link mockNetwork}. */
export interface MockNetworkOptions {
  /** The namespace (default {@link MOCK_NAMESPACE}). */
  namespace?: ChainNamespace
  /** Display name (default `Mock Chain <id>`). */
  name?: string
  /** Native currency (default `MCK`, 18 decimals). */
  nativeCurrency?: CaipNetwork['nativeCurrency']
  /** Anything else of the network (explorers, images, testnet). */
  extra?: Partial<CaipNetwork>
}

/** A network of a test namespace: `mockNetwork(1)` is `mock:1`, named 'Mock Chain 1'. */
export function mockNetwork(id: number | string, options: MockNetworkOptions = {}): CaipNetwork {
  const namespace = options.namespace ?? MOCK_NAMESPACE
  return {
    id,
    name: options.name ?? `Mock Chain ${id}`,
    nativeCurrency: options.nativeCurrency ?? { name: 'Mock Ether', symbol: 'MCK', decimals: 18 },
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    rpcUrls: { default: { http: ['http://127.0.0.1:9/rpc'] } },
    ...options.extra,
  }
}
