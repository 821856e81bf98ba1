import { describe, expect, it } from 'vitest'
import { ACCEPTED_TEST_CARDS, checkCard, DECLINED_TEST_CARD, luhnValid } from './testCards'

describe('test cards', () => {
  it('accepts the usual test numbers, typed with spaces or dashes', () => {
    for (const card of ACCEPTED_TEST_CARDS)
      expect(checkCard(card)).toMatchObject({ valid: true, declined: false })
    expect(checkCard('4242 4242 4242 4242')).toEqual({
      valid: true,
      declined: false,
      last4: '4242',
      brand: 'visa',
    })
    expect(checkCard('5555-5555-5555-4444')).toMatchObject({ brand: 'mastercard', last4: '4444' })
    expect(checkCard('3782 822463 10005')).toMatchObject({ brand: 'amex' })
  })

  it('declines 4000 0000 0000 0002', () => {
    expect(checkCard(DECLINED_TEST_CARD)).toMatchObject({ valid: true, declined: true, last4: '0002' })
    expect(checkCard('4000 0000 0000 0002')).toMatchObject({ declined: true })
  })

  it('refuses what is not a card number: failed checksum, wrong length, letters, empty', () => {
    for (const bad of ['4242424242424241', '4242', '42424242424242424242', '4242abcd42424242', '']) {
      expect(checkCard(bad), bad).toEqual({ valid: false })
    }
  })

  it('checks Luhn sums', () => {
    expect(luhnValid('79927398713')).toBe(true)
    expect(luhnValid('79927398710')).toBe(false)
  })
})
