// 20,000 generated hostile messages against the provider-message check and the purchase state machine:
// wrong origin or window, mutated fields, wrong types, huge strings, prototype tricks, non-JSON values.
// None may throw; none but exact order messages from the provider's window may be accepted; and an accepted
// order for another purchase must leave the purchase where it was.
import { describe, expect, test } from 'vitest'
import { createProviderMessageFilter } from './providerMessages'
import { IDLE, type Purchase, reducePurchase } from './purchaseTracker'

const ORIGIN = 'http://127.0.0.1:4500'
const popup = { window: 'popup' }
const purchase: Purchase = {
  id: '0123456789abcdef0123456789abcdef',
  provider: 'harbor',
  providerName: 'Harbor Pay',
  providerOrigin: ORIGIN,
  checkoutUrl: `${ORIGIN}/checkout?sessionToken=t`,
  address: '0x1111111111111111111111111111111111111111',
  network: 'eip155:31337',
  expected: { amount: '0.03267', currency: 'ETH' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  startedAt: 0,
}

/** mulberry32: a small deterministic PRNG, so a failure reproduces. */
function rng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const VALID = () => ({
  type: 'airlock:onramp-order',
  version: 1,
  order: {
    id: 'o1',
    provider: 'harbor',
    status: 'success',
    failureReason: null,
    txHash: '0x01',
    network: 'eip155:31337',
    address: purchase.address,
    partnerUserId: purchase.id,
    purchaseAmount: { amount: '0.03267', currency: 'ETH' },
  },
})

describe('provider messages under fuzzing', () => {
  test('never throws, accepts only well-formed orders from the window, and only this purchase’s move it', () => {
    const random = rng(0x5eed)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const junk: unknown[] = [
      undefined,
      null,
      0,
      -1,
      Number.NaN,
      '',
      'x'.repeat(100_000),
      [],
      {},
      true,
      Symbol.iterator.toString(),
      { __proto__: { status: 'success' } },
      JSON.parse('{"__proto__": {"polluted": true}}'),
      new Date(0),
      10n,
    ]
    const origins = [ORIGIN, 'http://127.0.0.1:4501', 'null', '', 'https://evil.example', `${ORIGIN} `]
    const sources = [popup, { window: 'popup' }, null, undefined, globalThis]
    const paths = [
      ['type'],
      ['version'],
      ['order'],
      ['order', 'id'],
      ['order', 'status'],
      ['order', 'provider'],
      ['order', 'network'],
      ['order', 'partnerUserId'],
      ['order', 'purchaseAmount'],
      ['order', 'purchaseAmount', 'amount'],
    ]
    const open = reducePurchase(IDLE, { type: 'opened', purchase })
    const accept = createProviderMessageFilter({ origin: ORIGIN, window: popup })
    let accepted = 0
    for (let i = 0; i < 20_000; i++) {
      const data: Record<string, unknown> = VALID()
      const mutations = Math.floor(random() * 3)
      for (let m = 0; m < mutations; m++) {
        const path = pick(paths)
        let target = data
        for (const key of path.slice(0, -1)) {
          const next = target[key]
          if (typeof next !== 'object' || next === null) break
          target = next as Record<string, unknown>
        }
        const last = path.at(-1)!
        if (random() < 0.2) delete target[last]
        else target[last] = pick(junk)
      }
      const event = {
        origin: random() < 0.6 ? ORIGIN : pick(origins),
        source: random() < 0.6 ? popup : pick(sources),
        data: random() < 0.9 ? data : pick(junk),
      }
      const order = accept(event)
      if (!order) continue
      accepted++
      expect(event.origin).toBe(ORIGIN)
      expect(event.source).toBe(popup)
      expect(['pending', 'success', 'failed']).toContain(order.status)
      const next = reducePurchase(open, { type: 'order', order })
      if (
        order.partnerUserId !== purchase.id ||
        order.network !== purchase.network ||
        order.provider !== 'harbor'
      ) {
        expect(next).toBe(open)
      }
    }
    // Enough messages got through the origin and window checks unmutated to exercise the accepting path.
    expect(accepted).toBeGreaterThan(1_000)
  }, 60_000)
})
