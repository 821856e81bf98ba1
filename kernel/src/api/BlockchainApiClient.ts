import { BaseError } from '../errors/base'
import { HttpClient, type Query } from '../http/HttpClient'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'
import type { StorageService } from '../storage/StorageService'
import type { SchemaOutput, StandardSchemaV1 } from '../validation/standardSchema'
import { type ApiClientOptions, httpOptionsOf } from './ApiClientOptions'
import { buildIdentityResponseSchema } from './accountSchemaBuilders'
import type {
  FungiblePriceResponse,
  HistoryResponse,
  IdentityResponse,
  SupportedChainsResponse,
  TokenBalance,
} from './schemas'

// Response schemas load with the first request (with the HTTP transport), not with the app, and each is
// built at its first use; identities share the eager schema the storage cache needs anyway.
const schemas = async () => (await loadRequestRuntime()).apiSchemas

/** Options of the blockchain-data API client. */
export type BlockchainApiClientOptions = ApiClientOptions & {
  /** When given, balances and identities are cached in it (30 s and 5 min). */
  storage?: StorageService
}

/** Options of one API request made through `request()`. */
export type ApiRequestOptions<S extends StandardSchemaV1> = {
  schema: S
  query?: Query
  body?: unknown
  signal?: AbortSignal
}

/** Endpoints a plugin adds with `extend()`: functions that call the API. */
export type ApiEndpoints = Record<string, (...args: never[]) => unknown>

/**
 * Client of the blockchain-data API. The kernel holds the shared part (supported chains, balance,
 * history, identity, token price); feature plugins add their endpoints with `extend()`, calling
 * `request()` and `whenSupported()`. Every call carries projectId, st and sv, every answer is
 * checked against its schema, and calls for an unsupported chain are skipped with empty results.
 *
 * @example
 * const api = new BlockchainApiClient({ baseUrl, projectId, sdkVersion }).extend((c) => ({
 *   getGasPrice: (chainId: string) => c.whenSupported(chainId, undefined, () =>
 *     c.request('GET', '/v1/convert/gas-price', { schema: gasPriceSchema, query: { chainId } })),
 * }))
 */
export class BlockchainApiClient {
  /** The underlying HTTP client (its every call carries projectId, st, sv). */
  readonly http: HttpClient
  private readonly storage: StorageService | undefined
  private supported: Promise<SupportedChainsResponse> | undefined
  /** Identity lookups under way, by chain, address and sender (see getIdentity). */
  private readonly identities = new Map<string, Promise<IdentityResponse>>()

  constructor(readonly options: BlockchainApiClientOptions) {
    this.http = new HttpClient(httpOptionsOf(options))
    this.storage = options.storage
  }

  /** Calls any API path and checks the answer against `opts.schema` (zod's or any Standard Schema): the base of plugin endpoints. */
  request<S extends StandardSchemaV1>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    opts: ApiRequestOptions<S>,
  ): Promise<SchemaOutput<S>> {
    const common = {
      schema: opts.schema,
      ...(opts.query ? { query: opts.query } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    }
    // ResponseOf<S> is SchemaOutput<S> for a schema; TypeScript cannot resolve it for a generic S.
    type Out = Promise<SchemaOutput<S>>
    if (method === 'GET') return this.http.get(path, common) as Out
    if (method === 'DELETE') return this.http.delete(path, common) as Out
    if (method === 'PUT') return this.http.put(path, opts.body, common) as Out
    return this.http.post(path, opts.body, common) as Out
  }

  /** GET v1/supported-chains, fetched once per client (a failure is retried on the next call). */
  getSupportedChains(): Promise<SupportedChainsResponse> {
    this.supported ??= schemas()
      .then((s) => this.request('GET', 'v1/supported-chains', { schema: s.supportedChainsResponse() }))
      .catch((error: unknown) => {
        this.supported = undefined
        throw error
      })
    return this.supported
  }

  /** True when the API serves the CAIP-2 network; false when it does not or the list cannot be loaded. */
  async isChainSupported(caipNetworkId: string): Promise<boolean> {
    try {
      return (await this.getSupportedChains()).http.includes(caipNetworkId)
    } catch {
      return false
    }
  }

  /** Runs `call` only when the chain is supported; otherwise resolves with `empty` without calling. */
  async whenSupported<T>(caipNetworkId: string, empty: T, call: () => Promise<T>): Promise<T> {
    return (await this.isChainSupported(caipNetworkId)) ? call() : empty
  }

  /** GET /v1/account/{address}/balance (currency usd): token balances, cached 30 s unless `forceUpdate`. */
  getBalance(
    address: string,
    opts: { chainId: string; forceUpdate?: boolean; signal?: AbortSignal },
  ): Promise<TokenBalance[]> {
    const cacheKey = `${opts.chainId}:${address}`
    const cached = opts.forceUpdate ? undefined : this.storage?.portfolioBalance.get(cacheKey)
    if (cached) return Promise.resolve(cached)
    return this.whenSupported(opts.chainId, [], async () => {
      const { balances } = await this.request('GET', `/v1/account/${address}/balance`, {
        schema: (await schemas()).balanceResponse(),
        query: { currency: 'usd', chainId: opts.chainId, forceUpdate: opts.forceUpdate ? 'true' : undefined },
        ...(opts.signal ? { signal: opts.signal } : {}),
      })
      this.storage?.portfolioBalance.set(cacheKey, balances)
      return balances
    })
  }

  /**
   * GET /v1/account/{address}/history: one page of transactions and the next cursor. `extraQuery` adds
   * query parameters a plugin needs (the kernel's own chainId and cursor win over them).
   */
  getHistory(
    address: string,
    opts: { chainId: string; cursor?: string; extraQuery?: Query; signal?: AbortSignal },
  ): Promise<HistoryResponse> {
    return this.whenSupported<HistoryResponse>(opts.chainId, { data: [], next: null }, async () =>
      this.request('GET', `/v1/account/${address}/history`, {
        schema: (await schemas()).historyResponse(),
        query: { ...opts.extraQuery, chainId: opts.chainId, cursor: opts.cursor },
        ...(opts.signal ? { signal: opts.signal } : {}),
      }),
    )
  }

  /** GET /v1/identity/{address}: name and avatar, cached 5 min by address. */
  getIdentity(
    address: string,
    opts: { chainId: string; sender?: string; signal?: AbortSignal },
  ): Promise<IdentityResponse> {
    const cached = this.storage?.identity.get(address)
    if (cached) return Promise.resolve(cached)
    // Callers asking at once (a profile asked again as a plugin loads) share one request.
    const key = `${opts.chainId}:${address}:${opts.sender ?? ''}`
    const running = opts.signal ? undefined : this.identities.get(key)
    if (running) return running
    const lookup = this.whenSupported<IdentityResponse>(
      opts.chainId,
      { name: null, avatar: null },
      async () => {
        const identity = await this.request('GET', `/v1/identity/${address}`, {
          schema: buildIdentityResponseSchema(),
          query: { sender: opts.sender },
          ...(opts.signal ? { signal: opts.signal } : {}),
        })
        this.storage?.identity.set(address, identity)
        return identity
      },
    )
    if (opts.signal) return lookup
    this.identities.set(key, lookup)
    const forget = () => this.identities.delete(key)
    lookup.then(forget, forget)
    return lookup
  }

  /** POST /v1/fungible/price: prices of CAIP-10 token addresses (body carries currency, addresses, projectId). */
  getTokenPrice(opts: {
    chainId: string
    addresses: string[]
    currency?: string
    signal?: AbortSignal
  }): Promise<FungiblePriceResponse> {
    return this.whenSupported<FungiblePriceResponse>(opts.chainId, { fungibles: [] }, async () =>
      this.request('POST', '/v1/fungible/price', {
        schema: (await schemas()).fungiblePriceResponse(),
        body: {
          currency: opts.currency ?? 'usd',
          addresses: opts.addresses,
          projectId: this.options.projectId,
        },
        ...(opts.signal ? { signal: opts.signal } : {}),
      }),
    )
  }

  /**
   * Returns a new client with a plugin's endpoints added; this client is left as it was, so plugins
   * never see each other's endpoints by accident. A name that already exists is refused.
   */
  extend<E extends ApiEndpoints>(endpoints: (client: this) => E): this & E {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this)
    const added = endpoints(copy)
    for (const name of Object.keys(added)) {
      if (name in copy) throw new BaseError(`API endpoint "${name}" is already defined`)
    }
    return Object.assign(copy, added)
  }
}

/** Creates the blockchain-data API client. */
export function createBlockchainApiClient(options: BlockchainApiClientOptions): BlockchainApiClient {
  return new BlockchainApiClient(options)
}
