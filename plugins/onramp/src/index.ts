// Public API of @airlock/onramp: the plugin descriptor `onramp()` (tiny and eager; its client, controller and
// views load in their own chunk) and the on-ramp's kernel-free logic (answers' schemas, amounts and limits,
// quote comparison, purchase tracking, provider messages, errors and texts).
export {
  type QuoteOutcome,
  type QuoteProvider,
  type QuoteRequest,
  quoteProviders,
  rankQuotes,
} from './compareQuotes'
export { BUY_FEATURE, BUY_FEATURE_ORDER, BUY_VIEW, HISTORY_POLL_MS } from './constants'
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
export { hasNoFunds } from './hasNoFunds'
export type { OnrampApi, OnrampHistoryQuery } from './lazy/createOnrampApi'
export type { AvailableQuote, BuyTarget, OnrampController } from './lazy/OnrampController'
export type { OnrampPluginApi } from './lazy/onrampPlugin'
export type { PurchaseSession } from './lazy/PurchaseSession'
export { checkLimits, findLimits, type PaymentMethodLimits, validatePurchaseAmount } from './limits'
export {
  buyFeature,
  canBuy,
  type OnrampPluginOptions,
  type OnrampResolvedOptions,
  onramp,
  resolveOnrampPluginOptions,
} from './onramp'
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
