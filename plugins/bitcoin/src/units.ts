// BTC amounts: decimal text ↔ bigint satoshis, never through floating point.
import { BitcoinInvalidAmountError } from './errors'

/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000n

/** The most satoshis that can exist (21 million BTC): no valid amount is larger. */
export const MAX_MONEY = 21_000_000n * SATS_PER_BTC

const DECIMAL = /^(\d*)(?:[.,](\d*))?$/

/**
 * Parses a BTC amount typed by a person ('0.5', '.25', '1,5', '0.00001') into satoshis.
 * @throws BitcoinInvalidAmountError 'format' (not a positive decimal number), 'precision' (more than 8
 * decimal places), 'range' (zero, or more than 21 million BTC)
 * @example
 * parseBtcAmount('0.015') // 1_500_000n
 */
export function parseBtcAmount(text: string): bigint {
  const value = text.trim()
  const match = DECIMAL.exec(value)
  const whole = match?.[1] ?? ''
  const fraction = (match?.[2] ?? '').replace(/0+$/, '')
  if (!match || (whole === '' && (match[2] ?? '') === '')) throw new BitcoinInvalidAmountError(text, 'format')
  if (fraction.length > 8) throw new BitcoinInvalidAmountError(text, 'precision')
  const sats = BigInt(whole || '0') * SATS_PER_BTC + BigInt(fraction.padEnd(8, '0') || '0')
  if (sats <= 0n || sats > MAX_MONEY) throw new BitcoinInvalidAmountError(text, 'range')
  return sats
}

/**
 * Formats satoshis as BTC decimal text without trailing zeros (negative amounts keep their sign).
 * @example
 * formatBtc(1_500_000n) // '0.015'
 */
export function formatBtc(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const whole = abs / SATS_PER_BTC
  const fraction = (abs % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
