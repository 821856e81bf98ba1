// Quotes side by side: every provider is asked at once; what each answers is checked; the best is the one
// that delivers the most after fees. A provider that fails shows as unavailable, never with a number
// (AppKit shows a fabricated 1:1 quote when its quote call fails).
import { compareDecimals } from './decimal'
import { OnrampResponseError, QuoteUnavailableError } from './errors'
import { type OnrampQuote, parseOnrampQuote } from './schemas'

/** A provider to quote: its id and display name. */
export interface QuoteProvider {
  id: string
  name: string
}

/** What one provider gave: a checked quote, or why there is none. */
export type QuoteOutcome =
  | { provider: QuoteProvider; quote: OnrampQuote; best: boolean }
  | { provider: QuoteProvider; error: QuoteUnavailableError }

/** What the quotes are for: the asset bought and the fiat currency paid in. */
export interface QuoteRequest {
  purchaseSymbol: string
  paymentCurrency: string
}

function check(provider: QuoteProvider, answer: unknown, request: QuoteRequest): OnrampQuote {
  const quote = parseOnrampQuote(answer)
  const wrong =
    quote.purchaseAmount.currency.toUpperCase() !== request.purchaseSymbol.toUpperCase()
      ? `it buys ${quote.purchaseAmount.currency}, not ${request.purchaseSymbol}`
      : quote.paymentTotal.currency.toUpperCase() !== request.paymentCurrency.toUpperCase()
        ? `it is paid in ${quote.paymentTotal.currency}, not ${request.paymentCurrency}`
        : compareDecimals(quote.purchaseAmount.amount, '0') <= 0
          ? 'it delivers nothing'
          : undefined
  if (wrong) throw new OnrampResponseError({ endpoint: `quote of ${provider.id}`, issues: wrong })
  return quote
}

/**
 * Ranks outcomes: quotes first, most delivered first (ties: lower total, then the providers' order), the first
 * flagged `best`; unavailable providers after, in their order.
 */
export function rankQuotes(outcomes: readonly QuoteOutcome[]): QuoteOutcome[] {
  const quotes = outcomes.filter((o): o is Extract<QuoteOutcome, { quote: OnrampQuote }> => 'quote' in o)
  const sorted = quotes
    .map((o, index) => ({ o, index }))
    .sort(
      (a, b) =>
        compareDecimals(b.o.quote.purchaseAmount.amount, a.o.quote.purchaseAmount.amount) ||
        compareDecimals(a.o.quote.paymentTotal.amount, b.o.quote.paymentTotal.amount) ||
        a.index - b.index,
    )
    .map(({ o }, i) => ({ ...o, best: i === 0 }))
  return [...sorted, ...outcomes.filter((o) => 'error' in o)]
}

/**
 * Asks every provider for a quote at once with `fetchQuote` (the POST /v1/onramp/quote call for one
 * provider; it may throw or answer anything) and ranks what comes back.
 * @example
 * const outcomes = await quoteProviders(providers, { purchaseSymbol: 'ETH', paymentCurrency: 'USD' },
 *   (p) => api.getOnrampQuote({ ...body, provider: p.id }))
 */
export async function quoteProviders(
  providers: readonly QuoteProvider[],
  request: QuoteRequest,
  fetchQuote: (provider: QuoteProvider) => Promise<unknown>,
): Promise<QuoteOutcome[]> {
  const outcomes = await Promise.all(
    providers.map(async (provider): Promise<QuoteOutcome> => {
      try {
        return { provider, quote: check(provider, await fetchQuote(provider), request), best: false }
      } catch (cause) {
        return {
          provider,
          error: new QuoteUnavailableError({ provider: provider.id, providerName: provider.name, cause }),
        }
      }
    }),
  )
  return rankQuotes(outcomes)
}
