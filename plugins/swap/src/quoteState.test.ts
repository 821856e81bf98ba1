import { describe, expect, it } from 'vitest'
import {
  acceptQuote,
  needsRequoteBeforeSigning,
  type QuoteKey,
  quoteState,
  type StoredQuote,
  sameQuoteKey,
  shownToAmount,
} from './quoteState'

const key: QuoteKey = {
  chainId: 'eip155:31337',
  from: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  to: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  amount: 10n ** 18n,
}
const quote: StoredQuote = { key, toAmount: 2_991_035_907n, receivedAt: 1_000 }

describe('quote state', () => {
  it('is fresh for its own input within the lifetime, then expired (still shown, requoted before signing)', () => {
    expect(quoteState(quote, key, 1_000 + 9_999).status).toBe('fresh')
    const expired = quoteState(quote, key, 1_000 + 10_000)
    expect(expired.status).toBe('expired')
    expect(shownToAmount(expired)).toBe(2_991_035_907n)
    expect(needsRequoteBeforeSigning(expired)).toBe(true)
    expect(needsRequoteBeforeSigning(quoteState(quote, key, 2_000))).toBe(false)
  })

  it('is stale, with no number to show, once the amount or a token changes', () => {
    for (const changed of [
      { ...key, amount: 2n * 10n ** 18n },
      { ...key, to: key.from, from: key.to },
      { ...key, chainId: 'eip155:31338' },
    ]) {
      const state = quoteState(quote, changed, 1_001)
      expect(state.status).toBe('stale')
      expect(shownToAmount(state)).toBeUndefined()
    }
    expect(quoteState(quote, undefined, 1_001).status).toBe('stale')
    expect(quoteState(undefined, key, 1_001)).toEqual({ status: 'none' })
  })

  it('compares CAIP ids case-insensitively and amounts exactly', () => {
    expect(sameQuoteKey(key, { ...key, from: key.from.toLowerCase() })).toBe(true)
    expect(sameQuoteKey(key, { ...key, amount: key.amount + 1n })).toBe(false)
  })

  it('drops an answer that arrives for an amount the visitor has already changed', () => {
    const typedOn: QuoteKey = { ...key, amount: 3n * 10n ** 18n }
    const late: StoredQuote = { key, toAmount: 1n, receivedAt: 5_000 }
    expect(acceptQuote(undefined, late, typedOn)).toBeUndefined()
    const current: StoredQuote = { key: typedOn, toAmount: 8_900_000_000n, receivedAt: 4_000 }
    expect(acceptQuote(current, late, typedOn)).toBe(current)
    const answer: StoredQuote = { key: typedOn, toAmount: 8_950_000_000n, receivedAt: 6_000 }
    expect(acceptQuote(current, answer, typedOn)).toBe(answer)
  })
})
