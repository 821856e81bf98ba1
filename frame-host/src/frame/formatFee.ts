// A fee as the modal writes it (ui's formatFee, the Send preview's rule): the amount cut, not rounded, to
// 3 decimals in the visitor's locale (grouping always, the locale's separator and digits), and
// '< 0.001 SYM' when it would show as 0. The frame cannot import the modal (ui depends on React and the
// kernel; the frame page depends on neither): the same rule, tested against the same cases
// (formatFee.test.ts and ui/src/views/account/helpers.test.ts).

/** The decimals a fee is shown with (the spec's balance decimals). */
const FEE_DECIMALS = 3

/** A smallest-unit integer as a plain decimal string ('0.000021'), without trailing zeros. */
function toDecimal(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** A non-negative decimal string in `locale`, cut to {@link FEE_DECIMALS} decimals. */
function formatDecimal(value: string, locale: string): string {
  const [int = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, FEE_DECIMALS).replace(/0+$/, '')
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' })
  const plain = new Intl.NumberFormat(locale, { useGrouping: false })
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const digits = [...cut].map((d) => plain.format(Number(d))).join('')
  return `${integer.format(BigInt(int))}${digits ? `${decimal}${digits}` : ''}`
}

/**
 * The fee `fee` (smallest units of a currency with `decimals`) as the modal shows it in `locale`.
 *
 * @example
 * formatFee(21_000_000_000_000n, 18, 'ETH', 'es') // '< 0,001 ETH'
 * formatFee(1_234_567_000_000_000n, 18, 'ETH', 'en') // '0.001 ETH'
 */
export function formatFee(fee: bigint, decimals: number, symbol: string, locale = 'en'): string {
  const zero = formatDecimal('0', locale)
  if (fee <= 0n) return `${zero} ${symbol}`
  const shown = formatDecimal(toDecimal(fee, decimals), locale)
  return shown === zero ? `< ${formatDecimal('0.001', locale)} ${symbol}` : `${shown} ${symbol}`
}
