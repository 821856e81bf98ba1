// The card numbers the devnet checkout takes: the usual test numbers pay, 4000 0000 0000 0002 is declined,
// anything that is not a card number (wrong length, failed Luhn check) is refused before any order exists.

/** The card number the devnet providers decline (the usual "generic decline" test card). */
export const DECLINED_TEST_CARD = '4000000000000002'

/** The usual test numbers the devnet providers accept (any other Luhn-valid number is accepted too). */
export const ACCEPTED_TEST_CARDS: readonly string[] = [
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
  '4000056655665556',
]

/** What the checkout makes of a typed card number. */
export type CardCheck =
  | { valid: false }
  | { valid: true; declined: boolean; last4: string; brand: 'visa' | 'mastercard' | 'amex' | 'card' }

/** Whether a string of digits passes the Luhn checksum. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * Checks a card number as typed (spaces and dashes allowed): 13–19 digits passing Luhn; the declined test
 * card is valid but declined.
 * @example checkCard('4242 4242 4242 4242') // { valid: true, declined: false, last4: '4242', brand: 'visa' }
 */
export function checkCard(raw: string): CardCheck {
  const digits = raw.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { valid: false }
  const brand = digits.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'card'
  return { valid: true, declined: digits === DECLINED_TEST_CARD, last4: digits.slice(-4), brand }
}
