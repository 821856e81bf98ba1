// The on-ramp's sums in the visitor's locale: fiat (what is paid, the fees) through Intl's currency format,
// the token bought through ui's amount format (every digit the quote gives, the locale's separators).
import { formatAmount, formatCurrency } from '@airlock/ui'

/** A sum as a quote or a purchase carries it. */
export interface Money {
  amount: string
  currency: string
}

/** More decimals than any token has: the quote's digits are all kept. */
const ALL_DECIMALS = 36

/**
 * A fiat sum in `locale` ('1.234,50 US$' in es). A currency Intl does not know is written as given.
 *
 * @example
 * localFiat({ amount: '1234.5', currency: 'USD' }, 'en') // '$1,234.50'
 */
export function localFiat(money: Money, locale: string): string {
  const value = Number(money.amount)
  if (!Number.isFinite(value)) return `${money.amount} ${money.currency}`
  try {
    return formatCurrency(value, money.currency.toUpperCase(), locale)
  } catch {
    return `${formatAmount(money.amount, 2, locale)} ${money.currency}`
  }
}

/**
 * A token amount in `locale`, without its symbol ('0,012345' in es).
 *
 * @example
 * localTokenAmount('1234.000001', 'en') // '1,234.000001'
 */
export function localTokenAmount(amount: string, locale: string): string {
  return formatAmount(amount, ALL_DECIMALS, locale)
}
