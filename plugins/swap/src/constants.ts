// The swap descriptor's ids and defaults (flag, views, Account button, debounce): in the eager face.
// The spec's swap figures (slippage, fee, gas…) are in tradeConstants.ts, loaded with the lazy half.

/** The feature flag of the swap (spec §9 "swaps", on by default). */
export const SWAP_FEATURE = 'swaps'

/** View id of the swap form (tokens, amount, live quote). */
export const SWAP_VIEW = 'swap/swap'

/** View id of the token picker (`side`: which side of the swap it fills). */
export const SWAP_SELECT_TOKEN_VIEW = 'swap/select-token'

/** View id of the review (figures, approval, Swap). */
export const SWAP_REVIEW_VIEW = 'swap/review'

/** Id of the Account view's "Swap" button (the `walletFeatures` slot, spec order: swaps 20). */
export const SWAP_WALLET_FEATURE = 'swap/swap'

/** The `walletFeatures` order of swaps (on-ramp 10, swaps 20, receive 30, send 40). */
export const SWAP_FEATURE_ORDER = 20

/** Wait after the last keystroke in the amount before a quote is asked for, in ms. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300
