// Token amounts in the visitor's locale, exact and cut (never rounded): the decimal string is cut to the
// spec's decimals first, then its integer part is formatted by Intl (as a bigint: no float ever holds the
// amount) and its fraction written with the locale's decimal separator and digits. English takes a plain
// path with the same output and no Intl: a page's first Intl.NumberFormat loads ICU's number data (about
// 14 ms at 1x CPU in Chromium, 55 ms at 4x), which the Account view's first render would otherwise pay.
import { BALANCE_DECIMALS, truncateDecimals } from '@airlock/kernel'

/** The pieces of a locale's number format an amount is written with. */
interface NumberSymbols {
  integer: Intl.NumberFormat
  decimal: string
  /** What the locale writes before and after a negative number's digits (a minus sign, a direction mark). */
  negative: { before: string; after: string }
  /** The locale's ten digits, '0' to '9' (Arabic-Indic in ar-EG). */
  digits: readonly string[]
}

/** Locales whose amounts are written as Intl writes en-US ('-1,234.5'), without loading Intl. */
const PLAIN_LOCALES = new Set(['en', 'en-US'])

const symbolsByLocale = new Map<string, NumberSymbols>()

function symbolsOf(locale: string): NumberSymbols {
  let symbols = symbolsByLocale.get(locale)
  if (!symbols) {
    // Grouping always: a token amount beside a grouped fiat value reads alike ('9.998,749 ETH' in es, whose
    // default would leave four-digit numbers ungrouped).
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' })
    const parts = new Intl.NumberFormat(locale).formatToParts(-1.5)
    const first = parts.findIndex((p) => p.type === 'integer')
    const last = parts.findIndex((p) => p.type === 'fraction')
    const plain = new Intl.NumberFormat(locale, { useGrouping: false })
    symbols = {
      integer,
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      negative: {
        before: parts
          .slice(0, first)
          .map((p) => p.value)
          .join(''),
        after: parts
          .slice(last + 1)
          .map((p) => p.value)
          .join(''),
      },
      digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
    }
    symbolsByLocale.set(locale, symbols)
  }
  return symbols
}

/**
 * An amount (a decimal string or number) in `locale`, cut to at most `decimals` decimals, with the locale's
 * grouping, decimal separator, minus sign and digits; trailing zeros of the fraction are dropped. Exact for
 * any size (no float holds the amount); invalid input gives '0'.
 *
 * @example
 * formatAmount('9998.74999', 3, 'es') // '9.998,749'
 * formatAmount('29996249.6912', 2, 'en') // '29,996,249.69'
 */
export function formatAmount(value: number | string, decimals: number, locale: string): string {
  const cut = truncateDecimals(value, decimals)
  const negative = cut.startsWith('-')
  const [int = '0', fraction = ''] = (negative ? cut.slice(1) : cut).split('.')
  if (PLAIN_LOCALES.has(locale)) {
    const whole = int.replace(/\B(?=(\d{3})+$)/g, ',')
    return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
  }
  const symbols = symbolsOf(locale)
  const whole = symbols.integer.format(BigInt(int))
  const frac = [...fraction].map((d) => symbols.digits[Number(d)]).join('')
  const body = `${whole}${frac ? `${symbols.decimal}${frac}` : ''}`
  return negative ? `${symbols.negative.before}${body}${symbols.negative.after}` : body
}

/**
 * A token amount as the modal shows it: the spec's 3 decimals (cut, not rounded) in `locale`, followed by
 * its symbol when given.
 *
 * @example
 * formatTokenAmount('9998.74999', 'es', 'ETH') // '9.998,749 ETH'
 * formatTokenAmount('-0.01', 'en', 'ETH') // '-0.01 ETH'
 */
export function formatTokenAmount(value: number | string, locale: string, symbol?: string): string {
  const amount = formatAmount(value, BALANCE_DECIMALS, locale)
  return symbol ? `${amount} ${symbol}` : amount
}
