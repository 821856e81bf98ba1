// The swap's token amounts in the visitor's locale: cut to the decimals each figure shows (never rounded),
// then written with the locale's grouping, decimal separator and digits, as the modal writes balances.
import { formatAmount as inLocale } from '@airlock/ui'
import { formatAmount } from '../../amount'
import { amountReceived, type SwapReview } from '../../quote'
import type { SwapToken } from '../../schemas'
import { SWAP_OUTPUT_DECIMALS } from '../../tradeConstants'

/** Decimals of the network cost (in the native token). */
const NETWORK_COST_DECIMALS = 8
/** Decimals of the provider fee (in the source token). */
const PROVIDER_FEE_DECIMALS = 6

/** The quote's amounts as text in a locale (without their symbols). */
export interface LocalQuoteAmounts {
  networkCost: string
  providerFee: string
  minimumReceived: string
}

/**
 * The quote's network cost, provider fee and minimum received in `locale`.
 *
 * @example
 * localQuoteAmounts(review, usdc, 'es').minimumReceived // '2.961,125547'
 */
export function localQuoteAmounts(review: SwapReview, from: SwapToken, locale: string): LocalQuoteAmounts {
  return {
    networkCost: inLocale(
      formatAmount(review.networkCost.units, 18, NETWORK_COST_DECIMALS),
      NETWORK_COST_DECIMALS,
      locale,
    ),
    providerFee: inLocale(
      formatAmount(review.providerFee.units, from.decimals ?? 18, PROVIDER_FEE_DECIMALS),
      PROVIDER_FEE_DECIMALS,
      locale,
    ),
    minimumReceived: inLocale(review.minimumReceived.shown, SWAP_OUTPUT_DECIMALS, locale),
  }
}

/**
 * What the quote gives, in `locale` (the spec's 6 decimals, cut).
 *
 * @example
 * localReceived(2_991_035_907n, 6, 'es') // '2.991,035907'
 */
export function localReceived(toAmount: bigint, toDecimals: number, locale: string): string {
  return inLocale(amountReceived(toAmount, toDecimals), SWAP_OUTPUT_DECIMALS, locale)
}

/**
 * The amount the visitor typed (a plain decimal), in `locale`.
 *
 * @example
 * localTyped('1234.5', 18, 'es') // '1.234,5'
 */
export function localTyped(amountText: string, decimals: number | undefined, locale: string): string {
  return inLocale(amountText, decimals ?? 18, locale)
}
