import {
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'
import type { Eip1193Provider } from './types'

/** Read retry policy (the kernel's: 3 tries, 150 ms doubling; viem retries the spec's codes and honours Retry-After). */
export const READ_RETRY = { retryCount: 2, retryDelay: 150 } as const

/**
 * A viem public client for reads on `chain` through `rpcUrl` (the RPC proxy or the chain's own URL),
 * retrying per the kernel's policy and batching JSON-RPC calls.
 */
export function createReadClient(chain: Chain, rpcUrl: string): PublicClient {
  return createPublicClient({ chain, transport: http(rpcUrl, { ...READ_RETRY, batch: { batchSize: 1000 } }) })
}

/** A viem wallet client that sends every request to the wallet's EIP-1193 provider. */
export function createProviderWalletClient(
  provider: Eip1193Provider,
  chain: Chain,
  address: `0x${string}`,
): WalletClient {
  return createWalletClient({
    account: address,
    chain,
    transport: custom({ request: (args) => provider.request(args) }, { retryCount: 0 }),
  })
}
