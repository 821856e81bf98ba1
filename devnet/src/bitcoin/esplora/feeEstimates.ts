// The fee estimates the facade serves: Esplora's `/fee-estimates` (confirmation target in blocks → sat/vB for
// targets 1–25, 144, 504 and 1008) and mempool.space's `/v1/fees/recommended`, from a table a test or the
// sandbox can change at run time (PUT /__devnet/bitcoin/fee-estimates).

/** Targets Esplora answers for. */
export const ESPLORA_FEE_TARGETS: readonly number[] = [
  ...Array.from({ length: 25 }, (_, i) => i + 1),
  144,
  504,
  1008,
]

/** A fee table: confirmation target in blocks → sat/vB; targets in between take the next lower entry. */
export type FeeTable = Readonly<Record<number, number>>

/** The devnet's default rates: 20 sat/vB for the next block down to 1 sat/vB for a day or more. */
export const DEFAULT_FEE_TABLE: FeeTable = Object.freeze({ 1: 20, 2: 15, 3: 10, 6: 5, 12: 3, 144: 1 })

/** Whether a value is a usable fee table (positive integer targets, positive finite rates, at least one). */
export function isFeeTable(value: unknown): value is FeeTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const entries = Object.entries(value)
  return (
    entries.length > 0 &&
    entries.every(
      ([k, v]) => /^[1-9]\d{0,3}$/.test(k) && typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1e6,
    )
  )
}

/** The rate of `target` in `table`: the entry at the largest target ≤ it, else the smallest target's. */
export function rateFor(table: FeeTable, target: number): number {
  const keys = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b)
  const key = keys.filter((k) => k <= target).at(-1) ?? keys[0]
  return key === undefined ? 1 : (table[key] ?? 1)
}

/** Esplora's `/fee-estimates` answer for a table. */
export function esploraFeeEstimates(table: FeeTable): Record<string, number> {
  return Object.fromEntries(ESPLORA_FEE_TARGETS.map((t) => [String(t), rateFor(table, t)]))
}

/** mempool.space's `/v1/fees/recommended` answer for a table (whole sat/vB, as it rounds). */
export function recommendedFees(table: FeeTable) {
  const at = (t: number) => Math.max(1, Math.ceil(rateFor(table, t)))
  return { fastestFee: at(1), halfHourFee: at(3), hourFee: at(6), economyFee: at(144), minimumFee: 1 }
}
