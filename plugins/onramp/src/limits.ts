// The payment method's limits, checked before any provider is asked for a quote.
import { compareDecimals } from './decimal'
import { AmountAboveMaximumError, AmountBelowMinimumError, PaymentMethodUnavailableError } from './errors'
import { FIAT_DECIMALS, type ParsedAmount, parseAmount } from './parseAmount'
import type { OnrampOptions } from './schemas'

/** A payment method's limits in one currency (decimal strings). */
export interface PaymentMethodLimits {
  id: string
  min: string
  max: string
}

/** The limits of `method` in the payment currency `currency`, or undefined when it is not offered. */
export function findLimits(
  options: OnrampOptions,
  currency: string,
  method: string,
): PaymentMethodLimits | undefined {
  return options.paymentCurrencies
    .find((c) => c.id.toUpperCase() === currency.toUpperCase())
    ?.payment_method_limits.find((l) => l.id === method)
}

/**
 * Refuses an amount outside `limits` (inclusive at both ends).
 * @throws AmountBelowMinimumError | AmountAboveMaximumError
 */
export function checkLimits(amount: ParsedAmount, limits: PaymentMethodLimits, currency: string): void {
  const args = { amount: amount.value, currency, method: limits.id }
  if (compareDecimals(amount.value, limits.min) < 0)
    throw new AmountBelowMinimumError({ ...args, min: limits.min })
  if (compareDecimals(amount.value, limits.max) > 0)
    throw new AmountAboveMaximumError({ ...args, max: limits.max })
}

/**
 * The visitor's amount, checked as typed and against the payment method's limits: what the form does before
 * any quote is asked.
 * @throws AmountRequiredError | AmountNotNumericError | AmountTooPreciseError | PaymentMethodUnavailableError |
 *   AmountBelowMinimumError | AmountAboveMaximumError
 * @example validatePurchaseAmount('100', options, 'USD', 'card') // { value: '100', units: 10000n }
 */
export function validatePurchaseAmount(
  input: string,
  options: OnrampOptions,
  currency: string,
  method: string,
): ParsedAmount {
  const amount = parseAmount(input, FIAT_DECIMALS)
  const limits = findLimits(options, currency, method)
  if (!limits) throw new PaymentMethodUnavailableError({ method, currency })
  checkLimits(amount, limits, currency)
  return amount
}
