// Fixed values of the on-ramp plugin's wiring: its view id, its wallet-feature entry id and its timings.

/** View id of the Buy view (form, quotes, purchase in progress and its outcome). */
export const BUY_VIEW = 'onramp/buy'

/** Id of the Account view's "Buy" wallet-feature button. */
export const BUY_FEATURE = 'onramp/buy'

/** Position of "Buy" among the wallet features: first (spec: on-ramp, swaps, receive, send). */
export const BUY_FEATURE_ORDER = 10

/** How often a purchase is followed through history, in ms (default of `historyPollMs`). */
export const HISTORY_POLL_MS = 2000

/** How often the plugin checks whether the provider's window was closed, in ms. */
export const POPUP_CLOSED_POLL_MS = 500

/** The chain namespaces the on-ramp sells on (EVM chains and Solana). */
export const ONRAMP_NAMESPACES: readonly string[] = ['eip155', 'solana']

/** The storage key of the purchase record (a pending purchase outlives a reload; the plugin loads for it). */
export const PURCHASE_KEY = 'purchase'
