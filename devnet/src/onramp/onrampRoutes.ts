import { json, type Reply } from '../http/reply'
import type { Router } from '../http/router'
import type { OnrampService } from './OnrampService'
import { codedReply, withErrorCodes } from './onrampErrors'
import { type HistoryPricing, onrampHistoryReply } from './onrampHistory'

/** The on-ramp's part of the blockchain-data API: its routes, and history's answer for `onramp`. */
export interface OnrampApi {
  /** Adds GET /v1/onramp/options, POST /v1/onramp/quote and POST /v1/generators/onrampurl. */
  addRoutes(router: Router): void
  /** GET /v1/account/{address}/history with `onramp={provider}`: that provider's orders for the address. */
  historyReply(address: string, url: URL, limit: number, pricing: HistoryPricing): Promise<Reply>
}

/** An http(s) origin as the browser sent it, or undefined (absent, 'null', anything else). */
function appOrigin(raw: string | undefined): string | undefined {
  return raw && /^https?:\/\/[^/\s]+$/.test(raw) ? raw : undefined
}

/** The API face of an OnrampService (errors answer with their `code`). */
export function createOnrampApi(service: OnrampService): OnrampApi {
  return {
    addRoutes(router) {
      router
        .on(
          'GET',
          '/v1/onramp/options',
          withErrorCodes(() => json(service.onrampOptions())),
        )
        .on(
          'POST',
          '/v1/onramp/quote',
          withErrorCodes(({ body }) => json(service.quote(body))),
        )
        .on(
          'POST',
          '/v1/generators/onrampurl',
          withErrorCodes(async ({ body, req, projectId }) =>
            json(await service.createSession(body, { origin: appOrigin(req.headers.origin), projectId })),
          ),
        )
    },
    historyReply(address, url, limit, pricing) {
      const { store, catalogue } = service.options
      return codedReply(() => onrampHistoryReply(store, catalogue, pricing, address, url, limit))
    },
  }
}
