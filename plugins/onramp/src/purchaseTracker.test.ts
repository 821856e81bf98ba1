import { describe, expect, test } from 'vitest'
import { PurchaseFailedError } from './errors'
import {
  deliversElsewhere,
  findOrder,
  historyQuery,
  IDLE,
  PURCHASE_WINDOW_MS,
  type Purchase,
  type PurchaseEvent,
  type PurchaseState,
  purchaseRecord,
  reducePurchase,
  restorePurchase,
} from './purchaseTracker'
import type { TrackedOrder } from './schemas'

const purchase: Purchase = {
  id: '0123456789abcdef0123456789abcdef',
  provider: 'harbor',
  providerName: 'Harbor Pay',
  providerOrigin: 'http://127.0.0.1:4500',
  checkoutUrl: 'http://127.0.0.1:4500/checkout?sessionToken=t',
  address: '0x1111111111111111111111111111111111111111',
  network: 'eip155:31337',
  expected: { amount: '0.03267', currency: 'ETH' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  startedAt: 1_000_000,
}

const order = (status: TrackedOrder['status'], overrides: Partial<TrackedOrder> = {}): TrackedOrder => ({
  id: 'o1',
  status,
  failureReason: status === 'failed' ? 'card_declined' : null,
  txHash: status === 'success' ? '0xabc' : null,
  network: purchase.network,
  partnerUserId: purchase.id,
  provider: 'harbor',
  purchaseAmount: { amount: '0.03267', currency: 'ETH' },
  ...overrides,
})

const run = (...events: PurchaseEvent[]) => events.reduce<PurchaseState>(reducePurchase, IDLE)

describe('reducePurchase', () => {
  test('open → pending → success as the order moves', () => {
    const open = run({ type: 'opened', purchase })
    expect(open.phase).toBe('open')
    const pending = reducePurchase(open, { type: 'order', order: order('pending') })
    expect(pending).toMatchObject({ phase: 'pending', order: { id: 'o1' } })
    const success = reducePurchase(pending, { type: 'order', order: order('success') })
    expect(success).toMatchObject({ phase: 'success', order: { txHash: '0xabc' } })
    // Final: later news does not move it.
    expect(reducePurchase(success, { type: 'order', order: order('failed') })).toBe(success)
    expect(reducePurchase(success, { type: 'windowClosed' })).toBe(success)
  })

  test('a declined card fails the purchase with the declined message; a failed delivery with the provider’s', () => {
    const declined = run({ type: 'opened', purchase }, { type: 'order', order: order('failed') })
    expect(declined.phase).toBe('failed')
    const error = declined.phase === 'failed' ? declined.error : undefined
    expect(error).toBeInstanceOf(PurchaseFailedError)
    expect(error?.messageKey).toBe('purchaseDeclined')
    const undelivered = run(
      { type: 'opened', purchase },
      { type: 'order', order: order('pending') },
      { type: 'order', order: order('failed', { failureReason: 'delivery_failed' }) },
    )
    expect(undelivered.phase === 'failed' && undelivered.error.messageKey).toBe('deliveryFailed')
  })

  test('closing the window before paying returns to the form; after paying the purchase is still followed', () => {
    expect(run({ type: 'opened', purchase }, { type: 'windowClosed' })).toMatchObject({ phase: 'closed' })
    const paid = run(
      { type: 'opened', purchase },
      { type: 'order', order: order('pending') },
      { type: 'windowClosed' },
    )
    expect(paid.phase).toBe('pending')
  })

  test('a blocked window offers the link; opening it continues the purchase; history can find its order meanwhile', () => {
    const blocked = run({ type: 'blocked', purchase })
    expect(blocked.phase).toBe('blocked')
    expect(reducePurchase(blocked, { type: 'windowClosed' })).toBe(blocked)
    expect(reducePurchase(blocked, { type: 'linkOpened' }).phase).toBe('open')
    expect(reducePurchase(blocked, { type: 'order', order: order('pending') }).phase).toBe('pending')
  })

  test('ignores orders of other purchases, providers or networks, and a second order once one is known', () => {
    const open = run({ type: 'opened', purchase })
    for (const other of [
      order('success', { partnerUserId: 'someone-else' }),
      order('success', { partnerUserId: null }),
      order('success', { provider: 'meridian' }),
      order('success', { network: 'eip155:31338' }),
    ]) {
      expect(reducePurchase(open, { type: 'order', order: other })).toBe(open)
    }
    const pending = reducePurchase(open, { type: 'order', order: order('pending') })
    expect(reducePurchase(pending, { type: 'order', order: order('success', { id: 'o2' }) })).toBe(pending)
  })

  test('a purchase with no order ends after its window of time; a pending one does not', () => {
    const open = run({ type: 'opened', purchase })
    expect(reducePurchase(open, { type: 'tick', now: purchase.startedAt + PURCHASE_WINDOW_MS })).toBe(open)
    expect(
      reducePurchase(open, { type: 'tick', now: purchase.startedAt + PURCHASE_WINDOW_MS + 1 }).phase,
    ).toBe('closed')
    const pending = reducePurchase(open, { type: 'order', order: order('pending') })
    expect(reducePurchase(pending, { type: 'tick', now: purchase.startedAt + 10 * PURCHASE_WINDOW_MS })).toBe(
      pending,
    )
  })

  test('a new purchase starts only from idle or an ended one; reset returns to idle', () => {
    const open = run({ type: 'opened', purchase })
    const other = { ...purchase, id: 'f'.repeat(32) }
    expect(reducePurchase(open, { type: 'opened', purchase: other })).toBe(open)
    const closed = reducePurchase(open, { type: 'windowClosed' })
    expect(reducePurchase(closed, { type: 'opened', purchase: other })).toMatchObject({
      phase: 'open',
      purchase: other,
    })
    expect(reducePurchase(open, { type: 'reset' })).toBe(IDLE)
  })
})

describe('following through history', () => {
  test('asks history for the address, with onramp = provider and chainId = the network, while it can change', () => {
    expect(historyQuery(run({ type: 'opened', purchase }))).toEqual({
      address: purchase.address,
      onramp: 'harbor',
      chainId: 'eip155:31337',
    })
    expect(historyQuery(IDLE)).toBeUndefined()
    expect(
      historyQuery(run({ type: 'opened', purchase }, { type: 'order', order: order('success') })),
    ).toBeUndefined()
  })

  test('finds the newest order of the purchase in a page', () => {
    const page = [order('pending', { id: 'x', partnerUserId: 'other' }), order('success', { id: 'mine' })]
    expect(findOrder(page, purchase)?.id).toBe('mine')
    expect(findOrder([page[0]!], purchase)).toBeUndefined()
  })

  test('knows when the purchase arrives on another network or address than the active one', () => {
    const state = run({ type: 'opened', purchase })
    expect(deliversElsewhere(state, 'eip155:31337', purchase.address.toUpperCase().replace('0X', '0x'))).toBe(
      false,
    )
    expect(deliversElsewhere(state, 'eip155:31338', purchase.address)).toBe(true)
    expect(deliversElsewhere(IDLE, 'eip155:31338', purchase.address)).toBe(false)
  })
})

describe('a purchase across reloads', () => {
  test('a pending purchase is stored and found again, pending, with its order', () => {
    const pending = run({ type: 'opened', purchase }, { type: 'order', order: order('pending') })
    const record = purchaseRecord(pending)
    expect(record).toBeDefined()
    expect(restorePurchase(record, purchase.startedAt + 60_000)).toEqual(pending)
  })

  test('an open purchase comes back open (history tells whether it was paid) until its window has passed', () => {
    const record = purchaseRecord(run({ type: 'opened', purchase }))
    expect(restorePurchase(record, purchase.startedAt + 1).phase).toBe('open')
    expect(restorePurchase(record, purchase.startedAt + PURCHASE_WINDOW_MS + 1)).toBe(IDLE)
    const blocked = purchaseRecord(run({ type: 'blocked', purchase }))
    expect(restorePurchase(blocked, purchase.startedAt + 1).phase).toBe('open')
  })

  test('an ended purchase leaves no record', () => {
    for (const state of [
      IDLE,
      run({ type: 'opened', purchase }, { type: 'windowClosed' }),
      run({ type: 'opened', purchase }, { type: 'order', order: order('success') }),
      run({ type: 'opened', purchase }, { type: 'order', order: order('failed') }),
    ]) {
      expect(purchaseRecord(state)).toBeUndefined()
    }
  })

  test('a record that does not parse, or was tampered with, restores nothing', () => {
    const good = JSON.parse(purchaseRecord(run({ type: 'opened', purchase }))!)
    for (const raw of [
      null,
      '',
      '{',
      'null',
      JSON.stringify({ ...good, v: 2 }),
      JSON.stringify({ ...good, purchase: { ...good.purchase, id: 'short' } }),
      JSON.stringify({ ...good, purchase: { ...good.purchase, providerOrigin: '*' } }),
      JSON.stringify({ ...good, purchase: { ...good.purchase, providerOrigin: 'http://a.example/path' } }),
      JSON.stringify({ ...good, order: { ...order('success') } }),
    ]) {
      expect(restorePurchase(raw, purchase.startedAt + 1), String(raw)).toBe(IDLE)
    }
  })
})
