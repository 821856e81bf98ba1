// Token amounts in the visitor's locale, exact and cut (never rounded): the decimal string is cut to the
// spec's decimals first, then its integer part is formatted by Intl (as a bigint: no float ever holds the
// amount) and its fraction written with the locale's decimal separator and digits.
import { truncateDecimals } from '@airlock/kernel'

/** The pieces of a locale's number format an amount is written with. */
interface NumberSymbols {
  integer: Intl.NumberFormat
  decimal: string
  /** What the locale writes before and after a negative number's digits (a minus sign, a direction mark). */
  negative: { before: string; after: string }
  /** The locale's ten digits, '0' to '9' (Arabic-Indic in ar). */
  digits: readonly string[]
}

const symbolsByLocale = new Map<string, NumberSymbols>()

function symbolsOf(locale: string): NumberSymbols {
  let symbols = symbolsByLocale.get(locale)
  if (!symbols) {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
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
 * grouping, decimal separator, minus sign and digits; trailing zeros of the fraction are dropped.
 *
 * @example
 * formatAmount('9998.74999', 3, 'es') // '9998,749' (es groups from five digits)
 * formatAmount('29996249.6912', 2, 'en') // '29,996,249.69'
 */
export function formatAmount(value: number | string, decimals: number, locale: string): string {
  const cut = truncateDecimals(value, decimals)
  const negative = cut.startsWith('-')
  const [int = '0', fraction = ''] = (negative ? cut.slice(1) : cut).split('.')
  const symbols = symbolsOf(locale)
  const whole = symbols.integer.format(BigInt(int))
  const frac = [...fraction].map((d) => symbols.digits[Number(d)]).join('')
  const body = `${whole}${frac ? `${symbols.decimal}${frac}` : ''}`
  return negative ? `${symbols.negative.before}${body}${symbols.negative.after}` : body
}
