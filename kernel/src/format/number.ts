import { BALANCE_DECIMALS, MESSAGE_AMOUNT_DECIMALS, TOKEN_VALUE_DECIMALS } from './constants'

/** A plain decimal string of a number or numeric string, without exponent notation ('1e-7' → '0.0000001'). */
export function toPlainDecimal(value: number | string): string {
  const text = String(value).trim()
  const match = /^([+-]?)(\d*)(?:\.(\d*))?e([+-]?\d+)$/i.exec(text)
  if (!match) return text
  const [, sign = '', int = '', frac = '', expText = '0'] = match
  const exp = Number(expText)
  const digits = `${int}${frac}`
  const point = int.length + exp
  let out: string
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`
  else if (point >= digits.length) out = `${digits}${'0'.repeat(point - digits.length)}`
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`
  out = out.replace(/^0+(?=\d)/, '')
  return `${sign === '-' ? '-' : ''}${out}`
}

/**
 * Cuts (never rounds) a number to at most `decimals` decimals; trailing zeros are dropped.
 * Invalid input gives '0'.
 *
 * @example
 * truncateDecimals('1.23999', 3) // '1.239'
 */
export function truncateDecimals(value: number | string, decimals: number): string {
  const plain = toPlainDecimal(value)
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(plain)
  if (!match || (match[2] === '' && !match[3])) return '0'
  const [, sign = '', int = '', frac = ''] = match
  const cut = frac.slice(0, decimals).replace(/0+$/, '')
  const body = `${int || '0'}${cut ? `.${cut}` : ''}`
  return body === '0' ? '0' : `${sign}${body}`
}

/** A balance shown with 3 decimals, cut not rounded, with its symbol when given ('1.234 ETH'). */
export function formatBalance(value: number | string, symbol?: string): string {
  const amount = truncateDecimals(value, BALANCE_DECIMALS)
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * A token's fiat value with 2 decimals and thousands separators ('1,234.50'), rounded half away from zero
 * on the number's shortest decimal form: the output of `Intl.NumberFormat('en-US')` with 2 fraction digits,
 * written out because a page's first `Intl.NumberFormat` loads the ICU number data (about 14 ms at 1x CPU in
 * Chromium, 55 at 4x), which the Account view's first render would pay. Invalid input gives '0.00'.
 *
 * @example
 * formatTokenValue('1234.005') // '1,234.01'
 */
export function formatTokenValue(value: number | string): string {
  const n = Number(value)
  const x = Number.isFinite(n) ? n : 0
  const [int = '0', frac = ''] = toPlainDecimal(String(Math.abs(x))).split('.')
  const scaled = BigInt(`${int}${frac.padEnd(TOKEN_VALUE_DECIMALS, '0').slice(0, TOKEN_VALUE_DECIMALS)}`)
  const rounded = (frac[TOKEN_VALUE_DECIMALS] ?? '0') >= '5' ? scaled + 1n : scaled
  const digits = rounded.toString().padStart(TOKEN_VALUE_DECIMALS + 1, '0')
  const whole = digits.slice(0, -TOKEN_VALUE_DECIMALS).replace(/\B(?=(\d{3})+$)/g, ',')
  const sign = x < 0 || Object.is(x, -0) ? '-' : ''
  return `${sign}${whole}.${digits.slice(-TOKEN_VALUE_DECIMALS)}`
}

/** An amount inside a message (e.g. 'Sending 0.123 ETH'), at most 3 decimals, cut not rounded. */
export function formatMessageAmount(value: number | string): string {
  return truncateDecimals(value, MESSAGE_AMOUNT_DECIMALS)
}
