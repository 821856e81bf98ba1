// The spec's business constants and limits (§2, §9), in one module. Durations are in milliseconds.

// Caches
/** Portfolio (token list) balance cache lifetime: 30 s. */
export const PORTFOLIO_BALANCE_CACHE_MS = 30_000
/** Native balance cache lifetime: 30 s. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** Identity cache lifetime: 5 min. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** After a token balance fetch fails, retries are blocked for 30 s. */
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000

// Connection timing
/** Interval between connection retries: 1 s (a Try again inside it is ignored; ui's `useRetry`). */
export const RETRY_INTERVAL_MS = 1_000
/** Image preloading gives up after 2 s. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

// Wallets and transactions
/** Recent wallets kept in storage: 2. */
export const RECENT_WALLETS_LIMIT = 2
/** Pending transactions limit: 99. */
export const PENDING_TRANSACTIONS_LIMIT = 99

// Display precision
/** Balances are shown with 3 decimals, cut not rounded. */
export const BALANCE_DECIMALS = 3
/** Token values (fiat) are shown with 2 decimals. */
export const TOKEN_VALUE_DECIMALS = 2
/** Amounts inside messages are shown with 3 decimals. */
export const MESSAGE_AMOUNT_DECIMALS = 3
/** Shortened addresses keep the first 4 characters. */
export const SHORT_ADDRESS_HEAD = 4
/** Shortened addresses keep the last 6 characters. */
export const SHORT_ADDRESS_TAIL = 6

// Features and defaults
/** Default connect-method order. */
export const DEFAULT_CONNECT_METHOD_ORDER: readonly string[] = /* @__PURE__ */ Object.freeze([
  'email',
  'social',
  'wallet',
])
/** Connect-method order when an injected or announced wallet is visible. */
export const WALLET_FIRST_CONNECT_METHOD_ORDER: readonly string[] = /* @__PURE__ */ Object.freeze([
  'wallet',
  'email',
  'social',
])

// Network access
/** RPC/HTTP retry count: 3. */
export const RETRY_COUNT = 3
/** First retry delay, doubling each time: 150 ms. */
export const RETRY_BASE_DELAY_MS = 150
/** HTTP request timeout: 10 s. */
export const HTTP_TIMEOUT_MS = 10_000
/** JSON-RPC batch size: 1000. */
export const RPC_BATCH_SIZE = 1_000

// Wallet catalogue
/** Recommended wallets fetched: 4. */
export const RECOMMENDED_WALLETS_COUNT = 4
/** Wallets per page of the all-wallets list: 40. */
export const WALLETS_PER_PAGE = 40
/** Wallets per search page: 100. */
export const WALLETS_SEARCH_PAGE_SIZE = 100
/** Wallet images prefetched per page: 20. */
export const WALLET_IMAGES_PREFETCH_COUNT = 20
/** Wait after typing before searching wallets: 300 ms. */
export const WALLET_SEARCH_DEBOUNCE_MS = 300

// Logging
/** Log ring-buffer size: about 1 MB. */
export const LOG_BUFFER_BYTES = 1024 * 1024
/** Default logging level. */
export const DEFAULT_LOG_LEVEL = 'error'

// Modal look
/** Animation durations: header text 120, modal height 150, view transition 150, modal shake 500. */
export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
  modalShake: 500,
} as const
/** Snackbar gap when one is already open: 150 ms. */
export const SNACKBAR_GAP_MS = 150
/** Modal width in px. */
export const MODAL_WIDTH_PX = 360
/** Default modal z-index. */
export const DEFAULT_Z_INDEX = 999
/** Default font size. */
export const DEFAULT_FONT_SIZE = '10px'
/** Default border radius. */
export const DEFAULT_BORDER_RADIUS = '4px'
/** Default theme mode. */
export const DEFAULT_THEME_MODE = 'dark'
