// The name endpoints on the devnet's blockchain-data client, reached as the plugin reaches it
// (`service('blockchainApi')` of an instance configured with the devnet's endpoint).
import { type CaipNetwork, createAirlock } from '@airlock/kernel'
import { inject } from 'vitest'
import { createEnsApi, type EnsApi } from '../src/lazy/createEnsApi'

/** A network for instances that only need one to start (no RPC is asked). */
export const TEST_NETWORK: CaipNetwork = {
  id: 31337,
  name: 'Devnet',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

/** The devnet's name API through a fresh instance's blockchain-data client. */
export function nameApi(): EnsApi {
  const client = createAirlock({
    projectId: inject('projectId'),
    metadata: { name: 'names test', description: 'name API', url: 'http://127.0.0.1', icons: [] },
    networks: [TEST_NETWORK],
    endpoints: { blockchainApi: inject('apiUrl') },
  }).service('blockchainApi')
  if (!client) throw new Error('no blockchain-data client')
  return createEnsApi(client)
}
