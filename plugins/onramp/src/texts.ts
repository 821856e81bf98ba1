// The on-ramp's user-visible texts in English: every key the plugin shows, with `{param}` placeholders
// the UI fills. Spanish and Arabic are in ./i18n, each its own module (a lazy chunk once the plugin is wired).
import { ONRAMP_DECLARED_EN } from './declaredTexts'

/**
 * The on-ramp plugin's English message catalogue.
 * @example ONRAMP_TEXTS.buyInProgress // 'Buy in progress'
 */
export const ONRAMP_TEXTS = {
  ...ONRAMP_DECLARED_EN,
  purchaseCurrencyLabel: 'You buy',
  paymentCurrencyLabel: 'You pay in',
  paymentMethodLabel: 'Payment method',
  paymentMethodCard: 'Card',
  paymentMethodAch: 'Bank transfer (ACH)',
  amountLabel: 'Amount',
  limitsHint: '{min} to {max} {currency}',
  defaultsNotice: 'Showing default currencies and limits: the on-ramp options could not be loaded.',
  noCurrencies: 'Buying crypto is not available on {network}.',
  quotesTitle: 'Quotes',
  quotesLoading: 'Getting quotes…',
  youReceive: 'You receive',
  receiveAmount: '{amount} {symbol}',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  totalCost: 'Total',
  bestQuote: 'Best rate',
  quoteUnavailable: 'Quote unavailable',
  quoteUnavailableDetail: '{provider} could not quote this purchase. Try again or choose another provider.',
  continueWith: 'Continue with {provider}',
  retry: 'Try again',
  buyInProgress: 'Buy in progress',
  continueInWindow: 'Complete your purchase in the {provider} window.',
  popupBlocked: 'Your browser blocked the {provider} window.',
  openProviderLink: 'Open {provider}',
  waitingForFunds: 'Payment received. Waiting for {amount} {symbol} to arrive…',
  purchaseComplete: 'Purchase complete',
  purchaseCompleteDetail: '{amount} {symbol} arrived in your wallet.',
  purchaseFailed: 'Purchase failed',
  purchaseDeclined: 'The payment was declined. No funds were sent.',
  deliveryFailed: '{provider} could not send the funds. Contact {provider} about a refund.',
  popupClosed: 'The {provider} window was closed before a purchase.',
  purchaseOtherNetwork: 'Your purchase arrives on {network}.',
  backToAccount: 'Back to account',
  amountRequired: 'Enter an amount',
  amountNotNumeric: 'Use digits and one decimal separator only',
  amountTooPrecise: 'Use at most {decimals} decimals',
  amountBelowMinimum: 'The minimum is {min} {currency}',
  amountAboveMaximum: 'The maximum is {max} {currency}',
  paymentMethodUnavailable: 'This payment method is not available for {currency}',
  checkoutUnavailable: '{provider} could not start the purchase. Try again.',
  somethingWentWrong: 'Something went wrong',
  noFundsTitle: 'Your wallet is empty',
  noFundsDetail: 'Buy {symbol} with a card or a bank transfer to get started.',
} as const

/** A key of the on-ramp's message catalogue. */
export type OnrampMessageKey = keyof typeof ONRAMP_TEXTS

/** A full translation of the catalogue into another language (every key; same placeholders). */
export type OnrampTranslation = { readonly [K in OnrampMessageKey]: string }
