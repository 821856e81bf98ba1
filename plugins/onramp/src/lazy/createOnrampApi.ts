// The on-ramp endpoints on the instance's blockchain-data client (the kernel's HTTP stack: timeout, retries,
// project id and SDK version on every call). Answers come back unparsed (`unknown`) and are checked by the
// on-ramp's own schemas, so a malformed answer is an OnrampResponseError, never a crash.
import type { BlockchainApiClient } from '@airlock/kernel'
import * as z from 'zod/mini'

/** The history query that follows a purchase. */
export interface OnrampHistoryQuery {
  address: string
  /** The provider id. */
  onramp: string
  /** CAIP-2 id of the purchase's network. */
  chainId: string
}

/**
 * Extends `client` with the on-ramp endpoints of spec §7.
 * @example
 * const api = createOnrampApi(ctx.service('blockchainApi')!)
 * const options = parseOnrampOptions(await api.getOnrampOptions())
 */
export function createOnrampApi(client: BlockchainApiClient) {
  const anything = z.unknown()
  return client.extend((c) => ({
    /** GET /v1/onramp/options. */
    getOnrampOptions: (signal?: AbortSignal): Promise<unknown> =>
      c.request('GET', '/v1/onramp/options', { schema: anything, ...(signal ? { signal } : {}) }),
    /** POST /v1/onramp/quote for one provider. */
    getOnrampQuote: (body: object, signal?: AbortSignal): Promise<unknown> =>
      c.request('POST', '/v1/onramp/quote', { schema: anything, body, ...(signal ? { signal } : {}) }),
    /** POST /v1/generators/onrampurl: the provider's checkout URL. */
    getOnrampUrl: (body: object): Promise<unknown> =>
      c.request('POST', '/v1/generators/onrampurl', { schema: anything, body }),
    /** GET /v1/account/{address}/history with `onramp`: that provider's orders for the address. */
    getOnrampHistory: (q: OnrampHistoryQuery): Promise<unknown> =>
      c.request('GET', `/v1/account/${encodeURIComponent(q.address)}/history`, {
        schema: anything,
        query: { onramp: q.onramp, chainId: q.chainId },
      }),
  }))
}

/** The on-ramp API client. */
export type OnrampApi = ReturnType<typeof createOnrampApi>
