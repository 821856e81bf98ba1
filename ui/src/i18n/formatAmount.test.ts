import { describe, expect, test } from 'vitest'
import { formatAmount, formatTokenAmount } from './formatAmount'

describe('formatAmount: the locale’s separators and digits, cut not rounded, exact [spec 9.13]', () => {
  test('cuts to the decimals asked, never rounds, drops trailing zeros', () => {
    expect(formatAmount('1.23999', 3, 'en')).toBe('1.239')
    expect(formatAmount('0.9999999', 3, 'en')).toBe('0.999')
    expect(formatAmount('2.5000', 3, 'en')).toBe('2.5')
    expect(formatAmount('7', 3, 'en')).toBe('7')
    expect(formatAmount('0.9999999', 3, 'es')).toBe('0,999')
  })

  test('groups the integer part as the locale does', () => {
    expect(formatAmount('29996249.6912', 2, 'en')).toBe('29,996,249.69')
    expect(formatAmount('29996249.6912', 2, 'es')).toBe('29.996.249,69')
    // Four-digit amounts are grouped too in es, as the fiat value beside them.
    expect(formatAmount('9998.74999', 3, 'es')).toBe('9.998,749')
    expect(formatTokenAmount('9998.74999', 'es', 'ETH')).toBe('9.998,749 ETH')
  })

  test('Arabic: what Intl writes for the locale (its direction mark before the minus), digits included', () => {
    expect(formatAmount('-1234.5678', 3, 'ar')).toBe(new Intl.NumberFormat('ar').format(-1234.567))
    // A locale whose digits are Arabic-Indic gets them in the fraction too.
    const egypt = formatAmount('1234.5678', 3, 'ar-EG')
    expect(egypt).toBe(new Intl.NumberFormat('ar-EG').format(1234.567))
    expect(/[0-9]/.test(egypt)).toBe(false)
  })

  test('a negative amount keeps its sign; one that cuts to zero is zero', () => {
    expect(formatAmount('-0.01', 3, 'en')).toBe('-0.01')
    expect(formatAmount('-0.0001', 3, 'en')).toBe('0')
    expect(formatAmount('-0.0001', 3, 'es')).toBe('0')
    expect(formatAmount('-0.01', 3, 'es')).toBe(new Intl.NumberFormat('es').format(-0.01))
  })

  test('huge amounts stay exact (no float holds them)', () => {
    const wei = '123456789012345678901234567890.123456789'
    expect(formatAmount(wei, 3, 'en')).toBe('123,456,789,012,345,678,901,234,567,890.123')
    expect(formatAmount(wei, 3, 'es')).toBe('123.456.789.012.345.678.901.234.567.890,123')
  })

  test('invalid input gives zero in every locale', () => {
    expect(formatAmount('abc', 3, 'en')).toBe('0')
    expect(formatAmount('abc', 3, 'es')).toBe('0')
  })

  test('en’s plain path (no Intl) writes what Intl writes for en', () => {
    const samples = [
      '0',
      '1',
      '12',
      '123',
      '1234',
      '12345',
      '123456',
      '1234567.5',
      '-1234.25',
      '-0.5',
      '999999.999',
    ]
    for (let i = 0; i < 200; i++) samples.push(String((i * 7919.731 - 400_000).toFixed(i % 4)))
    for (const locale of ['en', 'en-US']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
      for (const sample of samples)
        expect(formatAmount(sample, 3, locale), sample).toBe(intl.format(Number(sample)))
    }
  })
})
