import { CONSTANTS } from '@airlock/kernel'
import {
  type Account,
  type Chain,
  type Client,
  createClient,
  custom,
  HttpRequestError,
  http,
  RpcRequestError,
  TimeoutError,
  type Transport,
} from 'viem'
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

/** Longest proxy GET URL sent; a longer call (a large eth_call) is POSTed, as a URL that long is refused by servers. */
const MAX_GET_URL_LENGTH = 8000

/** True for an RPC proxy URL (spec §7): a /v1 path whose query names chainId and projectId. */
export function isRpcProxyUrl(rpcUrl: string): boolean {
  try {
    const url = new URL(rpcUrl)
    return (
      /\/v1\/?$/.test(url.pathname) && url.searchParams.has('chainId') && url.searchParams.has('projectId')
    )
  } catch {
    return false
  }
}

/**
 * The transport of the RPC proxy (spec §7: GET to its v1 path with chainId and projectId): each call is a
 * GET with the call in the query (`method`, `params` as JSON, `id`), ended after the HTTP timeout (10 s) and
 * retried per the spec (viem's retry: the spec's HTTP statuses and RPC codes, Retry-After). A call too long
 * for a URL is POSTed to the same address.
 */
export function rpcProxyTransport(proxyUrl: string): Transport {
  let nextId = 1
  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const id = nextId++
    const call = { jsonrpc: '2.0', id, method, params: params ?? [] }
    const get = new URL(proxyUrl)
    get.searchParams.set('method', method)
    get.searchParams.set('params', JSON.stringify(call.params))
    get.searchParams.set('id', String(id))
    const asGet = get.toString().length <= MAX_GET_URL_LENGTH
    const url = asGet ? get.toString() : proxyUrl
    const res = await fetch(url, {
      method: asGet ? 'GET' : 'POST',
      headers: asGet ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      ...(asGet ? {} : { body: JSON.stringify(call) }),
      signal: AbortSignal.timeout(CONSTANTS.HTTP_TIMEOUT_MS),
    }).catch((error: unknown) => {
      // The 10 s timeout is viem's TimeoutError, as with its own HTTP transport.
      if (error instanceof Error && error.name === 'TimeoutError') throw new TimeoutError({ body: call, url })
      throw error
    })
    if (!res.ok) {
      const details = await res.text().catch(() => '')
      throw new HttpRequestError({ url, status: res.status, headers: res.headers, body: call, details })
    }
    const answer = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (answer.error) throw new RpcRequestError({ body: call, error: answer.error, url })
    return answer.result
  }
  return custom({ request }, READ_RETRY)
}

/**
 * The transport of reads at `rpcUrl`: the proxy's GET transport for a proxy URL, else JSON-RPC over POST, each
 * call sent at once. Not viem's batching: it sends after a timer task, and right after a connect the Account
 * view's first render ran before that timer, holding the balance read back 30–50 ms (measured, BENCHMARKS.md).
 */
function readTransport(rpcUrl: string): Transport {
  if (isRpcProxyUrl(rpcUrl)) return rpcProxyTransport(rpcUrl)
  return http(rpcUrl, READ_RETRY)
}

/**
 * A viem client for reads on `chain` through `rpcUrl`: the RPC proxy (GET, spec §7) or the chain's own URL
 * (JSON-RPC over POST), retrying per the kernel's policy.
 */
export function createReadClient(chain: Chain, rpcUrl: string): ReadClient {
  return createClient({ chain, transport: readTransport(rpcUrl) })
}

/** A chain-less viem client for JSON-RPC reads at `rpcUrl` with the same retry policy (WalletConnect's reads). */
export function createRpcClient(rpcUrl: string): Client {
  return createClient({ transport: readTransport(rpcUrl) })
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
