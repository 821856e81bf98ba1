import { describe, expect, it } from 'vitest'
import { localFiat, localTokenAmount } from './localMoney'

describe("the on-ramp's sums in the visitor's locale (issue 40 item 4)", () => {
  it('fiat through the currency format of the locale', () => {
    expect(localFiat({ amount: '1234.5', currency: 'USD' }, 'en')).toBe('$1,234.50')
    expect(localFiat({ amount: '12345.5', currency: 'EUR' }, 'es')).toMatch(/^12\.345,50\s€$/)
  })

  it('a currency Intl refuses, or an amount that is not a number, is written as given', () => {
    expect(localFiat({ amount: '12.5', currency: 'NOTACODE' }, 'en')).toBe('12.5 NOTACODE')
    expect(localFiat({ amount: 'n/a', currency: 'USD' }, 'en')).toBe('n/a USD')
  })

  it("the token bought keeps every digit of the quote, with the locale's separators", () => {
    expect(localTokenAmount('1234.000001', 'en')).toBe('1,234.000001')
    expect(localTokenAmount('0.012345678912345678', 'es')).toBe('0,012345678912345678')
  })
})
