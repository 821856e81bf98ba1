// The on-ramp's errors: one class per failure, each with a developer-facing `shortMessage` and the key (and
// parameters) of the message the visitor sees in their language. Shaped like the kernel's BaseError
// (shortMessage, details, metaMessages, cause, walk) so the wiring can re-parent them without changing callers.
import { ONRAMP_TEXTS, type OnrampMessageKey } from './texts'

/** Parameters filling a message's `{placeholders}`. */
export type MessageParams = Readonly<Record<string, string | number>>

/** What every on-ramp error can carry besides its message. */
export interface OnrampErrorParameters {
  cause?: unknown
  details?: string
  metaMessages?: string[]
}

/**
 * The root of the on-ramp's errors: `messageKey` + `messageParams` name the visitor's text in the
 * catalogue (ONRAMP_TEXTS and its translations); `shortMessage` says what went wrong, in English, for logs.
 * @example
 * if (error instanceof OnrampError) show(t(error.messageKey, error.messageParams))
 */
export class OnrampError extends Error {
  override name = 'OnrampError'
  /** What went wrong, in one line. */
  readonly shortMessage: string
  /** Technical details (the cause's message when none were given). */
  readonly details: string
  readonly metaMessages: string[] | undefined
  /** The key of the visitor's message in the on-ramp catalogue. */
  readonly messageKey: OnrampMessageKey
  /** The values of the message's placeholders. */
  readonly messageParams: MessageParams

  constructor(
    shortMessage: string,
    message: { key: OnrampMessageKey; params?: MessageParams },
    args: OnrampErrorParameters = {},
  ) {
    const details =
      args.details ??
      (args.cause instanceof OnrampError
        ? args.cause.details
        : args.cause instanceof Error
          ? args.cause.message
          : typeof args.cause === 'string'
            ? args.cause
            : '')
    super(
      [
        shortMessage,
        ...(args.metaMessages?.length ? ['', ...args.metaMessages] : []),
        ...(details ? ['', `Details: ${details}`] : []),
      ].join('\n'),
      args.cause === undefined ? undefined : { cause: args.cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = args.metaMessages
    this.messageKey = message.key
    this.messageParams = message.params ?? {}
  }

  /** The first error in the cause chain (this one included) for which `fn` is true, or null. */
  walk(fn: (error: unknown) => boolean): Error | null {
    let current: unknown = this
    while (current !== undefined && current !== null) {
      if (fn(current)) return current as Error
      current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
    }
    return null
  }
}

/** The amount field is empty. */
export class AmountRequiredError extends OnrampError {
  override name = 'AmountRequiredError'
  constructor() {
    super('An amount is required', { key: 'amountRequired' })
  }
}

/** The amount has letters, signs or more than one separator. */
export class AmountNotNumericError extends OnrampError {
  override name = 'AmountNotNumericError'
  constructor(readonly input: string) {
    super(`Amount "${input}" is not a number`, { key: 'amountNotNumeric' })
  }
}

/** The amount has more decimals than the currency has (2 for fiat). */
export class AmountTooPreciseError extends OnrampError {
  override name = 'AmountTooPreciseError'
  constructor(
    readonly input: string,
    readonly decimals: number,
  ) {
    super(`Amount "${input}" has more than ${decimals} decimals`, {
      key: 'amountTooPrecise',
      params: { decimals },
    })
  }
}

/** The amount is under the payment method's minimum. */
export class AmountBelowMinimumError extends OnrampError {
  override name = 'AmountBelowMinimumError'
  constructor(args: { amount: string; min: string; currency: string; method: string }) {
    super(`Amount ${args.amount} ${args.currency} is below the ${args.method} minimum of ${args.min}`, {
      key: 'amountBelowMinimum',
      params: { min: args.min, currency: args.currency },
    })
  }
}

/** The amount is over the payment method's maximum. */
export class AmountAboveMaximumError extends OnrampError {
  override name = 'AmountAboveMaximumError'
  constructor(args: { amount: string; max: string; currency: string; method: string }) {
    super(`Amount ${args.amount} ${args.currency} is above the ${args.method} maximum of ${args.max}`, {
      key: 'amountAboveMaximum',
      params: { max: args.max, currency: args.currency },
    })
  }
}

/** The payment currency has no limits for this payment method (the providers do not take it). */
export class PaymentMethodUnavailableError extends OnrampError {
  override name = 'PaymentMethodUnavailableError'
  constructor(args: { method: string; currency: string }) {
    super(`Payment method ${args.method} is not offered for ${args.currency}`, {
      key: 'paymentMethodUnavailable',
      params: { currency: args.currency },
    })
  }
}

/** An on-ramp endpoint answered something that is not what it promises (malformed JSON, wrong shape). */
export class OnrampResponseError extends OnrampError {
  override name = 'OnrampResponseError'
  constructor(args: { endpoint: string; issues: string }) {
    super(`Unexpected answer from ${args.endpoint}`, { key: 'somethingWentWrong' }, { details: args.issues })
  }
}

/** A provider gave no quote (an error answer, a timeout, a malformed one): shown as such, never as a number. */
export class QuoteUnavailableError extends OnrampError {
  override name = 'QuoteUnavailableError'
  constructor(args: { provider: string; providerName?: string; cause?: unknown }) {
    super(
      `No quote from provider ${args.provider}`,
      { key: 'quoteUnavailableDetail', params: { provider: args.providerName ?? args.provider } },
      { cause: args.cause },
    )
  }
}

/** The checkout URL could not be made (POST /v1/generators/onrampurl failed). */
export class CheckoutUnavailableError extends OnrampError {
  override name = 'CheckoutUnavailableError'
  constructor(args: { provider: string; providerName?: string; cause?: unknown }) {
    super(
      `Provider ${args.provider} could not start a checkout`,
      { key: 'checkoutUnavailable', params: { provider: args.providerName ?? args.provider } },
      { cause: args.cause },
    )
  }
}

/** The browser refused to open the provider's window; the visitor can open its link instead. */
export class PopupBlockedError extends OnrampError {
  override name = 'PopupBlockedError'
  constructor(args: { providerName: string; url: string }) {
    super(
      'The provider window was blocked',
      { key: 'popupBlocked', params: { provider: args.providerName } },
      {
        metaMessages: [`URL: ${args.url}`],
      },
    )
  }
}

/** The purchase ended without funds: the card was declined, or the provider could not deliver. */
export class PurchaseFailedError extends OnrampError {
  override name = 'PurchaseFailedError'
  constructor(args: { orderId: string; reason: string | null; providerName: string }) {
    super(
      `Order ${args.orderId} failed${args.reason ? ` (${args.reason})` : ''}`,
      args.reason === 'card_declined'
        ? { key: 'purchaseDeclined' }
        : { key: 'deliveryFailed', params: { provider: args.providerName } },
    )
  }
}

/** The English text of an error's message (for logs and tests; the UI formats the key in the visitor's locale). */
export function englishMessage(error: OnrampError): string {
  return ONRAMP_TEXTS[error.messageKey].replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(error.messageParams, name) ? String(error.messageParams[name]) : match,
  )
}
