// Quotes keyed by what they were asked for. A quote belongs to one chain, pair and source amount: the
// view shows it only while the input is still that, marks it stale the moment the visitor changes the
// amount, drops answers that arrive for an input no longer there, and refreshes it before signing once
// it is older than its lifetime.
import { SWAP_QUOTE_LIFETIME_MS } from './tradeConstants'

/** What a quote was asked for: chain (CAIP-2), source and target tokens (CAIP-10), source amount in base units. */
export interface QuoteKey {
  chainId: string
  from: string
  to: string
  amount: bigint
}

/** A received quote: its key, the target amount and when it arrived (ms, the caller's clock). */
export interface StoredQuote {
  key: QuoteKey
  toAmount: bigint
  receivedAt: number
}

/**
 * Where a quote stands against the current input:
 * - `none`: no quote yet;
 * - `stale`: the quote is for another input (amount or tokens changed): its number must not be shown;
 * - `expired`: for this input but older than its lifetime: shown, and fetched again before signing;
 * - `fresh`: for this input and young enough to sign.
 */
export type QuoteState =
  | { status: 'none' }
  | { status: 'stale'; quote: StoredQuote }
  | { status: 'expired'; quote: StoredQuote }
  | { status: 'fresh'; quote: StoredQuote }

/** Whether two quote keys name the same request (CAIP ids compared case-insensitively). */
export function sameQuoteKey(a: QuoteKey, b: QuoteKey): boolean {
  const same = (x: string, y: string) => x.toLowerCase() === y.toLowerCase()
  return same(a.chainId, b.chainId) && same(a.from, b.from) && same(a.to, b.to) && a.amount === b.amount
}

/**
 * The state of `quote` for the `current` input at time `now`.
 *
 * @example
 * quoteState(quote, { ...quote.key, amount: 2n }, Date.now()).status // 'stale'
 */
export function quoteState(
  quote: StoredQuote | undefined,
  current: QuoteKey | undefined,
  now: number,
  lifetimeMs: number = SWAP_QUOTE_LIFETIME_MS,
): QuoteState {
  if (!quote) return { status: 'none' }
  if (!current || !sameQuoteKey(quote.key, current)) return { status: 'stale', quote }
  return now - quote.receivedAt >= lifetimeMs ? { status: 'expired', quote } : { status: 'fresh', quote }
}

/**
 * The target amount the view may show for the current input: the quote's when it belongs to this input
 * (fresh or expired), else undefined: never a number that belongs to another amount.
 */
export function shownToAmount(state: QuoteState): bigint | undefined {
  return state.status === 'fresh' || state.status === 'expired' ? state.quote.toAmount : undefined
}

/**
 * Keeps an arriving quote only if it answers the input the visitor has now; an answer to an earlier
 * input (the visitor typed on while it was in flight) is dropped and the current quote kept.
 *
 * @example
 * stored = acceptQuote(stored, { key: askedFor, toAmount, receivedAt: Date.now() }, currentKey)
 */
export function acceptQuote(
  current: StoredQuote | undefined,
  arriving: StoredQuote,
  input: QuoteKey | undefined,
): StoredQuote | undefined {
  return input && sameQuoteKey(arriving.key, input) ? arriving : current
}

/** Whether a quote must be fetched again before the transaction is built and signed. */
export function needsRequoteBeforeSigning(state: QuoteState): boolean {
  return state.status !== 'fresh'
}
