// Amounts as decimal text ↔ bigint in the smallest unit (lamports, token base units), without floating point.

/**
 * Parses a decimal amount ('1.5', '.25', '0,5') into the smallest unit; undefined when it is not a
 * non-negative decimal number or has more fraction digits than `decimals`.
 *
 * @example
 * parseAmount('1.5', 9) // 1_500_000_000n
 */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  const value = text.trim().replace(',', '.')
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match || value === '' || value === '.') return undefined
  const whole = match[1] ?? ''
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/**
 * Formats an amount in the smallest unit as decimal text, without trailing zeros.
 *
 * @example
 * formatAmount(1_500_000_000n, 9) // '1.5'
 */
export function formatAmount(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
