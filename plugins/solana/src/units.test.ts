import { expect, test } from 'vitest'
import { formatAmount, parseAmount } from './units'

test('decimal text becomes the smallest unit exactly, never through floating point', () => {
  expect(parseAmount('1.5', 9)).toBe(1_500_000_000n)
  expect(parseAmount('0.1', 9)).toBe(100_000_000n)
  expect(parseAmount('.25', 6)).toBe(250_000n)
  expect(parseAmount('0,5', 9)).toBe(500_000_000n)
  expect(parseAmount('12', 0)).toBe(12n)
  expect(parseAmount('1.000000000', 9)).toBe(1_000_000_000n)
  // 0.3 × 10^9 in floating point is 299999999.99999994; the bigint parse is exact.
  expect(parseAmount('0.3', 9)).toBe(300_000_000n)
  expect(parseAmount('18446744073.709551615', 9)).toBe(18_446_744_073_709_551_615n) // u64 max lamports
})

test('anything that is not a non-negative decimal, or too precise, is refused', () => {
  for (const bad of ['', '.', 'abc', '-1', '1e9', '1.2.3', '0x10', ' '])
    expect(parseAmount(bad, 9)).toBeUndefined()
  expect(parseAmount('0.0000000001', 9)).toBeUndefined()
  expect(parseAmount('1.5', 0)).toBeUndefined()
})

test('the smallest unit formats back to decimal text without trailing zeros', () => {
  expect(formatAmount(1_500_000_000n, 9)).toBe('1.5')
  expect(formatAmount(5000n, 9)).toBe('0.000005')
  expect(formatAmount(0n, 9)).toBe('0')
  expect(formatAmount(42n, 0)).toBe('42')
  expect(formatAmount(-2_000_000n, 6)).toBe('-2')
})
