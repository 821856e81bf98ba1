import { describe, expect, it } from 'vitest'
import { formatAmount, normalizeAmountInput, parseAmount } from './amount'
import { InvalidSwapAmountError } from './errors'

describe('the numeric-input rule (spec §5)', () => {
  it.each([
    ['.5', '0.5'],
    [',5', '0.5'],
    ['1,25', '1.25'],
    [' 12.5 ', '12.5'],
    ['12.', '12.'],
    ['', ''],
    ['١٢٫٥', '12.5'],
    ['۱۲', '12'],
  ])('normalises %j to %j', (typed, shown) => {
    expect(normalizeAmountInput(typed)).toBe(shown)
  })

  it.each(['12abc', 'abc', '1.2.3', '1,2.3', '-1', '+1', '1e5', '0x10', '1 000', 'NaN', 'Infinity'])(
    'refuses %j (the field keeps its previous value)',
    (typed) => {
      expect(normalizeAmountInput(typed)).toBeUndefined()
    },
  )
})

describe('parseAmount', () => {
  it.each([
    ['1', 6, 1_000_000n],
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['.5', 18, 500_000_000_000_000_000n],
    ['1,5', 6, 1_500_000n],
    ['1.500000000', 6, 1_500_000n],
    ['123456789012345678901234567890', 18, 123456789012345678901234567890n * 10n ** 18n],
    ['10', 0, 10n],
  ])('%s with %i decimals is %s base units', (text, decimals, units) => {
    expect(parseAmount(text, decimals)).toBe(units)
  })

  it.each([
    ['', 6, 'empty'],
    ['   ', 6, 'empty'],
    ['abc', 6, 'format'],
    ['12abc', 6, 'format'],
    ['1e3', 6, 'format'],
    ['.', 6, 'zero'],
    ['-1', 6, 'negative'],
    ['0', 6, 'zero'],
    ['0.000', 6, 'zero'],
    ['0.0000001', 6, 'tooManyDecimals'],
    ['1.1234567', 6, 'tooManyDecimals'],
    ['1', undefined, 'decimalsUnknown'],
    ['1', -1, 'decimalsUnknown'],
    ['1', 1.5, 'decimalsUnknown'],
  ])('refuses %j with %s decimals: %s', (text, decimals, reason) => {
    const error = (() => {
      try {
        parseAmount(text, decimals)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidSwapAmountError)
    expect((error as InvalidSwapAmountError).reason).toBe(reason)
  })
})

describe('formatAmount', () => {
  it.each([
    [1_234_567_891n, 6, 3, '1234.567'],
    [1_999_999n, 6, 3, '1.999'],
    [1_000_000n, 6, 6, '1'],
    [1n, 18, 6, '0'],
    [0n, 6, 6, '0'],
    [-1_500_000n, 6, 6, '-1.5'],
    [12n, 0, 6, '12'],
  ])('%s with %i decimals, cut to %i: %s', (units, decimals, max, text) => {
    expect(formatAmount(units, decimals, max)).toBe(text)
  })

  it('round-trips with parseAmount', () => {
    for (const units of [1n, 10n ** 6n + 1n, 987_654_321_123_456_789n]) {
      expect(parseAmount(formatAmount(units, 18), 18)).toBe(units)
    }
  })
})
