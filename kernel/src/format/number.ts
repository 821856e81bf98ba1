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

/** A token's fiat value with 2 decimals and thousands separators ('1,234.50'). */
export function formatTokenValue(value: number | string): string {
  const n = Number(value)
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: TOKEN_VALUE_DECIMALS,
    maximumFractionDigits: TOKEN_VALUE_DECIMALS,
  }).format(Number.isFinite(n) ? n : 0)
}

/** An amount inside a message (e.g. 'Sending 0.123 ETH'), at most 3 decimals, cut not rounded. */
export function formatMessageAmount(value: number | string): string {
  return truncateDecimals(value, MESSAGE_AMOUNT_DECIMALS)
}
