// The devnet on-ramp: two provider stand-ins with checkout pages on their own origins, the spec's on-ramp
// endpoints on the blockchain-data API, orders in the devnet database, delivery from a treasury.

export type { OnrampService } from './OnrampService'
export type { OnrampOrder, OrderStatus } from './OnrampStore'
export type { OrderFailureReason } from './OrderSettler'
export {
  DEVNET_ONRAMP_PROVIDERS,
  DEVNET_PAYMENT_CURRENCIES,
  type OnrampProviderConfig,
  type PaymentCurrencyConfig,
  type PaymentMethodId,
  type PaymentMethodLimit,
} from './onrampCatalogue'
export type { OnrampErrorCode } from './onrampErrors'
export type { OnrampApi } from './onrampRoutes'
export { CHECKOUT_MESSAGE_TYPE, type CheckoutMessage, type CheckoutOrder } from './page/checkoutData'
export {
  type OnrampDevnet,
  type OnrampDevnetOptions,
  type OnrampProviderEndpoint,
  type StartOnrampOptions,
  startOnramp,
} from './startOnramp'
export { ACCEPTED_TEST_CARDS, DECLINED_TEST_CARD } from './testCards'
export { type OnrampApiTestbed, startOnrampApi } from './testing/startOnrampApi'
export { DEVNET_ONRAMP_TREASURY } from './treasury/evmTreasury'
export { DEVNET_ONRAMP_SOLANA_TREASURY } from './treasury/solanaTreasury'
