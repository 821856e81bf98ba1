// The swap's inputs, checked as the spec asks (§5): a source token, a target token with an address and
// decimals, two different tokens, and a source amount above 0; and the quote's target amount.
import { parseAmount } from './amount'
import { IncorrectAmountError, InvalidSwapInputError } from './errors'
import type { QuotesResponse, SwapToken } from './schemas'

/**
 * Checks the tokens and parses the amount to base units: the source amount above 0 with no more
 * decimals than the source token has, a target with an address and decimals, two different tokens.
 * Throws InvalidSwapInputError or InvalidSwapAmountError (their `reason` says which rule).
 *
 * @example
 * const amount = validateSwapInput({ source: usdc, target: dai, amount: '12.5' }) // 12_500_000n
 */
export function validateSwapInput(input: {
  source: SwapToken | undefined
  target: SwapToken | undefined
  amount: string
}): bigint {
  const { source, target } = input
  if (!source) throw new InvalidSwapInputError('noSourceToken')
  if (!target) throw new InvalidSwapInputError('noTargetToken')
  if (!target.address || target.decimals === undefined) {
    throw new InvalidSwapInputError('targetTokenIncomplete', { details: `${target.symbol}: no decimals` })
  }
  if (source.address.toLowerCase() === target.address.toLowerCase())
    throw new InvalidSwapInputError('sameToken')
  return parseAmount(input.amount, source.decimals)
}

/**
 * The target amount of a quotes answer (`quotes[0].toAmount`, base units), or IncorrectAmountError
 * ('Incorrect amount' / 'Please enter a valid amount') when the quote has none or it is not a whole number.
 */
export function quoteToAmount(response: QuotesResponse): bigint {
  const given = response.quotes[0]?.toAmount
  const raw = typeof given === 'number' && Number.isSafeInteger(given) ? String(given) : given
  if (typeof raw !== 'string' || !/^\d{1,78}$/.test(raw)) {
    throw new IncorrectAmountError({ details: `quote toAmount: ${JSON.stringify(raw ?? null)}` })
  }
  return BigInt(raw)
}

/**
 * The tokens a visitor can pick: decimals known and above 0 (spec §5 filters 0-decimal tokens out),
 * the visitor's held tokens first (by USD value, then name), then the rest by symbol.
 */
export function swappableTokens(
  tokens: readonly SwapToken[],
  holdings: ReadonlyMap<string, number> = new Map(),
): SwapToken[] {
  const value = (t: SwapToken) => holdings.get(t.address.toLowerCase())
  return tokens
    .filter((t) => t.decimals !== undefined && t.decimals > 0)
    .sort((a, b) => {
      const [va, vb] = [value(a), value(b)]
      if (va !== undefined || vb !== undefined)
        return (vb ?? -1) - (va ?? -1) || a.symbol.localeCompare(b.symbol)
      return a.symbol.localeCompare(b.symbol)
    })
}

/** Tokens whose symbol or name contains the query, or whose address starts with it (case-insensitive). */
export function searchTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...tokens]
  return tokens.filter(
    (t) =>
      t.symbol.toLowerCase().includes(q) ||
      t.name.toLowerCase().includes(q) ||
      (q.startsWith('0x') && (t.address.split(':').at(-1) ?? '').toLowerCase().startsWith(q)),
  )
}
