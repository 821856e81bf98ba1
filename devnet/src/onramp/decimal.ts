// Exact decimal strings ↔ integers in a currency's smallest unit (cents, wei, lamports). The on-ramp never
// computes money with floating point: quotes, limits and the funded amounts are all bigint.

/**
 * Parses a plain non-negative decimal ('12', '12.5', '0.25') into smallest units; undefined for anything
 * else (letters, signs, exponents, several separators) or for more decimals than `decimals`.
 * @example parseDecimal('12.34', 2) // 1234n
 */
export function parseDecimal(value: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  if (fraction.length > decimals) return undefined
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

/**
 * Formats smallest units as a decimal string with at least `minFraction` decimals (trailing zeros beyond it
 * are dropped): fiat keeps 2, crypto shows what it has.
 * @example formatDecimal(1234n, 2, 2) // '12.34'; formatDecimal(1500000000000000000n, 18) // '1.5'
 */
export function formatDecimal(units: bigint, decimals: number, minFraction = 0): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  let fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Scale of prices and exchange rates turned into integers (8 decimals). */
export const RATE_SCALE = 100_000_000n

/**
 * A positive price or rate (a JavaScript number from the configuration) as an integer of RATE_SCALE.
 * @example scaledRate(3000) // 300000000000n
 */
export function scaledRate(value: number): bigint {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Invalid price or rate: ${value}`)
  return BigInt(Math.round(value * Number(RATE_SCALE)))
}

/** Integer division rounding up (both operands positive). */
export function divCeil(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}
