// Decimal strings ↔ smallest-unit integers, for amounts typed in the Send view (chain-agnostic).

/**
 * Parses a decimal string into the smallest unit; extra decimals are cut. Returns undefined for
 * text that is not a plain non-negative decimal.
 *
 * @example
 * parseUnits('1.5', 18) // 1500000000000000000n
 */
export function parseUnits(value: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || value.trim() === '' || value.trim() === '.') return undefined
  const [, whole = '', fraction = ''] = match
  const padded = fraction.slice(0, decimals).padEnd(decimals, '0')
  return BigInt(`${whole || '0'}${padded}` || '0')
}

/**
 * Formats a smallest-unit integer as a decimal string without trailing zeros.
 *
 * @example
 * formatUnits(1500000000000000000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
