// The swap plugin's texts. English here (the spec's exact texts for its §8 swap messages); Spanish and
// Arabic are their own chunks, loaded only when chosen. `SWAP_MESSAGES` has the shape of the kernel's
// `PluginMessages`, so the plugin contributes it as it is once it is wired to the kernel.

/** English texts of `@airlock/swap`, by key. `{name}` marks a parameter. */
export const SWAP_EN = {
  // Spec §8, swap messages
  failedToInitializeSwap: 'Failed to initialize swap',
  failedToFetchNetworkTokenPrice: 'Failed to fetch network token price',
  failedToCheckAllowance: 'Failed to check allowance',
  failedToCreateApprovalTransaction: 'Failed to create approval transaction',
  failedToCreateTransaction: 'Failed to create transaction',
  transactionError: 'Transaction error',
  insufficientBalance: 'Insufficient balance',
  incorrectAmount: 'Incorrect amount',
  pleaseEnterValidAmount: 'Please enter a valid amount',
  // Input problems the spec's rules imply (§5)
  amountAboveZero: 'Enter an amount above 0',
  tooManyDecimals: 'Too many decimals for this token',
  tokenDecimalsUnknown: 'This token cannot be swapped: its decimals are unknown',
  selectToken: 'Select a token',
  sameToken: 'Choose two different tokens',
  // The swap view
  swap: 'Swap',
  youPay: 'You pay',
  youReceive: 'You receive',
  balance: 'Balance: {amount}',
  max: 'Max',
  searchTokens: 'Search tokens',
  yourTokens: 'Your tokens',
  allTokens: 'All tokens',
  noTokensFound: 'No tokens found',
  gettingQuote: 'Getting quote…',
  quoteStale: 'Updating the quote for the new amount…',
  quoteExpired: 'The quote expired; getting a new one…',
  // Review
  reviewSwap: 'Review swap',
  rate: 'Rate',
  rateValue: '1 {from} = {rate} {to}',
  networkCost: 'Network cost',
  providerFee: 'Provider fee',
  priceImpact: 'Price impact',
  maxSlippage: 'Max. slippage',
  minimumReceived: 'Minimum received',
  approve: 'Approve {symbol}',
  approveAndSwap: 'Approve and swap',
  step: 'Step {step} of {total}',
  approving: 'Approving…',
  swapping: 'Swapping…',
  swapCompleted: 'Swap completed',
  cancel: 'Cancel',
} as const

/** A key of the swap catalogue. */
export type SwapTextKey = keyof typeof SWAP_EN

/** A full translation of the swap catalogue into another locale. */
export type SwapTranslation = { readonly [K in SwapTextKey]: string }

/** The swap catalogue as a package offers it: namespace, English texts, lazy locale chunks. */
export interface SwapMessages {
  namespace: 'swap'
  en: typeof SWAP_EN
  locales: { readonly [locale: string]: () => Promise<{ default: SwapTranslation }> }
}

/**
 * The swap plugin's messages: English eagerly, Spanish and Arabic as chunks loaded on first use.
 *
 * @example
 * const { default: es } = await SWAP_MESSAGES.locales.es!()
 * es.insufficientBalance // 'Saldo insuficiente'
 */
export const SWAP_MESSAGES: SwapMessages = {
  namespace: 'swap',
  en: SWAP_EN,
  locales: {
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
}
