// Amounts as the visitor types them and as the chain counts them: the text rule of the amount field,
// exact parsing to base units (bigint, never floats) and display cut to a number of decimals. The
// keydown half of the spec's numeric-input rule (§5) is the kernel's `isAllowedNumericKey`, which the
// swap view uses once it is wired to the kernel.
import { InvalidSwapAmountError } from './errors'

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits, typed on Arabic keyboards. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

/** Turns locale digits and separators into ASCII: Arabic-Indic digits, the Arabic decimal separator, a comma. */
function toAsciiNumber(text: string): string {
  return text.replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) & 0xf)).replace(/[\u066b,]/g, '.')
}

/**
 * Applies the numeric-input rule to what the field would hold after an edit or a paste: digits and one
 * decimal separator only (a comma, the Arabic separator and Arabic-Indic digits are accepted and written
 * as ASCII), surrounding spaces dropped, a leading separator becomes '0.'. Anything else (letters, a sign,
 * a second separator, exponents) is refused: undefined, and the field keeps its previous value. Unlike
 * the kernel's `sanitizeNumericInput`, which keeps the digits of '12abc3' as '123', a swap amount is
 * refused rather than turned into another number.
 *
 * @example
 * normalizeAmountInput('.5') // '0.5'
 * normalizeAmountInput('1,25') // '1.25'
 * normalizeAmountInput('12abc') // undefined
 */
export function normalizeAmountInput(next: string): string | undefined {
  const ascii = toAsciiNumber(next.trim())
  if (!/^\d*\.?\d*$/.test(ascii)) return undefined
  return ascii.startsWith('.') ? `0${ascii}` : ascii
}

/**
 * Parses a decimal amount into the token's base units, exactly (bigint). Refuses, with an
 * InvalidSwapAmountError whose `reason` says why: empty text, letters or a malformed number, a negative
 * amount, zero, more decimals than the token has, or a token whose decimals are unknown.
 *
 * @example
 * parseAmount('1.5', 6) // 1_500_000n
 * parseAmount('0.0000001', 6) // throws InvalidSwapAmountError (reason 'tooManyDecimals')
 */
export function parseAmount(text: string, decimals: number | undefined): bigint {
  if (decimals === undefined || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidSwapAmountError('decimalsUnknown', { details: `decimals: ${String(decimals)}` })
  }
  const trimmed = text.trim()
  if (trimmed === '') throw new InvalidSwapAmountError('empty')
  if (/^-/.test(trimmed)) throw new InvalidSwapAmountError('negative', { details: trimmed })
  const normalized = normalizeAmountInput(trimmed)
  if (normalized === undefined || normalized === '')
    throw new InvalidSwapAmountError('format', { details: trimmed })
  const [whole = '', fraction = ''] = normalized.split('.')
  // Zeros past the token's decimals change nothing ('1.5000000' for a 6-decimal token is 1.5).
  if (/[^0]/.test(fraction.slice(decimals))) {
    throw new InvalidSwapAmountError('tooManyDecimals', {
      details: `${trimmed} has more than ${decimals} decimals`,
    })
  }
  const units = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  if (units === 0n) throw new InvalidSwapAmountError('zero')
  return units
}

/**
 * Writes base units as a decimal string, cut (never rounded) to at most `maxDecimals` and without
 * trailing zeros.
 *
 * @example
 * formatAmount(1_234_567_891n, 6, 3) // '1234.567'
 * formatAmount(1_000_000n, 6) // '1'
 */
export function formatAmount(units: bigint, decimals: number, maxDecimals: number = decimals): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base)
    .toString()
    .padStart(decimals, '0')
    .slice(0, Math.max(0, maxDecimals))
    .replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
