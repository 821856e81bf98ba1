import { describe, expect, test } from 'vitest'
import { SHORT_ADDRESS_SEPARATOR, shortenAddress } from './address'
import {
  formatBalance,
  formatMessageAmount,
  formatTokenValue,
  toPlainDecimal,
  truncateDecimals,
} from './number'

describe('number formatting', () => {
  test('balances: 3 decimals, cut not rounded [spec 9.13]', () => {
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance(0.9999)).toBe('0.999')
    expect(formatBalance('1.5', 'ETH')).toBe('1.5 ETH')
    expect(formatBalance('2', 'SOL')).toBe('2 SOL')
    expect(formatBalance('0.0004')).toBe('0')
    expect(formatBalance('-1.23456')).toBe('-1.234')
    expect(formatBalance('abc')).toBe('0')
    expect(formatBalance(1e-7)).toBe('0')
    expect(formatBalance('123456789.1234567')).toBe('123456789.123')
  })

  test('plain decimals and truncation', () => {
    expect(toPlainDecimal(1e-7)).toBe('0.0000001')
    expect(toPlainDecimal('1.5e3')).toBe('1500')
    expect(toPlainDecimal('1.2345e2')).toBe('123.45')
    expect(toPlainDecimal(-2.5e-3)).toBe('-0.0025')
    expect(toPlainDecimal(1e21)).toBe('1000000000000000000000')
    expect(truncateDecimals('1.000', 3)).toBe('1')
    expect(truncateDecimals('.5', 3)).toBe('0.5')
    expect(truncateDecimals('-0.0001', 3)).toBe('0')
    expect(truncateDecimals('', 3)).toBe('0')
  })

  test('token value 2 decimals, message amount 3 [spec 9.12, 9.13]', () => {
    expect(formatTokenValue(1234.5)).toBe('1,234.50')
    expect(formatTokenValue('0.005')).toBe('0.01')
    expect(formatTokenValue('nope')).toBe('0.00')
    expect(formatTokenValue(Number.POSITIVE_INFINITY)).toBe('0.00')
    expect(formatTokenValue(999.995)).toBe('1,000.00')
    expect(formatTokenValue(1e21)).toBe('1,000,000,000,000,000,000,000.00')
    expect(formatMessageAmount('10.98765')).toBe('10.987')
  })
})

describe('address shortening', () => {
  test('first 4 and last 6 characters joined by ... [spec 9.29]', () => {
    expect(SHORT_ADDRESS_SEPARATOR).toBe('...')
    expect(shortenAddress('0x1234567890123456789012345678901234abcdef')).toBe('0x12...abcdef')
    expect(shortenAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe...usVFin')
    expect(shortenAddress('0x12345678901')).toBe('0x12345678901')
    expect(shortenAddress('0x123456789012')).toBe('0x12...789012')
    expect(shortenAddress('abcdefghijklmnop', 2, 2)).toBe('ab...op')
  })
})

describe('formatTokenValue matches Intl.NumberFormat en-US with 2 fraction digits', () => {
  const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const samples = [
    0,
    -0,
    1,
    -1,
    0.005,
    0.015,
    0.025,
    1.005,
    2.675,
    1.45,
    -0.004,
    -0.005,
    -1234.565,
    12.3456,
    999.994,
    999.995,
    1e-7,
    5e-3,
    123456789.125,
    1e15 + 0.5,
    2 ** 53,
    1e21,
    1.7976931348623157e308,
    4.35,
    8.345,
    0.125,
    0.135,
  ]
  test.each(samples)('%s', (value) => {
    expect(formatTokenValue(value)).toBe(intl.format(value))
    expect(formatTokenValue(String(value))).toBe(intl.format(Number(String(value))))
  })

  test('random values (seeded)', () => {
    let seed = 42
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(next() * 16 - 6)
      const value = (next() - 0.2) * magnitude
      const rounded = Math.round(value * 1000) / 1000 // many exact half-cent ties
      for (const v of [value, rounded]) expect(formatTokenValue(v)).toBe(intl.format(v))
    }
  })
})
