import { expect, test } from 'vitest'
import { BitcoinInvalidAmountError } from './errors'
import { formatBtc, MAX_MONEY, parseBtcAmount } from './units'

test('decimal text parses to exact satoshis', () => {
  expect(parseBtcAmount('1')).toBe(100_000_000n)
  expect(parseBtcAmount('0.015')).toBe(1_500_000n)
  expect(parseBtcAmount('.25')).toBe(25_000_000n)
  expect(parseBtcAmount('1,5')).toBe(150_000_000n)
  expect(parseBtcAmount(' 0.00000001 ')).toBe(1n)
  expect(parseBtcAmount('0.10000000000')).toBe(10_000_000n) // trailing zeros beyond 8 places are harmless
  // 0.1 + 0.2 in floating point is 0.30000000000000004: here it stays exact
  expect(parseBtcAmount('0.1') + parseBtcAmount('0.2')).toBe(parseBtcAmount('0.3'))
  expect(parseBtcAmount('21000000')).toBe(MAX_MONEY)
})

test('bad amounts are refused with the reason', () => {
  const reason = (text: string) => {
    try {
      parseBtcAmount(text)
    } catch (error) {
      expect(error).toBeInstanceOf(BitcoinInvalidAmountError)
      return (error as BitcoinInvalidAmountError).messageKey
    }
    return 'accepted'
  }
  for (const text of ['', '.', 'abc', '-1', '1e3', '1.2.3', '0x10', '1 000'])
    expect(reason(text), text).toBe('invalidAmount')
  expect(reason('0.000000001')).toBe('amountTooPrecise')
  expect(reason('0')).toBe('invalidAmount')
  expect(reason('21000000.00000001')).toBe('invalidAmount')
})

test('satoshis format back to the shortest decimal text', () => {
  expect(formatBtc(1_500_000n)).toBe('0.015')
  expect(formatBtc(100_000_000n)).toBe('1')
  expect(formatBtc(1n)).toBe('0.00000001')
  expect(formatBtc(0n)).toBe('0')
  expect(formatBtc(-2_50_000_000n)).toBe('-2.5')
  for (const sats of [1n, 99n, 123_456_789n, MAX_MONEY]) expect(parseBtcAmount(formatBtc(sats))).toBe(sats)
})
