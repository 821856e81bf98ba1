// A purchase from the moment the provider's window opens until the funds arrive (or not): a pure state
// machine fed by the window (opened, blocked, closed), the provider's messages and the history endpoint
// (`onramp`), and its record in storage so a purchase still pending is found again after a reload.
import * as z from 'zod/mini'
import { PurchaseFailedError } from './errors'
import type { TrackedOrder } from './schemas'

/** How long a purchase without an order is followed: the session token's 5 minutes + the checkout's 30. */
export const PURCHASE_WINDOW_MS = 35 * 60_000

/** One purchase the visitor started. */
export interface Purchase {
  /** The purchase id sent as `partnerUserId`: how its order is recognised. */
  id: string
  provider: string
  providerName: string
  /** The checkout page's origin: the only origin its messages are accepted from. */
  providerOrigin: string
  checkoutUrl: string
  /** The receiving address and its network (CAIP-2). */
  address: string
  network: string
  /** What the quote said arrives, and what is paid. */
  expected: { amount: string; currency: string }
  paymentTotal: { amount: string; currency: string }
  startedAt: number
}

/** Where a purchase is. */
export type PurchaseState =
  | { phase: 'idle' }
  /** The browser blocked the provider's window: the modal says so and offers its link. */
  | { phase: 'blocked'; purchase: Purchase }
  /** The provider's window is open and nothing is paid yet: "Buy in progress". */
  | { phase: 'open'; purchase: Purchase }
  /** Paid; the funds are on their way. */
  | { phase: 'pending'; purchase: Purchase; order: TrackedOrder }
  | { phase: 'success'; purchase: Purchase; order: TrackedOrder }
  | { phase: 'failed'; purchase: Purchase; order: TrackedOrder; error: PurchaseFailedError }
  /** The window was closed (or the purchase window passed) without a purchase: back to the form. */
  | { phase: 'closed'; purchase: Purchase }

/** What happens to a purchase. */
export type PurchaseEvent =
  | { type: 'opened'; purchase: Purchase }
  | { type: 'blocked'; purchase: Purchase }
  /** The visitor opened the offered link after the window was blocked. */
  | { type: 'linkOpened' }
  /** An order reported by the provider's window or found in history. */
  | { type: 'order'; order: TrackedOrder }
  | { type: 'windowClosed' }
  /** Time passed (a purchase with no order ends after PURCHASE_WINDOW_MS). */
  | { type: 'tick'; now: number }
  | { type: 'reset' }

/** The idle state. */
export const IDLE: PurchaseState = { phase: 'idle' }

const sameAddress = (a: string, b: string) =>
  a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b

/** Whether `order` is this purchase's: its id (partnerUserId), provider and network match. */
export function isOrderOf(order: TrackedOrder, purchase: Purchase): boolean {
  return (
    order.partnerUserId === purchase.id &&
    (order.provider === null || order.provider === purchase.provider) &&
    order.network === purchase.network
  )
}

function withOrder(purchase: Purchase, order: TrackedOrder): PurchaseState {
  if (order.status === 'pending') return { phase: 'pending', purchase, order }
  if (order.status === 'success') return { phase: 'success', purchase, order }
  return {
    phase: 'failed',
    purchase,
    order,
    error: new PurchaseFailedError({
      orderId: order.id,
      reason: order.failureReason,
      providerName: purchase.providerName,
    }),
  }
}

/**
 * The next state of a purchase. Orders that are not the purchase's are ignored; success and failure are
 * final; a closed window ends only a purchase with nothing paid (a paid one keeps being followed).
 * @example
 * let state = reducePurchase(IDLE, { type: 'opened', purchase })
 * state = reducePurchase(state, { type: 'order', order }) // { phase: 'pending', … }
 */
export function reducePurchase(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'reset':
      return IDLE
    case 'opened':
      return state.phase === 'idle' || isEnded(state) ? { phase: 'open', purchase: event.purchase } : state
    case 'blocked':
      return state.phase === 'idle' || isEnded(state) ? { phase: 'blocked', purchase: event.purchase } : state
    case 'linkOpened':
      return state.phase === 'blocked' ? { phase: 'open', purchase: state.purchase } : state
    case 'windowClosed':
      return state.phase === 'open' ? { phase: 'closed', purchase: state.purchase } : state
    case 'tick':
      return (state.phase === 'open' || state.phase === 'blocked') &&
        event.now - state.purchase.startedAt > PURCHASE_WINDOW_MS
        ? { phase: 'closed', purchase: state.purchase }
        : state
    case 'order': {
      if (state.phase !== 'open' && state.phase !== 'blocked' && state.phase !== 'pending') return state
      if (!isOrderOf(event.order, state.purchase)) return state
      if (state.phase === 'pending' && event.order.id !== state.order.id) return state
      return withOrder(state.purchase, event.order)
    }
  }
}

/** Whether the purchase has ended (success, failure or closed without a purchase). */
export function isEnded(state: PurchaseState): boolean {
  return state.phase === 'success' || state.phase === 'failed' || state.phase === 'closed'
}

/** Whether the purchase is followed through history (an order may appear or change). */
export function followsHistory(
  state: PurchaseState,
): state is Extract<PurchaseState, { purchase: Purchase }> {
  return state.phase === 'open' || state.phase === 'blocked' || state.phase === 'pending'
}

/**
 * The history query that follows the purchase: its address, `onramp` = the provider, `chainId` = its network
 * (GET /v1/account/{address}/history); undefined when nothing is to be followed.
 */
export function historyQuery(
  state: PurchaseState,
): { address: string; onramp: string; chainId: string } | undefined {
  if (!followsHistory(state)) return undefined
  const { address, provider, network } = state.purchase
  return { address, onramp: provider, chainId: network }
}

/** The newest order of a history page that belongs to the purchase, if any. */
export function findOrder(orders: readonly TrackedOrder[], purchase: Purchase): TrackedOrder | undefined {
  return orders.find((order) => isOrderOf(order, purchase))
}

/** Whether the purchase delivers to another network than the active one (the visitor switched meanwhile). */
export function deliversElsewhere(
  state: PurchaseState,
  activeNetwork: string,
  activeAddress: string,
): boolean {
  if (state.phase === 'idle') return false
  return state.purchase.network !== activeNetwork || !sameAddress(state.purchase.address, activeAddress)
}

const money = () => z.object({ amount: z.string(), currency: z.string() })
const recordSchema = () =>
  z.object({
    v: z.literal(1),
    purchase: z.object({
      id: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
      provider: z.string(),
      providerName: z.string(),
      providerOrigin: z.string().check(z.refine((o) => URL.canParse(o) && new URL(o).origin === o)),
      checkoutUrl: z.string(),
      address: z.string(),
      network: z.string(),
      expected: money(),
      paymentTotal: money(),
      startedAt: z.number(),
    }),
    order: z.optional(
      z.object({
        id: z.string(),
        status: z.literal('pending'),
        failureReason: z.nullable(z.string()),
        txHash: z.nullable(z.string()),
        network: z.string(),
        partnerUserId: z.nullable(z.string()),
        provider: z.nullable(z.string()),
        purchaseAmount: z.nullable(money()),
      }),
    ),
  })

/**
 * What to keep in storage for the purchase: a JSON record while it is open, blocked or pending; undefined
 * once it has ended (the stored record is then removed).
 */
export function purchaseRecord(state: PurchaseState): string | undefined {
  if (!followsHistory(state)) return undefined
  return JSON.stringify({
    v: 1,
    purchase: state.purchase,
    ...(state.phase === 'pending' ? { order: state.order } : {}),
  })
}

/**
 * The purchase a stored record describes, after a reload: pending with its order, or open (its window is
 * no longer known; history tells whether it was paid). Idle for no record, a record that does not parse,
 * or one whose purchase window has passed without an order.
 */
export function restorePurchase(raw: string | null | undefined, now: number): PurchaseState {
  if (!raw) return IDLE
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return IDLE
  }
  const parsed = recordSchema().safeParse(value)
  if (!parsed.success) return IDLE
  const { purchase, order } = parsed.data
  if (order) return { phase: 'pending', purchase, order }
  return now - purchase.startedAt > PURCHASE_WINDOW_MS ? IDLE : { phase: 'open', purchase }
}
