import { describe, expect, test } from 'vitest'
import { acceptProviderMessage } from './providerMessages'

const ORIGIN = 'http://127.0.0.1:4500'
const popup = { name: 'popup' }
const order = {
  id: 'o1',
  provider: 'harbor',
  status: 'pending',
  failureReason: null,
  txHash: null,
  network: 'eip155:31337',
  address: '0xabc',
  partnerUserId: 'p1',
  purchaseAmount: { amount: '0.5', currency: 'ETH' },
}
const message = { type: 'airlock:onramp-order', version: 1, order }

describe('acceptProviderMessage', () => {
  test('accepts the order message from the provider’s window at its exact origin', () => {
    expect(
      acceptProviderMessage(
        { origin: ORIGIN, source: popup, data: message },
        { origin: ORIGIN, window: popup },
      ),
    ).toMatchObject({
      id: 'o1',
      status: 'pending',
      partnerUserId: 'p1',
    })
  })

  test('ignores another origin, another window, no window, a wildcard expectation, and bad data', () => {
    const expected = { origin: ORIGIN, window: popup }
    const cases = [
      { origin: 'http://127.0.0.1:4501', source: popup, data: message },
      { origin: `${ORIGIN}/`, source: popup, data: message },
      { origin: 'HTTP://127.0.0.1:4500', source: popup, data: message },
      { origin: 'null', source: popup, data: message },
      { origin: ORIGIN, source: { name: 'popup' }, data: message },
      { origin: ORIGIN, source: null, data: message },
      { origin: ORIGIN, source: popup, data: JSON.stringify(message) },
      { origin: ORIGIN, source: popup, data: { ...message, order: { ...order, status: 'paid' } } },
    ]
    for (const event of cases) expect(acceptProviderMessage(event, expected)).toBeUndefined()
    expect(
      acceptProviderMessage(
        { origin: ORIGIN, source: null, data: message },
        { origin: ORIGIN, window: null },
      ),
    ).toBeUndefined()
    expect(
      acceptProviderMessage({ origin: ORIGIN, source: popup, data: message }, { origin: '*', window: popup }),
    ).toBeUndefined()
  })
})
