/**
 * A decimal amount in the smallest unit, e.g. parseAmount('0.01', 18) = 10n ** 16n. Extra fraction
 * digits beyond `decimals` are refused.
 */
export function parseAmount(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  if (fraction.length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`)
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
