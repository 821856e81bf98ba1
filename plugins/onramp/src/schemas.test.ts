import { describe, expect, test } from 'vitest'
import { OnrampResponseError } from './errors'
import {
  errorCodeOf,
  parseOnrampHistory,
  parseOnrampOptions,
  parseOnrampQuote,
  parseOnrampUrl,
  parseProviderMessage,
} from './schemas'
import { thrownBy } from './testing/thrownBy'

const quote = {
  quoteId: 'q',
  provider: 'harbor',
  paymentTotal: { amount: '100.00', currency: 'USD' },
  providerFee: { amount: '1.00', currency: 'USD' },
  networkFee: { amount: '0.99', currency: 'USD' },
  purchaseAmount: { amount: '0.03267', currency: 'ETH' },
}

describe('answers of the on-ramp endpoints', () => {
  test('a quote keeps its amounts as exact decimal strings; numbers become plain decimals', () => {
    expect(parseOnrampQuote(quote).purchaseAmount).toEqual({ amount: '0.03267', currency: 'ETH' })
    const numeric = parseOnrampQuote({ ...quote, purchaseAmount: { amount: 0.0000001, currency: 'ETH' } })
    expect(numeric.purchaseAmount.amount).toBe('0.0000001')
  })

  test('a quote without what arrives, or with a negative, non-numeric or exponent amount, is refused', () => {
    for (const bad of [
      { ...quote, purchaseAmount: undefined },
      { ...quote, purchaseAmount: { amount: '-1', currency: 'ETH' } },
      { ...quote, purchaseAmount: { amount: '1e-7', currency: 'ETH' } },
      { ...quote, purchaseAmount: { amount: 'NaN', currency: 'ETH' } },
      { ...quote, paymentTotal: { amount: '100' } },
      null,
      '{"data": [{"id": "truncated',
    ]) {
      expect(
        thrownBy(() => parseOnrampQuote(bad)),
        JSON.stringify(bad),
      ).toBeInstanceOf(OnrampResponseError)
    }
  })

  test('options need both currency lists; chain ids may be numbers', () => {
    const options = parseOnrampOptions({
      purchaseCurrencies: [
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'e', chain_id: 1 }] },
      ],
      paymentCurrencies: [],
    })
    expect(options.purchaseCurrencies[0]?.networks[0]).toMatchObject({ chain_id: '1', contract_address: '' })
    expect(thrownBy(() => parseOnrampOptions({ purchaseCurrencies: [] }))).toBeInstanceOf(OnrampResponseError)
  })

  test('a checkout URL must be http(s)', () => {
    expect(parseOnrampUrl({ url: 'https://pay.example/checkout?sessionToken=t' })).toBe(
      'https://pay.example/checkout?sessionToken=t',
    )
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/relative', 42]) {
      expect(
        thrownBy(() => parseOnrampUrl({ url })),
        String(url),
      ).toBeInstanceOf(OnrampResponseError)
    }
  })

  test('history items become tracked orders; statuses in the devnet’s and Coinbase’s words', () => {
    const item = (status: string, extra: Record<string, unknown> = {}) => ({
      id: `o-${status}`,
      metadata: {
        status,
        chain: 'eip155:31337',
        onramp: { provider: 'harbor', partnerUserId: 'p1', ...extra },
      },
      transfers: [{ quantity: { numeric: '0.5' }, fungible_info: { symbol: 'ETH' } }],
    })
    const { orders, next } = parseOnrampHistory({
      data: [
        item('pending'),
        { ...item('success'), metadata: { ...item('success').metadata, hash: '0xabc' } },
        item('failed', { failureReason: 'card_declined' }),
        item('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'),
        item('ONRAMP_TRANSACTION_STATUS_SUCCESS'),
        item('ONRAMP_TRANSACTION_STATUS_FAILED'),
        item('confirmed'), // an ordinary transaction, not an order
      ],
      next: null,
    })
    expect(orders.map((o) => o.status)).toEqual([
      'pending',
      'success',
      'failed',
      'pending',
      'success',
      'failed',
    ])
    expect(orders[1]).toEqual({
      id: 'o-success',
      status: 'success',
      failureReason: null,
      txHash: '0xabc',
      network: 'eip155:31337',
      partnerUserId: 'p1',
      provider: 'harbor',
      purchaseAmount: { amount: '0.5', currency: 'ETH' },
    })
    expect(orders[2]?.failureReason).toBe('card_declined')
    expect(next).toBeNull()
    expect(thrownBy(() => parseOnrampHistory({ data: 'x' }))).toBeInstanceOf(OnrampResponseError)
  })

  test('an error answer’s code is read when there is one', () => {
    expect(errorCodeOf({ message: 'm', reasons: [], code: 'below_minimum' })).toBe('below_minimum')
    expect(errorCodeOf({ message: 'm' })).toBeUndefined()
    expect(errorCodeOf('oops')).toBeUndefined()
  })

  test('a provider message must be exactly the order message', () => {
    const order = {
      id: 'o1',
      provider: 'harbor',
      status: 'success',
      failureReason: null,
      txHash: '0x1',
      network: 'eip155:31337',
      address: '0xabc',
      partnerUserId: 'p1',
      purchaseAmount: { amount: '0.5', currency: 'ETH' },
    }
    expect(parseProviderMessage({ type: 'airlock:onramp-order', version: 1, order })).toMatchObject({
      id: 'o1',
      status: 'success',
      txHash: '0x1',
    })
    for (const bad of [
      { type: 'airlock:onramp-order', version: 2, order },
      { type: 'other', version: 1, order },
      { type: 'airlock:onramp-order', version: 1, order: { ...order, status: 'done' } },
      { type: 'airlock:onramp-order', version: 1, order: { ...order, id: '' } },
      { type: 'airlock:onramp-order', version: 1 },
      'airlock:onramp-order',
      null,
    ]) {
      expect(parseProviderMessage(bad), JSON.stringify(bad)).toBeUndefined()
    }
  })
})
