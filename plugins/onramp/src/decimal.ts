// Exact decimal strings: on-ramp amounts are compared as integers, never as floating point numbers.

/** A plain non-negative decimal string: digits, optionally a dot and more digits. */
export const DECIMAL_PATTERN = /^\d+(?:\.\d+)?$/

/**
 * The integer value of a plain decimal at `scale` decimals (extra decimals are cut); undefined when the
 * text is not a plain decimal.
 * @example decimalUnits('12.5', 2) // 1250n
 */
export function decimalUnits(value: string, scale: number): bigint | undefined {
  if (!DECIMAL_PATTERN.test(value)) return undefined
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'))
}

const fractionLength = (value: string) => value.split('.')[1]?.length ?? 0

/**
 * Compares two plain decimals exactly: negative when a < b, 0 when equal, positive when a > b.
 * @example compareDecimals('0.0326', '0.03267') // < 0
 */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(fractionLength(a), fractionLength(b))
  const x = decimalUnits(a, scale)
  const y = decimalUnits(b, scale)
  if (x === undefined || y === undefined) throw new RangeError(`Not decimals: ${a}, ${b}`)
  return x === y ? 0 : x < y ? -1 : 1
}
