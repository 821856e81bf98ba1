// The opt-in preset for Reown's hosted services. Never used by default: Airlock contacts no host the
// integrator did not configure.
import type { AirlockEndpoints } from '@airlock/kernel'

/**
 * Reown's hosted endpoints (relay, blockchain API and RPC proxy, wallet catalogue, analytics). `relay` is
 * this package's endpoint and `analytics` @airlock/analytics's: each is read only by the plugin declaring it.
 */
export const REOWN_ENDPOINTS = {
  relay: 'wss://relay.walletconnect.org',
  blockchainApi: 'https://rpc.walletconnect.org',
  rpcProxy: 'https://rpc.walletconnect.org',
  walletCatalogue: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
} as const

/**
 * The project id and endpoints of Reown's hosted services, to spread into `createAirlock`'s config: one
 * line that opts in to them (a Reown project id is required).
 *
 * @example
 * createAirlock({ ...reownServices('your-reown-project-id'), metadata, plugins: [evm(...), walletConnect()] })
 */
export function reownServices(projectId: string): { projectId: string; endpoints: AirlockEndpoints } {
  if (projectId.trim() === '') throw new TypeError('reownServices: a Reown project id is required')
  return { projectId, endpoints: { ...REOWN_ENDPOINTS } }
}
