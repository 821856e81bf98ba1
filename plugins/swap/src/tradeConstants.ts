// The spec's swap figures (§9) and the chains swaps run on: used by the quote, the requests and the store,
// which load once an EVM account connects, so they live apart from the eager descriptor's ids (constants.ts).

/** Slippage tolerance in percent (spec §9: 1): the minimum received is the quote less 1 %. */
export const SWAP_SLIPPAGE_PERCENT = 1

/** The provider's fee rate on the source amount (spec §9: 0.0085, i.e. 0.85 %). */
export const SWAP_PROVIDER_FEE_RATE = 0.0085

/** The provider fee in basis points of the source amount (0.0085 = 85 bp), for exact bigint arithmetic. */
export const SWAP_PROVIDER_FEE_BPS = 85n

/** Gas assumed for a swap's network-cost estimate before the transaction is built (spec §9: 150000). */
export const SWAP_GAS_ESTIMATE = 150_000n

/** Decimals the amount received is shown with (spec §9: 6), cut, never rounded up. */
export const SWAP_OUTPUT_DECIMALS = 6

/**
 * How long a quote may be used for signing (ms). Older quotes are fetched again before the transaction is
 * built; 10 s is the cadence at which AppKit refreshes its swap prices (REFERENCE §3).
 */
export const SWAP_QUOTE_LIFETIME_MS = 10_000

/** The pseudo-address of a chain's native token in the convert API (`eip155:<id>:0xeeee…eeee`). */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * The EVM chains swaps are offered on by default: the spec's 12 production chain ids (§9 "Swaps: 12 EVM
 * chain ids"; the list AppKit's `SWAP_SUPPORTED_NETWORKS` names, REFERENCE §3): Ethereum, Arbitrum One,
 * Optimism, zkSync Era, Base, BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora.
 * A devnet or testnet passes its own ids as `swap({ chains })`.
 */
export const SWAP_CHAIN_IDS: readonly number[] = Object.freeze([
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
])
