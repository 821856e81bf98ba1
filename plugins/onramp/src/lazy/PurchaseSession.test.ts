// The purchase session's browser glue in Node, with a stand-in page window (the real browser path is in
// test/browser): messages move the purchase only from the provider's own window at its exact origin; a
// blocked window offers the link; a window closed before paying goes back to the form; the record in storage
// brings a pending purchase back in a new session (a reload).
import { type StandardSchemaV1, validateSync } from '@airlock/kernel'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import * as z from 'zod/mini'
import { PURCHASE_KEY } from '../constants'
import type { Purchase } from '../purchaseTracker'
import { PurchaseSession, type SessionWindow } from './PurchaseSession'

const ORIGIN = 'http://127.0.0.1:4101'
const purchase: Purchase = {
  id: 'a'.repeat(32),
  provider: 'harbor',
  providerName: 'Harbor Pay',
  providerOrigin: ORIGIN,
  checkoutUrl: `${ORIGIN}/checkout?sessionToken=t`,
  address: '0x2222222222222222222222222222222222222222',
  network: 'eip155:31337',
  expected: { amount: '0.05', currency: 'ETH' },
  paymentTotal: { amount: '150.00', currency: 'USD' },
  startedAt: 1_000,
}
const orderMessage = (status: 'pending' | 'success' | 'failed', partnerUserId = purchase.id) => ({
  type: 'airlock:onramp-order',
  version: 1,
  order: {
    id: 'order-1',
    provider: 'harbor',
    status,
    failureReason: status === 'failed' ? 'card_declined' : null,
    txHash: null,
    network: purchase.network,
    address: purchase.address,
    partnerUserId,
    purchaseAmount: { amount: '0.05', currency: 'ETH' },
  },
})

type Listener = (event: MessageEvent) => void

/** A stand-in page window: `open` gives a popup object (or null when `blocked`), listeners are kept. */
function pageWindow(options: { blocked?: boolean } = {}) {
  const listeners = new Set<Listener>()
  const opened: { closed: boolean; location: { href: string }; close(): void }[] = []
  const features: (string | undefined)[] = []
  const win: SessionWindow = {
    open: (url, _target, feature) => {
      features.push(feature)
      if (options.blocked) return null
      const popup = {
        closed: false,
        location: { href: url ?? '' },
        close() {
          popup.closed = true
        },
      }
      opened.push(popup)
      return popup as unknown as Window
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  }
  const post = (data: unknown, origin: string, source: unknown) => {
    for (const l of [...listeners]) l({ data, origin, source } as MessageEvent)
  }
  return { win, opened, features, listeners, post }
}

function memoryStorage() {
  const values = new Map<string, unknown>()
  return {
    values,
    get: <S extends StandardSchemaV1>(key: string, schema: S) => validateSync(schema, values.get(key)),
    set: (key: string, value: unknown) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
    now: () => 2_000,
  }
}

const noHistory = { getOnrampHistory: async () => ({ data: [] }) }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('PurchaseSession', () => {
  test('only the provider window at its exact origin moves the purchase; its record is kept meanwhile', () => {
    const page = pageWindow()
    const storage = memoryStorage()
    const session = new PurchaseSession({ api: noHistory, storage, historyPollMs: 1000, window: page.win })
    session.startWindow()
    session.begin(purchase)
    const popup = page.opened[0]
    expect(popup?.location.href).toBe(purchase.checkoutUrl)
    expect(session.state.phase).toBe('open')
    page.post(orderMessage('pending'), 'http://127.0.0.1:4102', popup) // another origin
    page.post(orderMessage('pending'), ORIGIN, {}) // another window
    page.post(orderMessage('pending', 'b'.repeat(32)), ORIGIN, popup) // another purchase
    page.post({ type: 'airlock:onramp-order', version: 2 }, ORIGIN, popup) // malformed
    expect(session.state.phase).toBe('open')
    page.post(orderMessage('pending'), ORIGIN, popup)
    expect(session.state.phase).toBe('pending')
    expect(storage.get(PURCHASE_KEY, z.string())).toContain(purchase.id)
    page.post(orderMessage('success'), ORIGIN, popup)
    expect(session.state.phase).toBe('success')
    expect(storage.values.has(PURCHASE_KEY)).toBe(false)
    expect(page.listeners.size).toBe(0) // ended: no longer listening
    session.dispose()
  })

  test('a popup on a desktop, a new tab on a phone (no window features), for the checkout and the offered link', () => {
    const desktop = pageWindow()
    new PurchaseSession({
      api: noHistory,
      storage: memoryStorage(),
      historyPollMs: 1000,
      window: desktop.win,
    }).startWindow()
    expect(desktop.features[0]).toMatch(/^popup,/)
    const phone = pageWindow({ blocked: true })
    const session = new PurchaseSession({
      api: noHistory,
      storage: memoryStorage(),
      historyPollMs: 1000,
      window: phone.win,
      mobile: () => true,
    })
    session.startWindow()
    session.begin(purchase)
    session.openLink()
    expect(phone.features).toEqual([undefined, undefined])
    session.dispose()
  })

  test('a blocked window: blocked, then the offered link opens it and it is followed', () => {
    const blocked = pageWindow({ blocked: true })
    const session = new PurchaseSession({
      api: noHistory,
      storage: memoryStorage(),
      historyPollMs: 1000,
      window: blocked.win,
    })
    expect(session.startWindow()).toBeNull()
    session.begin(purchase)
    expect(session.state.phase).toBe('blocked')
    expect(session.openLink()).toBe(false) // still blocked: stays offered
    session.dispose()

    const page = pageWindow()
    const storage = memoryStorage()
    const again = new PurchaseSession({ api: noHistory, storage, historyPollMs: 1000, window: page.win })
    again.begin(purchase) // no window was opened on the click
    expect(again.state.phase).toBe('blocked')
    expect(again.openLink()).toBe(true)
    expect(again.state.phase).toBe('open')
    page.post(orderMessage('failed'), ORIGIN, page.opened[0])
    expect(again.state.phase).toBe('failed')
    again.dispose()
  })

  test('the window closed before paying: back to the form (after one last look at history)', async () => {
    const page = pageWindow()
    const history = vi.fn(async () => ({ data: [] }))
    const session = new PurchaseSession({
      api: { getOnrampHistory: history },
      storage: memoryStorage(),
      historyPollMs: 60_000,
      window: page.win,
    })
    session.startWindow()
    session.begin(purchase)
    page.opened[0]?.close()
    await vi.advanceTimersByTimeAsync(600)
    expect(session.state.phase).toBe('closed')
    expect(history).toHaveBeenCalledWith({
      address: purchase.address,
      onramp: 'harbor',
      chainId: purchase.network,
    })
    session.dispose()
  })

  test('a pending purchase comes back in a new session over the same storage, and history ends it', async () => {
    const page = pageWindow()
    const storage = memoryStorage()
    const first = new PurchaseSession({ api: noHistory, storage, historyPollMs: 1000, window: page.win })
    first.startWindow()
    first.begin(purchase)
    page.post(orderMessage('pending'), ORIGIN, page.opened[0])
    first.dispose()

    const delivered = {
      data: [
        {
          id: 'h1',
          metadata: {
            status: 'success',
            chain: purchase.network,
            hash: '0xabc',
            onramp: { provider: 'harbor', orderId: 'order-1', partnerUserId: purchase.id },
          },
          transfers: [{ quantity: { numeric: '0.05' }, fungible_info: { symbol: 'ETH' } }],
        },
      ],
    }
    const onSuccess = vi.fn()
    const second = new PurchaseSession({
      api: { getOnrampHistory: async () => delivered },
      storage,
      historyPollMs: 1000,
      window: pageWindow().win,
      onSuccess,
    })
    expect(second.state.phase).toBe('pending')
    await vi.advanceTimersByTimeAsync(1100)
    expect(second.state.phase).toBe('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    second.dispose()
  })
})
