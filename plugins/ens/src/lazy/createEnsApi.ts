import { type BlockchainApiClient, HttpRequestError, RequestAbortedError } from '@airlock/kernel'
import {
  type EnsNameRecord,
  type EnsSuggestion,
  ensNameRecordSchema,
  reverseLookupResponseSchema,
  suggestionsResponseSchema,
} from './ensApiSchemas'
import { type EnsErrorFallback, NameApiError } from './errors'

/** The registration payload of POST /v1/profile/account (spec §3 "Name registration payload"). */
export interface RegisterEnsNameParameters {
  /** ENSIP-11 coin type of the chain the address is on. */
  coinType: number
  /** The registering address. */
  address: string
  /** The signed message: JSON with the name, empty attributes and a timestamp in seconds. */
  message: string
  /** The wallet's signature of `message`. */
  signature: string
}

/** Per-call options. */
export interface EnsCallOptions {
  /** Aborts the request (superseded suggestions). */
  signal?: AbortSignal
}

/** The name service endpoints the plugin adds to the blockchain-data API client (spec §7). */
export interface EnsApi {
  /** GET /v1/profile/suggestions/{name}: names in the fixed zone; failures read 'Error fetching name suggestions'. */
  getEnsNameSuggestions(name: string, options?: EnsCallOptions): Promise<EnsSuggestion[]>
  /**
   * GET /v1/profile/reverse/{address}: the address's names; failures read 'Error fetching names for
   * address'. With `chainId` (CAIP-2), skipped with no names when the API does not serve that chain.
   */
  reverseLookupEnsName(
    address: string,
    options?: EnsCallOptions & { chainId?: string },
  ): Promise<EnsNameRecord[]>
  /** GET /v1/profile/account/{name}: the name's record, or undefined when it is free (404). */
  getEnsNameRecord(name: string, options?: EnsCallOptions): Promise<EnsNameRecord | undefined>
  /** POST /v1/profile/account; failures read the API's first reason, else 'Error registering name {name}'. */
  registerEnsName(params: RegisterEnsNameParameters, name: string): Promise<EnsNameRecord>
}

function responseBody(error: unknown): unknown {
  if (!(error instanceof HttpRequestError)) return undefined
  try {
    return JSON.parse(error.body) as unknown
  } catch {
    return undefined
  }
}

async function nameCall<T>(fallback: EnsErrorFallback, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (cause) {
    if (cause instanceof RequestAbortedError) throw cause
    throw new NameApiError({ body: responseBody(cause), fallback, cause })
  }
}

const signalOf = (options: EnsCallOptions | undefined) => (options?.signal ? { signal: options.signal } : {})

/**
 * Adds the name endpoints to an instance's blockchain-data API client (through its public `extend()`).
 *
 * @example
 * const ens = createEnsApi(ctx.service('blockchainApi')!)
 * await ens.reverseLookupEnsName('0xab16…fcdb') // [{ name: 'alice.airlock.id', … }]
 */
export function createEnsApi(client: BlockchainApiClient): EnsApi {
  const path = (segment: string, value: string) => `/v1/profile/${segment}/${encodeURIComponent(value)}`
  const api: EnsApi = client.extend((c) => ({
    getEnsNameSuggestions: (name: string, options?: EnsCallOptions) =>
      nameCall({ key: 'errorFetchingNameSuggestions' }, async () => {
        const answer = await c.request('GET', path('suggestions', name), {
          schema: suggestionsResponseSchema,
          ...signalOf(options),
        })
        return answer.suggestions
      }),
    reverseLookupEnsName: (address: string, options?: EnsCallOptions & { chainId?: string }) =>
      nameCall({ key: 'errorFetchingNamesForAddress' }, () => {
        const call = () =>
          c.request('GET', path('reverse', address), {
            schema: reverseLookupResponseSchema,
            ...signalOf(options),
          })
        return options?.chainId ? c.whenSupported(options.chainId, [], call) : call()
      }),
    getEnsNameRecord: (name: string, options?: EnsCallOptions) =>
      nameCall({ key: 'errorResolvingName' }, async () => {
        try {
          return await c.request('GET', path('account', name), {
            schema: ensNameRecordSchema,
            ...signalOf(options),
          })
        } catch (error) {
          if (error instanceof HttpRequestError && error.status === 404) return undefined
          throw error
        }
      }),
    registerEnsName: (params: RegisterEnsNameParameters, name: string) =>
      nameCall({ key: 'errorRegisteringName', name }, () =>
        c.request('POST', '/v1/profile/account', {
          schema: ensNameRecordSchema,
          body: {
            coin_type: params.coinType,
            address: params.address,
            message: params.message,
            signature: params.signature,
          },
        }),
      ),
  }))
  return api
}
