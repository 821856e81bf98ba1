// Public API of @airlock/onramp. For now: the on-ramp's kernel-free logic (answers' schemas, amounts and
// limits, quote comparison, purchase tracking, provider messages, errors and texts). The plugin descriptor,
// its views and its wiring to the kernel come next and will load this logic lazily.
export {
  type QuoteOutcome,
  type QuoteProvider,
  type QuoteRequest,
  quoteProviders,
  rankQuotes,
} from './compareQuotes'
export { compareDecimals, decimalUnits } from './decimal'
export {
  AmountAboveMaximumError,
  AmountBelowMinimumError,
  AmountNotNumericError,
  AmountRequiredError,
  AmountTooPreciseError,
  CheckoutUnavailableError,
  englishMessage,
  type MessageParams,
  OnrampError,
  type OnrampErrorParameters,
  OnrampResponseError,
  PaymentMethodUnavailableError,
  PopupBlockedError,
  PurchaseFailedError,
  QuoteUnavailableError,
} from './errors'
export { checkLimits, findLimits, type PaymentMethodLimits, validatePurchaseAmount } from './limits'
export {
  FALLBACK_ONRAMP_OPTIONS,
  FALLBACK_PAYMENT_CURRENCIES,
  FALLBACK_PURCHASE_CURRENCIES,
  networkMatches,
  type PurchasableCurrency,
  purchaseCurrenciesFor,
  type ResolvedOnrampOptions,
  resolveOnrampOptions,
} from './onrampOptions'
export { FIAT_DECIMALS, normalizeAmountInput, type ParsedAmount, parseAmount } from './parseAmount'
export {
  acceptProviderMessage,
  createProviderMessageFilter,
  type ExpectedProvider,
  type ProviderMessageEvent,
} from './providerMessages'
export {
  deliversElsewhere,
  findOrder,
  followsHistory,
  historyQuery,
  IDLE,
  isEnded,
  isOrderOf,
  PURCHASE_WINDOW_MS,
  type Purchase,
  type PurchaseEvent,
  type PurchaseState,
  purchaseRecord,
  reducePurchase,
  restorePurchase,
} from './purchaseTracker'
export {
  type CheckoutParameters,
  newPurchaseId,
  onrampUrlRequestBody,
  type QuoteParameters,
  quoteRequestBody,
} from './requests'
export {
  createProviderMessageParser,
  errorCodeOf,
  type OnrampOptions,
  type OnrampProviderInfo,
  type OnrampQuote,
  type OrderStatus,
  type PaymentCurrency,
  PROVIDER_MESSAGE_TYPE,
  type PurchaseCurrency,
  type PurchaseNetwork,
  parseOnrampHistory,
  parseOnrampOptions,
  parseOnrampQuote,
  parseOnrampUrl,
  parseProviderMessage,
  type TrackedOrder,
} from './schemas'
export { ONRAMP_TEXTS, type OnrampMessageKey, type OnrampTranslation } from './texts'
