// The bodies the plugin sends to the on-ramp endpoints (spec §7 field names), and the purchase id that ties
// a checkout to the order found later in history.

/**
 * A new purchase id (sent as `partnerUserId`): 128 bits from the platform's strong random source, as hex.
 * @example newPurchaseId() // 'c1f0…' (32 hex digits)
 */
export function newPurchaseId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** What a quote is asked for. */
export interface QuoteParameters {
  /** Symbol of the asset bought, e.g. 'ETH'. */
  purchaseCurrency: string
  /** Fiat currency id, e.g. 'USD'. */
  paymentCurrency: string
  /** The checked amount (a plain decimal, e.g. '100' or '12.5'). */
  amount: string
  /** CAIP-2 id of the network the asset arrives on. */
  network: string
  provider: string
  paymentMethod: string
}

/**
 * The body of POST /v1/onramp/quote for one provider.
 * @example quoteRequestBody({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:1', provider: 'harbor', paymentMethod: 'card' })
 */
export function quoteRequestBody(p: QuoteParameters) {
  return {
    purchaseCurrency: p.purchaseCurrency,
    paymentCurrency: p.paymentCurrency,
    amount: p.amount,
    network: p.network,
    provider: p.provider,
    paymentMethod: p.paymentMethod,
  }
}

/** What a checkout is opened for. */
export interface CheckoutParameters extends QuoteParameters {
  /** The connected address that receives the asset. */
  address: string
  /** The purchase id (newPurchaseId()). */
  purchaseId: string
}

/**
 * The body of POST /v1/generators/onrampurl: the destination wallet bound to the one network, the asset,
 * the fiat amount and method preset, and the purchase id as `partnerUserId`.
 */
export function onrampUrlRequestBody(p: CheckoutParameters) {
  return {
    destinationWallets: [{ address: p.address, blockchains: [p.network], assets: [p.purchaseCurrency] }],
    defaultNetwork: p.network,
    defaultAsset: p.purchaseCurrency,
    partnerUserId: p.purchaseId,
    presetFiatAmount: p.amount,
    fiatCurrency: p.paymentCurrency,
    defaultPaymentMethod: p.paymentMethod,
    provider: p.provider,
  }
}
