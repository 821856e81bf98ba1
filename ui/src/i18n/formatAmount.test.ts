import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount'

describe('formatAmount: the locale’s separators and digits, cut not rounded, exact', () => {
  test('cuts to the decimals asked, never rounds, drops trailing zeros', () => {
    expect(formatAmount('1.23999', 3, 'en')).toBe('1.239')
    expect(formatAmount('0.9999999', 3, 'en')).toBe('0.999')
    expect(formatAmount('2.5000', 3, 'en')).toBe('2.5')
    expect(formatAmount('7', 3, 'en')).toBe('7')
  })

  test('groups the integer part as the locale does', () => {
    expect(formatAmount('29996249.6912', 2, 'en')).toBe('29,996,249.69')
    expect(formatAmount('29996249.6912', 2, 'es')).toBe('29.996.249,69')
    // Spanish groups from five digits on (CLDR's minimum grouping digits).
    expect(formatAmount('9998.74999', 3, 'es')).toBe('9998,749')
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
  })

  test('huge amounts stay exact (no float holds them)', () => {
    const wei = '123456789012345678901234567890.123456789'
    expect(formatAmount(wei, 3, 'en')).toBe('123,456,789,012,345,678,901,234,567,890.123')
  })
})
