// What the checkout page's script reads from the page (server → browser) and what it posts to the app
// (browser → app). Types only, shared by the server that renders the page and the script in it.

/** One payment method of the session's currency, with its limits (decimal strings). */
export interface CheckoutMethod {
  id: string
  label: string
  min: string
  max: string
}

/** The data the checkout page is rendered with (embedded as JSON in the page). */
export interface CheckoutData {
  /** The page's own secret: its quote, pay and order requests carry it. */
  checkoutId: string
  provider: { id: string; name: string }
  network: { caipNetworkId: string; displayName: string }
  asset: { symbol: string; decimals: number }
  address: string
  paymentCurrency: string
  paymentMethods: CheckoutMethod[]
  paymentMethod: string
  /** The preset amount (decimal string), or ''. */
  amount: string
  /** The only origin the page posts the purchase's result to; null = it posts nothing. */
  appOrigin: string | null
  redirectUrl: string | null
}

/** The order as the checkout endpoints answer it (see orderJson). */
export interface CheckoutOrder {
  id: string
  provider: string
  status: 'pending' | 'success' | 'failed'
  failureReason: string | null
  txHash: string | null
  network: string
  address: string
  partnerUserId: string
  paymentMethod: string
  paymentTotal: { amount: string; currency: string }
  purchaseAmount: { amount: string; currency: string }
  createdAt: string
  updatedAt: string
}

/** The message type the page posts to its opener when the order is created and when it ends. */
export const CHECKOUT_MESSAGE_TYPE = 'airlock:onramp-order'

/** The message posted to the opener (to `appOrigin` exactly, never '*'). */
export interface CheckoutMessage {
  type: typeof CHECKOUT_MESSAGE_TYPE
  version: 1
  order: CheckoutOrder
}
