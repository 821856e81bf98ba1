// A provider's quote, in integers: what the visitor pays, the provider's and the network's fees, and what
// arrives on chain. The same function prices the quote endpoint, the checkout page and the order, so the
// funded amount is exactly the quoted one.
import { divCeil, formatDecimal, parseDecimal, RATE_SCALE, scaledRate } from './decimal'
import {
  limitsFor,
  type OnrampAsset,
  type OnrampNetwork,
  type OnrampProviderConfig,
  type PaymentCurrencyConfig,
} from './onrampCatalogue'

/** Fiat amounts have 2 decimals (USD and EUR cents). */
export const FIAT_DECIMALS = 2

/** Why a quote could not be made. */
export type QuoteErrorCode =
  | 'invalid_amount'
  | 'below_minimum'
  | 'above_maximum'
  | 'method_unavailable'
  | 'fees_exceed_amount'
  | 'no_price'

/** A quote that cannot be made, with a code and a message a client can show. */
export class QuoteError extends Error {
  override name = 'QuoteError'
  constructor(
    readonly code: QuoteErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** What a quote is computed from. */
export interface QuoteInput {
  provider: OnrampProviderConfig
  currency: PaymentCurrencyConfig
  /** 'card' or 'ach_bank_account'. */
  method: string
  network: OnrampNetwork
  asset: OnrampAsset
  /** The asset's price in USD. */
  priceUsd: number | undefined
}

/** A computed quote; every amount in its smallest unit. */
export interface Quote {
  provider: string
  paymentCurrency: string
  paymentMethod: string
  network: string
  asset: string
  assetDecimals: number
  /** What the visitor pays (fiat cents). */
  paymentTotal: bigint
  providerFee: bigint
  networkFee: bigint
  /** paymentTotal minus both fees: what buys the asset. */
  paymentSubtotal: bigint
  /** What arrives on chain, in the asset's smallest unit. */
  purchaseUnits: bigint
  /** The asset's price in the payment currency (fiat cents per whole asset, rounded). */
  unitPrice: bigint
}

function limitsOrThrow(input: QuoteInput) {
  const limits = limitsFor([input.currency], input.currency.id, input.method)
  if (!limits) {
    throw new QuoteError(
      'method_unavailable',
      `Payment method ${input.method} is not available for ${input.currency.id}`,
    )
  }
  return {
    min: parseDecimal(limits.min, FIAT_DECIMALS) ?? 0n,
    max: parseDecimal(limits.max, FIAT_DECIMALS) ?? 0n,
    limits,
  }
}

/** Fiat cents of a USD-cent amount in the payment currency, rounded up as a fee is. */
function usdCentsToFiat(usdCents: bigint, currency: PaymentCurrencyConfig): bigint {
  return usdCents === 0n ? 0n : divCeil(usdCents * RATE_SCALE, scaledRate(currency.usdRate))
}

function priced(input: QuoteInput, amount: bigint) {
  if (input.priceUsd === undefined) throw new QuoteError('no_price', `No price for ${input.asset.symbol}`)
  const price = scaledRate(input.priceUsd)
  const rate = scaledRate(input.currency.usdRate)
  const providerFee = divCeil(amount * BigInt(input.provider.feeBps), 10_000n)
  const networkFee = usdCentsToFiat(BigInt(input.provider.networkFeeUsdCents), input.currency)
  const subtotal = amount - providerFee - networkFee
  // subtotal fiat cents → USD cents (× rate) → asset units (/ price), rounded down.
  const units = subtotal > 0n ? (subtotal * rate * 10n ** BigInt(input.asset.decimals)) / (price * 100n) : 0n
  return { providerFee, networkFee, subtotal, units, unitPrice: (price * 100n) / rate }
}

/**
 * The quote for paying `amount` (fiat cents): refused outside the payment method's limits, or when the
 * fees take it all.
 * @example computeQuote(input, 10000n).purchaseUnits // ETH wei for 100.00 USD after fees
 */
export function computeQuote(input: QuoteInput, amount: bigint): Quote {
  const { min, max, limits } = limitsOrThrow(input)
  const currency = input.currency.id
  if (amount < min) {
    throw new QuoteError('below_minimum', `Amount is below the minimum of ${limits.min} ${currency}`)
  }
  if (amount > max) {
    throw new QuoteError('above_maximum', `Amount is above the maximum of ${limits.max} ${currency}`)
  }
  const p = priced(input, amount)
  if (p.units <= 0n) throw new QuoteError('fees_exceed_amount', 'Amount does not cover the fees')
  return {
    provider: input.provider.id,
    paymentCurrency: currency,
    paymentMethod: input.method,
    network: input.network.caipNetworkId,
    asset: input.asset.symbol,
    assetDecimals: input.asset.decimals,
    paymentTotal: amount,
    providerFee: p.providerFee,
    networkFee: p.networkFee,
    paymentSubtotal: p.subtotal,
    purchaseUnits: p.units,
    unitPrice: p.unitPrice,
  }
}

/**
 * The smallest fiat amount (cents) whose quote delivers at least `units` of the asset: how a preset crypto
 * amount becomes the amount the checkout page asks for. Not checked against the limits.
 */
export function fiatForUnits(input: QuoteInput, units: bigint): bigint {
  if (input.priceUsd === undefined) throw new QuoteError('no_price', `No price for ${input.asset.symbol}`)
  const price = scaledRate(input.priceUsd)
  const rate = scaledRate(input.currency.usdRate)
  const subtotal = divCeil(units * price * 100n, rate * 10n ** BigInt(input.asset.decimals))
  const networkFee = usdCentsToFiat(BigInt(input.provider.networkFeeUsdCents), input.currency)
  let amount = divCeil((subtotal + networkFee) * 10_000n, 10_000n - BigInt(input.provider.feeBps))
  // The fee rounds per cent: step to the exact smallest amount (a few steps at most).
  while (amount > 1n && priced(input, amount - 1n).units >= units) amount--
  while (priced(input, amount).units < units) amount++
  return amount
}

/** A fiat amount as the API writes it: `{ amount: '12.34', currency: 'USD' }`. */
function fiat(cents: bigint, currency: string) {
  return { amount: formatDecimal(cents, FIAT_DECIMALS, FIAT_DECIMALS), currency }
}

/** The quote as POST /v1/onramp/quote answers it (spec field names; `providerFee`, `network` added). */
export function quoteJson(quote: Quote, quoteId: string) {
  return {
    quoteId,
    provider: quote.provider,
    network: quote.network,
    paymentMethod: quote.paymentMethod,
    paymentTotal: fiat(quote.paymentTotal, quote.paymentCurrency),
    paymentSubtotal: fiat(quote.paymentSubtotal, quote.paymentCurrency),
    providerFee: fiat(quote.providerFee, quote.paymentCurrency),
    networkFee: fiat(quote.networkFee, quote.paymentCurrency),
    purchaseAmount: {
      amount: formatDecimal(quote.purchaseUnits, quote.assetDecimals),
      currency: quote.asset,
    },
    exchangeRate: fiat(quote.unitPrice, quote.paymentCurrency),
  }
}
