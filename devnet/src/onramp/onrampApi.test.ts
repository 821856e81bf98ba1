// The on-ramp endpoints of the blockchain-data API and the checkout servers' session handling, on a real
// API server and PGlite, without chains (nothing here is delivered: the settler's delay outlasts the file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiServer } from '../api/startApiServer'
import type { FaultRegistry } from '../faults/FaultRegistry'
import { DEVNET_SOLANA_ACCOUNTS } from '../solana/solanaAccounts'
import { DEVNET_SOLANA_CAIP_ID } from '../solana/solanaConstants'
import type { Database } from '../storage/openDatabase'
import { requestJson, serviceUrl } from '../testing/request'
import { OnrampStore } from './OnrampStore'
import type { OnrampDevnet } from './startOnramp'
import { openCheckout, payCheckout, requestCheckoutUrl } from './testing/checkoutClient'
import { type OnrampApiTestbed, startOnrampApi } from './testing/startOnrampApi'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = DEVNET_SOLANA_ACCOUNTS[3]!.address
const APP = 'http://127.0.0.1:5173'

let bed: OnrampApiTestbed
let db: Database
let faults: FaultRegistry
let onramp: OnrampDevnet
let api: ApiServer

beforeAll(async () => {
  bed = await startOnrampApi()
  ;({ db, faults, onramp, api } = bed)
}, 60_000)
afterAll(() => bed?.stop())

const quote = (body: unknown) =>
  requestJson<Record<string, unknown>>(serviceUrl(api.url, '/v1/onramp/quote'), { body })
const newSession = (body: Record<string, unknown>) =>
  requestCheckoutUrl(api.url, { partnerUserId: 'visitor-1', ...body }, APP)

describe('GET /v1/onramp/options', () => {
  it('lists ETH and USDC on the EVM chains, SOL and USDC on Solana, payment currencies with limits, providers', async () => {
    const res = await requestJson<{
      purchaseCurrencies: Array<{ id: string; symbol: string; networks: Array<Record<string, unknown>> }>
      paymentCurrencies: Array<{ id: string; payment_method_limits: unknown[] }>
      providers: Array<{ id: string; name: string }>
    }>(serviceUrl(api.url, '/v1/onramp/options'))
    expect(res.status).toBe(200)
    const networksOf = (symbol: string) =>
      res.body.purchaseCurrencies.find((c) => c.symbol === symbol)?.networks.map((n) => n.caip_network_id)
    expect(networksOf('ETH')).toEqual(['eip155:31337', 'eip155:31338'])
    expect(networksOf('USDC')).toEqual(['eip155:31337', 'eip155:31338', DEVNET_SOLANA_CAIP_ID])
    expect(networksOf('SOL')).toEqual([DEVNET_SOLANA_CAIP_ID])
    const usdc = res.body.purchaseCurrencies.find((c) => c.symbol === 'USDC')!
    expect(usdc.networks[0]).toEqual({
      name: 'airlock-devnet-31337',
      display_name: 'Airlock Devnet 31337',
      chain_id: '31337',
      contract_address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      caip_network_id: 'eip155:31337',
      decimals: 6,
    })
    expect(res.body.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '5.00', max: '5000.00' },
          { id: 'ach_bank_account', min: '10.00', max: '20000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '5.00', max: '4500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '18000.00' },
        ],
      },
    ])
    expect(res.body.providers.map((p) => [p.id, p.name])).toEqual([
      ['harbor', 'Harbor Pay'],
      ['meridian', 'Meridian Ramp'],
    ])
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes each provider with its own fees: what is paid, the fees, what arrives', async () => {
    const body = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' }
    const harbor = await quote({ ...body, provider: 'harbor' })
    const meridian = await quote({ ...body, provider: 'meridian' })
    expect(harbor.status).toBe(200)
    expect(harbor.body).toMatchObject({
      provider: 'harbor',
      paymentTotal: { amount: '100.00', currency: 'USD' },
      providerFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.99', currency: 'USD' },
      paymentSubtotal: { amount: '98.01', currency: 'USD' },
      purchaseAmount: { amount: '0.03267', currency: 'ETH' },
    })
    expect(harbor.body.quoteId).toEqual(expect.any(String))
    expect(meridian.body).toMatchObject({
      provider: 'meridian',
      providerFee: { amount: '2.00' },
      networkFee: { amount: '0.00' },
      purchaseAmount: { amount: '0.032666666666666666', currency: 'ETH' },
    })
  })

  it('takes currencies as options entries and the amount as a number (what AppKit-style clients send)', async () => {
    const res = await quote({
      purchaseCurrency: { id: 'USDC', symbol: 'USDC' },
      paymentCurrency: { id: 'EUR' },
      amount: 50,
      network: DEVNET_SOLANA_CAIP_ID,
      provider: 'meridian',
      paymentMethod: 'ach_bank_account',
    })
    expect(res.status).toBe(200)
    // 50 EUR - 2 % = 49 EUR = 52.92 USD of USDC
    expect(res.body).toMatchObject({
      purchaseAmount: { amount: '52.92', currency: 'USDC' },
      network: DEVNET_SOLANA_CAIP_ID,
    })
  })

  it('refuses bad input with a 400 and a code', async () => {
    const base = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, amount: '4.99' }, 'below_minimum'],
      [{ ...base, amount: '5000.01' }, 'above_maximum'],
      [{ ...base, amount: '12abc' }, 'invalid_amount'],
      [{ ...base, amount: '10.005' }, 'invalid_amount'],
      [{ ...base, amount: '-10' }, 'invalid_amount'],
      [{ ...base, provider: 'nope' }, 'unknown_provider'],
      [{ ...base, paymentCurrency: 'GBP' }, 'unknown_currency'],
      [{ ...base, paymentMethod: 'paypal' }, 'method_unavailable'],
      [{ ...base, purchaseCurrency: 'SOL' }, 'unknown_asset'],
      [{ ...base, purchaseCurrency: 'DOGE' }, 'unknown_asset'],
      [{ ...base, network: 'eip155:1' }, 'unknown_network'],
      [{ purchaseCurrency: 'ETH' }, 'invalid_request'],
    ]
    for (const [body, code] of cases) {
      const res = await quote(body)
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, code])
      expect(res.body.reasons).toEqual([{ description: res.body.message }])
    }
    const broken = await fetch(serviceUrl(api.url, '/v1/onramp/quote'), {
      method: 'POST',
      body: '{"amount":',
    })
    expect(broken.status).toBe(400)
  })
})

describe('POST /v1/generators/onrampurl', () => {
  it('returns the provider’s checkout URL on its own origin, carrying only a session token', async () => {
    const res = await newSession({ destinationWallets: [{ address: EVM }], provider: 'meridian' })
    expect(res.status).toBe(200)
    const url = new URL(res.body.url)
    const meridian = onramp.providers.find((p) => p.id === 'meridian')!
    expect(url.origin).toBe(meridian.url)
    expect(url.origin).not.toBe(new URL(api.url).origin)
    expect(url.pathname).toBe('/checkout')
    expect([...url.searchParams.keys()]).toEqual(['sessionToken'])
    expect(url.searchParams.get('sessionToken')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('presets the wallet, network, asset, amount and method on the page; the link opens once', async () => {
    const res = await newSession({
      destinationWallets: [{ address: EVM.toLowerCase(), blockchains: ['eip155:31338'] }],
      defaultNetwork: 'eip155:31338',
      defaultAsset: 'usdc',
      presetFiatAmount: '250',
      fiatCurrency: 'EUR',
      defaultPaymentMethod: 'ach_bank_account',
    })
    const first = await openCheckout(res.body.url)
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({
      provider: { id: 'harbor', name: 'Harbor Pay' },
      network: { caipNetworkId: 'eip155:31338', displayName: 'Airlock Devnet 31338' },
      asset: { symbol: 'USDC', decimals: 6 },
      address: EVM, // checksummed
      paymentCurrency: 'EUR',
      paymentMethod: 'ach_bank_account',
      amount: '250.00',
      appOrigin: APP,
    })
    expect(first.html).toContain('Pay</button>')
    const again = await openCheckout(res.body.url)
    expect(again.status).toBe(410)
    expect(again.html).toContain('already been used')
    const unknown = await openCheckout(`${new URL(res.body.url).origin}/checkout?sessionToken=nope`)
    expect(unknown.status).toBe(404)
  })

  it('opens a token only on its own provider’s origin', async () => {
    const res = await newSession({ destinationWallets: [{ address: EVM }], provider: 'harbor' })
    const token = new URL(res.body.url).searchParams.get('sessionToken')!
    const elsewhere = onramp.providers.find((p) => p.id === 'meridian')!
    expect((await openCheckout(`${elsewhere.url}/checkout?sessionToken=${token}`)).status).toBe(404)
    expect((await openCheckout(res.body.url)).status).toBe(200)
  })

  it('sends the page a Content-Security-Policy that forbids framing and foreign scripts', async () => {
    const res = await newSession({ destinationWallets: [{ address: SOL }] })
    const page = await fetch(res.body.url)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
  })

  it('turns a preset crypto amount into the fiat amount that buys at least that much', async () => {
    const res = await newSession({
      destinationWallets: [{ address: SOL }],
      defaultAsset: 'SOL',
      presetCryptoAmount: '0.5',
      provider: 'meridian',
    })
    const { data } = await openCheckout(res.body.url)
    // 0.5 SOL at 150 USD = 75 USD after a 2 % fee: 76.54 USD (76.53 would buy less)
    expect(data?.amount).toBe('76.54')
    expect(data?.network.caipNetworkId).toBe(DEVNET_SOLANA_CAIP_ID)
  })

  it('binds the session to its wallets: what they cannot receive is refused', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ destinationWallets: [{ address: 'not-an-address' }] }, 'invalid_address'],
      [{ destinationWallets: [{ address: SOL, blockchains: ['eip155:31337'] }] }, 'invalid_address'],
      [{ destinationWallets: [{ address: EVM }], defaultNetwork: DEVNET_SOLANA_CAIP_ID }, 'invalid_address'],
      [{ destinationWallets: [{ address: EVM }], defaultAsset: 'SOL' }, 'unknown_asset'],
      [{ destinationWallets: [{ address: EVM, assets: ['USDC'] }], defaultAsset: 'ETH' }, 'unknown_asset'],
      [{ destinationWallets: [{ address: EVM }], presetFiatAmount: '4.00' }, 'below_minimum'],
      [{ destinationWallets: [{ address: EVM }], presetFiatAmount: '1e3' }, 'invalid_amount'],
      [{ destinationWallets: [{ address: EVM }], redirectUrl: 'javascript:alert(1)' }, 'invalid_request'],
      [{ destinationWallets: [] }, 'invalid_request'],
      [{ destinationWallets: [{ address: EVM }], partnerUserId: '' }, 'invalid_request'],
    ]
    for (const [body, code] of cases) {
      const res = await newSession(body)
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, code])
    }
  })

  it('shows an expired link as expired', async () => {
    const res = await newSession({ destinationWallets: [{ address: EVM }] })
    const token = new URL(res.body.url).searchParams.get('sessionToken')!
    // Age the stored session past its 5 minutes (its token is stored as a hash).
    const { createHash } = await import('node:crypto')
    await db.query('UPDATE onramp_sessions SET expires_ms = $2 WHERE token_hash = $1', [
      createHash('sha256').update(token).digest('hex'),
      Date.now() - 1,
    ])
    const page = await openCheckout(res.body.url)
    expect(page.status).toBe(410)
    expect(page.html).toContain('expired')
  })
})

describe('the checkout page’s requests', () => {
  async function opened(body: Record<string, unknown> = {}) {
    const res = await newSession({ destinationWallets: [{ address: EVM }], presetFiatAmount: '20', ...body })
    const page = await openCheckout(res.body.url)
    return { url: res.body.url, data: page.data! }
  }

  it('quotes for the page and refuses calls from another origin', async () => {
    const { url, data } = await opened()
    const origin = new URL(url).origin
    const live = await requestJson<Record<string, unknown>>(`${origin}/checkout/quote`, {
      body: { checkoutId: data.checkoutId, amount: '20', paymentMethod: 'card' },
      origin,
    })
    expect(live.body).toMatchObject({
      purchaseAmount: { currency: 'ETH' },
      paymentTotal: { amount: '20.00' },
    })
    const foreign = await payCheckout(url, data, { origin: 'http://127.0.0.1:5173' })
    expect([foreign.status, foreign.body.code]).toEqual([403, 'forbidden_origin'])
  })

  it('refuses a number that is not a card without making an order, then declines 4000 0000 0000 0002 once', async () => {
    const { url, data } = await opened()
    const invalid = await payCheckout(url, data, { cardNumber: '4242 4242 4242 4241' })
    expect([invalid.status, invalid.body.code]).toEqual([400, 'card_invalid'])
    const declined = await payCheckout(url, data, { cardNumber: '4000 0000 0000 0002' })
    expect(declined.status).toBe(200)
    expect(declined.body.order).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
      txHash: null,
    })
    const again = await payCheckout(url, data)
    expect([again.status, again.body.code]).toEqual([409, 'already_paid'])
    const order = await requestJson<{ order: { status: string } }>(
      `${new URL(url).origin}/checkout/order?checkoutId=${data.checkoutId}`,
    )
    expect(order.body.order.status).toBe('failed')
  })

  it('refuses amounts outside the method’s limits at "Pay" too', async () => {
    const { url, data } = await opened()
    const res = await payCheckout(url, data, { amount: '5000.01' })
    expect([res.status, res.body.code]).toEqual([400, 'above_maximum'])
    const ach = await payCheckout(url, data, { amount: '9.99', paymentMethod: 'ach_bank_account' })
    expect([ach.status, ach.body.code]).toEqual([400, 'below_minimum'])
  })

  it('stores sessions and orders in the database', async () => {
    const { url, data } = await opened({ partnerUserId: 'stored-visitor' })
    await payCheckout(url, data, { cardNumber: '4000000000000002' })
    const rows = await db.query<{ status: string; card_last4: string }>(
      'SELECT status, card_last4 FROM onramp_orders WHERE partner_user_id = $1',
      ['stored-visitor'],
    )
    expect(rows).toEqual([{ status: 'failed', card_last4: '0002' }])
    expect(await new OnrampStore(db).sessionByCheckout('not-a-hash')).toBeUndefined()
  })
})

describe('faults from the shared fault panel', () => {
  it('hits the on-ramp routes with 500, malformed answers and timeouts', async () => {
    faults.add({ route: '/v1/onramp/quote', kind: '500', count: 1 })
    faults.add({ route: '/v1/onramp/options', kind: 'malformed', count: 1 })
    faults.add({ route: '/v1/generators/onrampurl', kind: 'timeout', count: 1 })
    const body = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' }
    expect((await quote(body)).status).toBe(500)
    expect((await quote(body)).status).toBe(200)
    const options = await fetch(serviceUrl(api.url, '/v1/onramp/options'))
    const text = await options.text()
    expect(options.status).toBe(200)
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
    const timedOut = await fetch(serviceUrl(api.url, '/v1/generators/onrampurl'), {
      method: 'POST',
      body: JSON.stringify({ destinationWallets: [{ address: EVM }], partnerUserId: 'p' }),
      signal: AbortSignal.timeout(300),
    }).then(
      () => 'answered',
      (error: Error) => error.name,
    )
    expect(timedOut).toBe('TimeoutError')
  })

  it('reaches the providers’ checkout servers too', async () => {
    const res = await newSession({ destinationWallets: [{ address: EVM }], presetFiatAmount: '20' })
    const { data } = await openCheckout(res.body.url)
    faults.add({ route: '/checkout/pay', kind: '500', count: 1 })
    expect((await payCheckout(res.body.url, data!)).status).toBe(500)
    const next = await payCheckout(res.body.url, data!, { cardNumber: '4000000000000002' })
    expect([next.status, next.body.order.status]).toEqual([200, 'failed'])
  })
})
