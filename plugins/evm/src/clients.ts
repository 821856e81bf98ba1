import { CONSTANTS } from '@airlock/kernel'
import { type Account, type Chain, type Client, createClient, custom, http, type Transport } from 'viem'
import type { Eip1193Provider } from './types'

/**
 * Read retry policy, the spec's (§9): 3 retries after the first try (4 requests at most), 150 ms doubling.
 * viem retries exactly the spec's cases (RPC codes -1, -32005, -32603; HTTP 403, 408, 413, 429, 500, 502,
 * 503, 504) and honours Retry-After.
 */
export const READ_RETRY = {
  retryCount: CONSTANTS.RETRY_COUNT,
  retryDelay: CONSTANTS.RETRY_BASE_DELAY_MS,
} as const

/** A bare viem client for reads; actions are imported one by one from viem/actions so bundles stay small. */
export type ReadClient = Client<Transport, Chain>
/** A bare viem client over the wallet's provider, with the connected (JSON-RPC) account. */
export type ProviderWalletClient = Client<Transport, Chain, Account>

/**
 * A viem client for reads on `chain` through `rpcUrl` (the RPC proxy or the chain's own URL), retrying
 * per the kernel's policy and batching JSON-RPC calls.
 */
export function createReadClient(chain: Chain, rpcUrl: string): ReadClient {
  return createClient({
    chain,
    transport: http(rpcUrl, { ...READ_RETRY, batch: { batchSize: CONSTANTS.RPC_BATCH_SIZE } }),
  })
}

/** A chain-less viem client for JSON-RPC reads at `rpcUrl` with the same retry policy (WalletConnect's reads). */
export function createRpcClient(rpcUrl: string): Client {
  return createClient({ transport: http(rpcUrl, READ_RETRY) })
}

/** A viem client that sends every request to the wallet's EIP-1193 provider. */
export function createProviderWalletClient(
  provider: Eip1193Provider,
  chain: Chain,
  address: `0x${string}`,
): ProviderWalletClient {
  return createClient({
    account: address,
    chain,
    transport: custom({ request: (args) => provider.request(args) }, { retryCount: 0 }),
  })
}
