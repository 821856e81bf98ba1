// The plugin's logic against the devnet's real on-ramp endpoints and checkout server (no mocks): options and
// their fallback when the endpoint fails, limits, quotes compared from both providers (and one failing),
// the checkout URL, the page's message and history's orders as the tracker reads them.
import {
  type ApiServer,
  CHECKOUT_MESSAGE_TYPE,
  type CheckoutMessage,
  type CheckoutOrder,
  DEVNET_SOLANA_CAIP_ID,
  type FaultRegistry,
  type OnrampApiTestbed,
  type OnrampDevnet,
  startOnrampApi,
} from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { quoteProviders } from './compareQuotes'
import { AmountBelowMinimumError, QuoteUnavailableError } from './errors'
import { validatePurchaseAmount } from './limits'
import { purchaseCurrenciesFor, resolveOnrampOptions } from './onrampOptions'
import { createProviderMessageFilter } from './providerMessages'
import {
  findOrder,
  historyQuery,
  IDLE,
  type Purchase,
  purchaseRecord,
  reducePurchase,
  restorePurchase,
} from './purchaseTracker'
import { newPurchaseId, onrampUrlRequestBody, quoteRequestBody } from './requests'
import { errorCodeOf, parseOnrampHistory, parseOnrampOptions, parseOnrampUrl } from './schemas'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const APP = 'http://127.0.0.1:5173'

let bed: OnrampApiTestbed
let faults: FaultRegistry
let onramp: OnrampDevnet
let api: ApiServer

beforeAll(async () => {
  bed = await startOnrampApi({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })
  ;({ faults, onramp, api } = bed)
}, 60_000)
afterAll(() => bed?.stop())

/** A call to the blockchain-data API as the kernel's client makes it (project and SDK parameters, app origin). */
async function call(
  path: string,
  init: { body?: unknown; query?: Record<string, string>; timeoutMs?: number } = {},
) {
  const url = new URL(path, api.url)
  for (const [k, v] of Object.entries({
    projectId: 'airlock-devnet',
    st: 'airlock',
    sv: 'test',
    ...init.query,
  })) {
    url.searchParams.set(k, v)
  }
  const response = await fetch(url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { origin: APP, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
  })
  const body: unknown = await response.json()
  if (!response.ok) throw Object.assign(new Error(`HTTP status code: ${response.status}`), { body })
  return body
}

describe('options from the devnet', () => {
  test('are used as served: the network’s currencies and the devnet’s own limits', async () => {
    const { options, defaults } = await resolveOnrampOptions(() => call('/v1/onramp/options'))
    expect(defaults).toBe(false)
    expect(purchaseCurrenciesFor(options, 'eip155:31337').map((c) => c.currency.symbol)).toEqual([
      'ETH',
      'USDC',
    ])
    expect(purchaseCurrenciesFor(options, DEVNET_SOLANA_CAIP_ID).map((c) => c.currency.symbol)).toEqual([
      'USDC',
      'SOL',
    ])
    expect(validatePurchaseAmount('5', options, 'USD', 'card').units).toBe(500n)
    expect(() => validatePurchaseAmount('4.99', options, 'USD', 'card')).toThrow(AmountBelowMinimumError)
  })

  test('fall back to the spec’s defaults, flagged, when the endpoint answers 500, malformed or not at all', async () => {
    for (const kind of ['500', 'malformed', 'timeout'] as const) {
      faults.add({ route: '/v1/onramp/options', kind, count: 1 })
      const resolved = await resolveOnrampOptions(() => call('/v1/onramp/options', { timeoutMs: 1_000 }))
      expect(resolved.defaults, kind).toBe(true)
      // 5.00 passes the devnet's card minimum but not the fallback's 10.00.
      expect(() => validatePurchaseAmount('5', resolved.options, 'USD', 'card')).toThrow(
        AmountBelowMinimumError,
      )
      expect(purchaseCurrenciesFor(resolved.options, 'eip155:31337')).toEqual([])
    }
  })
})

describe('quotes from both providers', () => {
  const providers = [
    { id: 'harbor', name: 'Harbor Pay' },
    { id: 'meridian', name: 'Meridian Ramp' },
  ]
  const ask = (amount: string) =>
    quoteProviders(providers, { purchaseSymbol: 'USDC', paymentCurrency: 'USD' }, (p) =>
      call('/v1/onramp/quote', {
        body: quoteRequestBody({
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount,
          network: 'eip155:31337',
          provider: p.id,
          paymentMethod: 'card',
        }),
      }),
    )

  test('the best is the one that delivers more after fees: Meridian at 50 USD, Harbor at 500 USD', async () => {
    const small = await ask('50')
    expect(
      small.map((o) => ('quote' in o ? [o.provider.id, o.quote.purchaseAmount.amount, o.best] : o)),
    ).toEqual([
      ['meridian', '49', true],
      ['harbor', '48.51', false],
    ])
    const large = await ask('500')
    expect(large.map((o) => o.provider.id)).toEqual(['harbor', 'meridian'])
  })

  test('a provider whose quote fails is shown unavailable, with no number', async () => {
    faults.add({ route: '/v1/onramp/quote', kind: '500', count: 1 })
    const outcomes = await ask('50')
    const failed = outcomes.filter((o) => 'error' in o)
    expect(failed).toHaveLength(1)
    expect(failed[0]).toEqual({ provider: expect.any(Object), error: expect.any(QuoteUnavailableError) })
    expect(outcomes.filter((o) => 'quote' in o)).toHaveLength(1)
  })
})

describe('a purchase through the devnet checkout', () => {
  test('URL, page message and history all agree with the tracker; the declined card ends it failed', async () => {
    const id = newPurchaseId()
    const params = {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '40',
      network: 'eip155:31337',
      provider: 'meridian',
      paymentMethod: 'card',
      address: ADDRESS,
      purchaseId: id,
    }
    const url = parseOnrampUrl(await call('/v1/generators/onrampurl', { body: onrampUrlRequestBody(params) }))
    const providerOrigin = new URL(url).origin
    expect(providerOrigin).toBe(onramp.providers.find((p) => p.id === 'meridian')?.url)
    const purchase: Purchase = {
      id,
      provider: 'meridian',
      providerName: 'Meridian Ramp',
      providerOrigin,
      checkoutUrl: url,
      address: ADDRESS,
      network: 'eip155:31337',
      expected: { amount: '0.013066666666666666', currency: 'ETH' },
      paymentTotal: { amount: '40.00', currency: 'USD' },
      startedAt: Date.now(),
    }
    let state = reducePurchase(IDLE, { type: 'opened', purchase })

    // The checkout page: open it, pay with the declined card, as its script does.
    const html = await (await fetch(url)).text()
    const checkoutId = (
      JSON.parse(/id="checkout-data"[^>]*>([^<]*)</.exec(html)![1]!) as { checkoutId: string }
    ).checkoutId
    const paid = await fetch(`${providerOrigin}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: providerOrigin },
      body: JSON.stringify({
        checkoutId,
        amount: '40',
        paymentMethod: 'card',
        cardNumber: '4000 0000 0000 0002',
      }),
    })
    const { order } = (await paid.json()) as { order: CheckoutOrder }

    // What the page posts to the app, through the filter the app listens with.
    const popup = {}
    const message: CheckoutMessage = { type: CHECKOUT_MESSAGE_TYPE, version: 1, order }
    const accept = createProviderMessageFilter({ origin: providerOrigin, window: popup })
    const reported = accept({ origin: providerOrigin, source: popup, data: message })
    expect(reported).toMatchObject({ status: 'failed', failureReason: 'card_declined', partnerUserId: id })

    // The same order through history (how a reload or a closed window finds it).
    const query = historyQuery(state)!
    const page = parseOnrampHistory(
      await call(`/v1/account/${query.address}/history`, {
        query: { onramp: query.onramp, chainId: query.chainId },
      }),
    )
    const found = findOrder(page.orders, purchase)
    expect(found).toMatchObject({ id: order.id, status: 'failed', failureReason: 'card_declined' })

    state = reducePurchase(state, { type: 'order', order: found! })
    expect(state.phase).toBe('failed')
    expect(state.phase === 'failed' && state.error.messageKey).toBe('purchaseDeclined')
    expect(purchaseRecord(state)).toBeUndefined()
  })

  test('a paid order is pending in history, and a reload finds the purchase pending again', async () => {
    const id = newPurchaseId()
    const params = {
      purchaseCurrency: 'SOL',
      paymentCurrency: 'EUR',
      amount: '30',
      network: DEVNET_SOLANA_CAIP_ID,
      provider: 'harbor',
      paymentMethod: 'ach_bank_account',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      purchaseId: id,
    }
    const url = parseOnrampUrl(await call('/v1/generators/onrampurl', { body: onrampUrlRequestBody(params) }))
    const origin = new URL(url).origin
    const html = await (await fetch(url)).text()
    const { checkoutId } = JSON.parse(/id="checkout-data"[^>]*>([^<]*)</.exec(html)![1]!) as {
      checkoutId: string
    }
    await fetch(`${origin}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ checkoutId, amount: '30', paymentMethod: 'ach_bank_account' }),
    })
    const purchase: Purchase = {
      id,
      provider: 'harbor',
      providerName: 'Harbor Pay',
      providerOrigin: origin,
      checkoutUrl: url,
      address: params.address,
      network: DEVNET_SOLANA_CAIP_ID,
      expected: { amount: '0.2', currency: 'SOL' },
      paymentTotal: { amount: '30.00', currency: 'EUR' },
      startedAt: Date.now(),
    }
    const page = parseOnrampHistory(
      await call(`/v1/account/${params.address}/history`, {
        query: { onramp: 'harbor', chainId: DEVNET_SOLANA_CAIP_ID },
      }),
    )
    const state = reducePurchase(reducePurchase(IDLE, { type: 'opened', purchase }), {
      type: 'order',
      order: findOrder(page.orders, purchase)!,
    })
    expect(state.phase).toBe('pending')
    const restored = restorePurchase(purchaseRecord(state), Date.now())
    expect(restored).toEqual(state)
  })

  test('errors of the endpoints carry a code the plugin reads', async () => {
    const error = await call('/v1/onramp/quote', {
      body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1', network: 'eip155:31337' },
    }).catch((e: { body: unknown }) => e)
    expect(errorCodeOf((error as { body: unknown }).body)).toBe('below_minimum')
    expect(parseOnrampOptions(await call('/v1/onramp/options')).providers?.map((p) => p.id)).toEqual([
      'harbor',
      'meridian',
    ])
  })
})
