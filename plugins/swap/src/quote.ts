// What the swap view shows as a quote arrives, computed exactly from base units (bigint) and USD prices:
// amount received, rate, network cost, provider fee, price impact and minimum received (spec §2, §9).
import { formatAmount } from './amount'
import {
  SWAP_GAS_ESTIMATE,
  SWAP_OUTPUT_DECIMALS,
  SWAP_PROVIDER_FEE_BPS,
  SWAP_SLIPPAGE_PERCENT,
} from './tradeConstants'

/** One side of a swap: an amount in base units, the token's decimals and USD price. */
export interface SwapSide {
  amount: bigint
  decimals: number
  /** USD price of one whole token (from POST /v1/fungible/price); 0 when unknown. */
  priceUsd: number
}

/** A base-unit amount as a JS number of whole tokens (for USD values and ratios, never for sending). */
export function toNumber(units: bigint, decimals: number): number {
  return Number(formatAmount(units, decimals))
}

/**
 * The amount received as the view shows it: 6 decimals (spec §9), cut, never rounded up, so the visitor
 * is never shown more than the quote.
 *
 * @example
 * amountReceived(2_991_035_907n, 6) // '2991.035907'
 * amountReceived(1_234_567_890_123_456_789n, 18) // '1.234567'
 */
export function amountReceived(toAmount: bigint, toDecimals: number): string {
  return formatAmount(toAmount, toDecimals, SWAP_OUTPUT_DECIMALS)
}

/**
 * How many target tokens one source token buys at this quote (the quote's own ratio, fees included).
 *
 * @example
 * swapRate({ amount: 10n ** 18n, decimals: 18 }, { amount: 2_991_000_000n, decimals: 6 }) // 2991
 */
export function swapRate(
  from: Pick<SwapSide, 'amount' | 'decimals'>,
  to: Pick<SwapSide, 'amount' | 'decimals'>,
): number {
  if (from.amount === 0n) return 0
  // 18 extra decimals of precision, then one division in floating point.
  const scaled =
    (to.amount * 10n ** BigInt(from.decimals) * 10n ** 18n) / (from.amount * 10n ** BigInt(to.decimals))
  return toNumber(scaled, 18)
}

/** The network cost of a swap: gas × gas price, in the native token's base units, whole units and USD. */
export interface NetworkCost {
  /** gas × gasPrice, in wei (or the chain's smallest native unit). */
  units: bigint
  /** The same in whole native tokens (e.g. ETH), as a decimal string. */
  native: string
  /** The same in USD at the native token's price. */
  usd: number
}

/**
 * The network cost: gas × gas price × native price (spec §2). `gas` defaults to the spec's 150000
 * estimate until the transaction is built and carries its own.
 *
 * @example
 * networkCost({ gasPrice: 2_000_000_000n, nativePriceUsd: 3000 }) // { units: 300000000000000n, native: '0.0003', usd: 0.9 }
 */
export function networkCost(args: {
  gasPrice: bigint
  nativePriceUsd: number
  gas?: bigint
  nativeDecimals?: number
}): NetworkCost {
  const decimals = args.nativeDecimals ?? 18
  const units = (args.gas ?? SWAP_GAS_ESTIMATE) * args.gasPrice
  const native = formatAmount(units, decimals)
  return { units, native, usd: Number(native) * args.nativePriceUsd }
}

/**
 * The provider fee on the source amount: 0.0085 of it (spec §9), in the source token's base units
 * (rounded down) and in USD.
 *
 * @example
 * providerFee({ amount: 1_000_000_000n, decimals: 6, priceUsd: 1 }) // { units: 8_500_000n, usd: 8.5 }
 */
export function providerFee(from: SwapSide): { units: bigint; usd: number } {
  const units = (from.amount * SWAP_PROVIDER_FEE_BPS) / 10_000n
  return { units, usd: toNumber(units, from.decimals) * from.priceUsd }
}

/**
 * The price impact in percent: how much less the quote's output is worth than the input, at the
 * tokens' USD prices (which the devnet reads from the same pools' reserves). 0 when a price is unknown.
 *
 * @example
 * priceImpact({ amount: 10n ** 18n, decimals: 18, priceUsd: 3000 }, { amount: 2_991_000_000n, decimals: 6, priceUsd: 1 }) // 0.3
 */
export function priceImpact(from: SwapSide, to: SwapSide): number {
  const input = toNumber(from.amount, from.decimals) * from.priceUsd
  const output = toNumber(to.amount, to.decimals) * to.priceUsd
  if (!(input > 0) || !(to.priceUsd > 0)) return 0
  return ((input - output) / input) * 100
}

/**
 * The minimum received: the quote less the slippage tolerance (spec §9: 1 %), rounded down, in base
 * units. It is what the built transaction's `amountOutMin` enforces.
 *
 * @example
 * minimumReceived(2_991_035_907n) // 2_961_125_547n
 */
export function minimumReceived(toAmount: bigint, slippagePercent: number = SWAP_SLIPPAGE_PERCENT): bigint {
  const bps = BigInt(Math.round(slippagePercent * 100))
  return (toAmount * (10_000n - bps)) / 10_000n
}

/** Everything the review shows for one quote. */
export interface SwapReview {
  /** The amount received, 6 decimals. */
  received: string
  /** Target tokens per source token. */
  rate: number
  networkCost: NetworkCost
  providerFee: { units: bigint; usd: number }
  /** Percent. */
  priceImpact: number
  /** The slippage tolerance in percent. */
  slippagePercent: number
  /** Base units, and as shown (6 decimals). */
  minimumReceived: { units: bigint; shown: string }
}

/**
 * The review of a quote: the source side, the quoted target side, the gas price and the native token's
 * USD price (and the built transaction's gas once known).
 *
 * @example
 * const review = reviewSwap({ from, to, gasPrice, nativePriceUsd: 3000 })
 * review.minimumReceived.shown // '2961.125547'
 */
export function reviewSwap(args: {
  from: SwapSide
  to: SwapSide
  gasPrice: bigint
  nativePriceUsd: number
  gas?: bigint
  slippagePercent?: number
}): SwapReview {
  const slippagePercent = args.slippagePercent ?? SWAP_SLIPPAGE_PERCENT
  const min = minimumReceived(args.to.amount, slippagePercent)
  return {
    received: amountReceived(args.to.amount, args.to.decimals),
    rate: swapRate(args.from, args.to),
    networkCost: networkCost({
      gasPrice: args.gasPrice,
      nativePriceUsd: args.nativePriceUsd,
      ...(args.gas !== undefined ? { gas: args.gas } : {}),
    }),
    providerFee: providerFee(args.from),
    priceImpact: priceImpact(args.from, args.to),
    slippagePercent,
    minimumReceived: { units: min, shown: amountReceived(min, args.to.decimals) },
  }
}
