// Transaction sizes and fees: virtual bytes from input and output types (weight / 4, as the node counts
// them), fee = vbytes × rate, and the slow / normal / fast rates read from a node's fee estimates.
import type { BitcoinAddressType } from '../address'
import { BitcoinFeeRateChangedError } from '../errors'

/** Weight units of one input spending each output type (witness at its largest: a 72-byte DER signature). */
const INPUT_WEIGHT: Record<BitcoinAddressType, number> = {
  // outpoint 36 + script length 1 + sequence 4 = 41 bytes ×4, witness: count 1 + (1+72) sig + (1+33) key = 108
  p2wpkh: 41 * 4 + 108,
  // key path: 41 ×4, witness: count 1 + (1+64) Schnorr signature (SIGHASH_DEFAULT) = 66
  p2tr: 41 * 4 + 66,
  // scriptSig (1+72) + (1+33) with its 1-byte length: 41 + 107 = 148 bytes, no witness
  p2pkh: 148 * 4,
  // P2SH-P2WPKH, the nested segwit payment addresses many wallets use: scriptSig 23 bytes + witness 108
  p2sh: (41 + 23) * 4 + 108,
  // P2WSH cannot be sized without its script: counted as a 2-of-3 multisig (witness ~254 bytes)
  p2wsh: 41 * 4 + 254,
}

/** Output script lengths by type (value 8 + length 1 + script). */
const OUTPUT_SCRIPT_LENGTH: Record<BitcoinAddressType, number> = {
  p2wpkh: 22,
  p2tr: 34,
  p2pkh: 25,
  p2sh: 23,
  p2wsh: 34,
}

/**
 * Dust limits (satoshis) by output type at Bitcoin Core's default dust relay fee of 3 sat/vB: an output
 * below its limit is non-standard and would not be relayed.
 */
export const DUST_LIMIT: Readonly<Record<BitcoinAddressType, bigint>> = Object.freeze({
  p2wpkh: 294n,
  p2tr: 330n,
  p2wsh: 330n,
  p2pkh: 546n,
  p2sh: 540n,
})

const varIntLength = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

/** What a transaction spends and pays, for its size. */
export interface SizeInput {
  /** The type of each output being spent. */
  inputs: readonly BitcoinAddressType[]
  /** Each output: a type, or the script's length in bytes for other scripts (OP_RETURN…). */
  outputs: ReadonlyArray<BitcoinAddressType | { scriptLength: number }>
}

/**
 * Virtual size (vbytes) of a signed transaction with these inputs and outputs; with any segwit input the
 * marker and flag count (0.5 vB).
 * @example estimateVsize({ inputs: ['p2wpkh'], outputs: ['p2wpkh', 'p2wpkh'] }) // 141
 */
export function estimateVsize({ inputs, outputs }: SizeInput): number {
  let weight = (4 + 4 + varIntLength(inputs.length) + varIntLength(outputs.length)) * 4
  if (inputs.some((t) => t !== 'p2pkh')) weight += 2
  for (const type of inputs) weight += INPUT_WEIGHT[type]
  for (const output of outputs) {
    const length = typeof output === 'string' ? OUTPUT_SCRIPT_LENGTH[output] : output.scriptLength
    weight += (8 + varIntLength(length) + length) * 4
  }
  return Math.ceil(weight / 4)
}

/**
 * The fee for `vsize` vbytes at `rate` sat/vB, rounded up to a whole satoshi.
 * @example feeFor(141, 2.5) // 353n
 */
export function feeFor(vsize: number, rate: number): bigint {
  if (!(rate >= 0) || !Number.isFinite(rate)) throw new RangeError(`Invalid fee rate ${rate}`)
  return BigInt(Math.ceil(vsize * rate))
}

/** The three speeds a visitor chooses from, in sat/vB. */
export interface FeeRates {
  slow: number
  normal: number
  fast: number
}

/** Confirmation targets (blocks) of the three speeds. */
export const FEE_TARGETS: Readonly<Record<keyof FeeRates, number>> = Object.freeze({
  fast: 1,
  normal: 3,
  slow: 6,
})

/** The lowest rate the nodes relay by default (1 sat/vB). */
export const MIN_RELAY_FEE_RATE = 1

/**
 * Slow, normal and fast rates from an Esplora `/fee-estimates` answer (`{ "1": 12.3, "3": 8, "6": 5.1, … }`,
 * target in blocks → sat/vB): each speed takes the estimate of the largest target at or below its own (or
 * the closest one above when there is none), at least 1 sat/vB, and a faster speed never costs less.
 * @example feeRatesFromEstimates({ '1': 20, '3': 10, '6': 5, '144': 1 }) // { fast: 20, normal: 10, slow: 5 }
 */
export function feeRatesFromEstimates(estimates: Readonly<Record<string, number>>): FeeRates {
  const entries = Object.entries(estimates)
    .map(([target, rate]) => [Number(target), rate] as const)
    .filter(([target, rate]) => Number.isInteger(target) && target > 0 && Number.isFinite(rate) && rate > 0)
    .sort((a, b) => a[0] - b[0])
  const at = (target: number) => {
    const below = entries.filter(([t]) => t <= target).at(-1)
    const rate = below?.[1] ?? entries[0]?.[1] ?? MIN_RELAY_FEE_RATE
    return Math.max(MIN_RELAY_FEE_RATE, Math.ceil(rate * 100) / 100)
  }
  const slow = at(FEE_TARGETS.slow)
  const normal = Math.max(slow, at(FEE_TARGETS.normal))
  const fast = Math.max(normal, at(FEE_TARGETS.fast))
  return { slow, normal, fast }
}

/**
 * Checks, right before asking the wallet to sign, that the fee rate the visitor previewed still holds: a rate
 * that has since risen by more than `tolerance` (default 10 %) means the transaction might not confirm as
 * shown, so the visitor reviews the new fee. A lower rate is fine (the preview's fee is kept).
 * @throws BitcoinFeeRateChangedError ('The network fee changed to {rate} sat/vB. Review the new fee and sign again.')
 * @example assertFeeRateHolds(preview.feeRate, (await esplora.getFeeRates()).normal)
 */
export function assertFeeRateHolds(previewRate: number, currentRate: number, tolerance = 0.1): void {
  if (currentRate > previewRate * (1 + tolerance))
    throw new BitcoinFeeRateChangedError(previewRate, currentRate)
}
