import type { IncomingMessage } from 'node:http'
import type { FaultRegistry } from '../faults/FaultRegistry'
import { createServiceHandler } from '../http/createServiceHandler'
import { json, type Reply } from '../http/reply'
import { Router } from '../http/router'
import { type RunningServer, startHttpServer } from '../http/startHttpServer'
import { bundleBrowserScript } from '../wallet/bundleBrowserScript'
import { FIAT_DECIMALS } from './computeQuote'
import { formatDecimal } from './decimal'
import type { OnrampService } from './OnrampService'
import { limitsFor, type OnrampProviderConfig } from './onrampCatalogue'
import { OnrampHttpError, withErrorCodes } from './onrampErrors'
import type { CheckoutData } from './page/checkoutData'
import {
  CHECKOUT_CSP,
  CHECKOUT_CSS,
  CHECKOUT_PATH,
  renderCheckoutError,
  renderCheckoutPage,
} from './page/checkoutPage'

/** Labels of the payment methods on the checkout page. */
const METHOD_LABELS: Record<string, string> = { card: 'Card', ach_bank_account: 'Bank account (ACH)' }

const html = (status: number, body: string): Reply => ({
  status,
  raw: body,
  contentType: 'text/html; charset=utf-8',
  headers: {
    'content-security-policy': CHECKOUT_CSP,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  },
})

const OPEN_FAILURES = {
  unknown: [404, 'Checkout not found', 'This checkout link is not valid. Start a new purchase from the app.'],
  used: [
    410,
    'Link already used',
    'This checkout link has already been used. Start a new purchase from the app.',
  ],
  expired: [410, 'Link expired', 'This checkout link has expired. Start a new purchase from the app.'],
} as const

/** A running provider checkout server. */
export interface ProviderServer extends RunningServer {
  provider: OnrampProviderConfig
}

/**
 * Starts one provider's checkout server on its own origin (127.0.0.1, its own port): the checkout page
 * opened by a session token, and the page's quote, pay and order requests, which are accepted from the
 * page's own origin only. The shared fault rules apply to its paths too.
 */
export async function startProviderServer(options: {
  provider: OnrampProviderConfig
  service: OnrampService
  faults: FaultRegistry
  port?: number
}): Promise<ProviderServer> {
  const { provider, service } = options
  let origin = ''
  const sameOrigin = (req: IncomingMessage) => {
    const from = req.headers.origin
    if (from !== undefined && from !== origin) {
      throw new OnrampHttpError(403, 'forbidden_origin', 'Only the checkout page may call this endpoint')
    }
  }
  const router = new Router()
    .on('GET', CHECKOUT_PATH, async ({ url }) => {
      const opened = await service.openCheckout(provider.id, url.searchParams.get('sessionToken') ?? '')
      if (typeof opened === 'string') {
        const [status, title, text] = OPEN_FAILURES[opened]
        return html(status, renderCheckoutError(provider.name, title, text))
      }
      const { session, network, checkoutId } = opened
      const currency = service.options.catalogue.currency(session.paymentCurrency)
      const asset = network.assets.find((a) => a.symbol === session.asset)!
      const data: CheckoutData = {
        checkoutId,
        provider: { id: provider.id, name: provider.name },
        network: { caipNetworkId: network.caipNetworkId, displayName: network.displayName },
        asset: { symbol: asset.symbol, decimals: asset.decimals },
        address: session.wallets.find((w) => w.networks.includes(network.caipNetworkId))?.address ?? '',
        paymentCurrency: currency.id,
        paymentMethods: currency.payment_method_limits.map((l) => ({
          id: l.id,
          label: METHOD_LABELS[l.id] ?? l.id,
          min: l.min,
          max: l.max,
        })),
        paymentMethod: limitsFor([currency], currency.id, session.paymentMethod)
          ? session.paymentMethod
          : 'card',
        amount: session.presetFiat
          ? formatDecimal(BigInt(session.presetFiat), FIAT_DECIMALS, FIAT_DECIMALS)
          : '',
        appOrigin: session.appOrigin,
        redirectUrl: session.redirectUrl,
      }
      return html(200, renderCheckoutPage(data))
    })
    .on('GET', `${CHECKOUT_PATH}/assets/checkout.js`, async () => ({
      status: 200,
      raw: await bundleBrowserScript('../onramp/page/checkoutEntry.ts'),
      contentType: 'text/javascript; charset=utf-8',
    }))
    .on('GET', `${CHECKOUT_PATH}/assets/checkout.css`, () => ({
      status: 200,
      raw: CHECKOUT_CSS,
      contentType: 'text/css; charset=utf-8',
    }))
    .on(
      'POST',
      `${CHECKOUT_PATH}/quote`,
      withErrorCodes(async ({ req, body }) => {
        sameOrigin(req)
        return json(await service.checkoutQuote(provider.id, body))
      }),
    )
    .on(
      'POST',
      `${CHECKOUT_PATH}/pay`,
      withErrorCodes(async ({ req, body }) => {
        sameOrigin(req)
        return json(await service.pay(provider.id, body))
      }),
    )
    .on(
      'GET',
      `${CHECKOUT_PATH}/order`,
      withErrorCodes(async ({ req, url }) => {
        sameOrigin(req)
        return json(await service.checkoutOrder(provider.id, url.searchParams.get('checkoutId')))
      }),
    )
  const handler = createServiceHandler({
    name: `onramp-${provider.id}`,
    router,
    control: new Router(),
    projects: [],
    faults: options.faults,
    // The provider's own site: no project or SDK parameters (opened by a link, called by its own page).
    isPublic: () => true,
  })
  const server = await startHttpServer(handler, options.port ?? provider.port)
  origin = server.url
  return { ...server, provider }
}
