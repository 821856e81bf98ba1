// Public API of @airlock/swap: the plugin's tiny eager descriptor `swap()` (its store, API client and
// views load in their own chunk), and its kernel-free logic: the convert endpoints' requests and answer
// schemas, the quote and review computations, the input and balance rules, quote freshness, errors, texts.

export { formatAmount, normalizeAmountInput, parseAmount } from './amount'
export { assertSufficientBalance, type BalanceCheck, insufficientBalance } from './balance'
export { type ActiveNetworkState, swapOfferedOn } from './chains'
export { SWAP_FEATURE, SWAP_REVIEW_VIEW, SWAP_SELECT_TOKEN_VIEW, SWAP_VIEW } from './constants'
export {
  AllowanceCheckError,
  ApprovalTransactionError,
  IncorrectAmountError,
  type InsufficientBalanceReason,
  type InvalidAmountReason,
  InvalidSwapAmountError,
  InvalidSwapInputError,
  type InvalidSwapInputReason,
  NetworkTokenPriceError,
  SWAP_ERROR_CODES,
  SWAP_NAMESPACE,
  SwapError,
  type SwapErrorCode,
  type SwapErrorParameters,
  SwapInitializationError,
  SwapInsufficientBalanceError,
  type SwapMessageKey,
  SwapTransactionError,
  SwapTransactionFailedError,
} from './errors'
export type { SwapApi } from './lazy/createSwapApi'
export type { SwapExecution, SwapStep } from './lazy/SwapExecution'
export type { SwapStatus, SwapStore } from './lazy/SwapStore'
export type { SwapPluginApi } from './lazy/swapPlugin'
export { SWAP_EN, SWAP_MESSAGES, type SwapMessages, type SwapTextKey, type SwapTranslation } from './messages'
export {
  amountReceived,
  minimumReceived,
  type NetworkCost,
  networkCost,
  priceImpact,
  providerFee,
  reviewSwap,
  type SwapReview,
  type SwapSide,
  swapRate,
} from './quote'
export {
  acceptQuote,
  needsRequoteBeforeSigning,
  type QuoteKey,
  type QuoteState,
  quoteState,
  type StoredQuote,
  sameQuoteKey,
  shownToAmount,
} from './quoteState'
export {
  allowanceRequest,
  approveRequest,
  buildTransactionRequest,
  type ConvertRequest,
  gasPriceRequest,
  priceRequest,
  quoteRequest,
  tokensRequest,
} from './requests'
export {
  allowanceResponseSchema,
  type BuildApproveResponse,
  type BuildTransactionResponse,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  type GasPriceResponse,
  gasPriceResponseSchema,
  type PriceResponse,
  priceResponseSchema,
  type QuotesResponse,
  quotesResponseSchema,
  type SwapToken,
  swapTokenSchema,
  tokensResponseSchema,
} from './schemas'
export {
  needsSwap,
  resolveSwapOptions,
  type SwapOptions,
  type SwapResolvedOptions,
  swap,
} from './swap'
export { quoteToAmount, searchTokens, swappableTokens, validateSwapInput } from './swapInput'
export {
  NATIVE_TOKEN_ADDRESS,
  SWAP_CHAIN_IDS,
  SWAP_GAS_ESTIMATE,
  SWAP_OUTPUT_DECIMALS,
  SWAP_PROVIDER_FEE_BPS,
  SWAP_PROVIDER_FEE_RATE,
  SWAP_QUOTE_LIFETIME_MS,
  SWAP_SLIPPAGE_PERCENT,
} from './tradeConstants'
