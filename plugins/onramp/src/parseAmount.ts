// The amount the visitor types: the spec's numeric input (digits, one decimal separator, a leading separator
// becomes '0.') and the checks made before any provider is asked (empty, letters, too many decimals).
import { AmountNotNumericError, AmountRequiredError, AmountTooPreciseError } from './errors'

/** Fiat amounts have 2 decimals. */
export const FIAT_DECIMALS = 2

/** A typed amount that passed the checks: its plain decimal text ('12.5') and its value in cents. */
export interface ParsedAmount {
  /** The amount as a plain decimal with a dot, without a trailing separator, e.g. '12.5' or '0.5'. */
  value: string
  /** The amount in the currency's smallest unit (cents for fiat). */
  units: bigint
}

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII digits, and the Arabic decimal separator as '.'. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
}

/**
 * What the amount field holds after an edit, or undefined to refuse the edit: digits and one decimal
 * separator ('.' or ','; Arabic-Indic digits and '٫' are read as such); a leading separator becomes '0.'
 * (spec §5).
 * @example normalizeAmountInput('.5') // '0.5'; normalizeAmountInput('1a') // undefined
 */
export function normalizeAmountInput(next: string): string | undefined {
  const ascii = asciiDigits(next)
  if (!/^\d*[.,]?\d*$/.test(ascii)) return undefined
  return /^[.,]/.test(ascii) ? `0${ascii}` : ascii
}

/**
 * Checks a typed amount: required, digits (Arabic-Indic too) with one separator ('.', ',' or '٫'), at most
 * `decimals` decimals.
 * @throws AmountRequiredError | AmountNotNumericError | AmountTooPreciseError
 * @example parseAmount('12,50') // { value: '12.50', units: 1250n }
 */
export function parseAmount(input: string, decimals = FIAT_DECIMALS): ParsedAmount {
  const text = asciiDigits(input.trim())
  if (text === '') throw new AmountRequiredError()
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text)
  if (!match || text === '.' || text === ',') throw new AmountNotNumericError(input)
  const whole = String(BigInt(match[1] || '0'))
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) throw new AmountTooPreciseError(input, decimals)
  const value = fraction ? `${whole}.${fraction}` : whole
  return { value, units: BigInt(whole + fraction.padEnd(decimals, '0')) }
}
