import { describe, expect, test } from 'vitest'
import {
  AmountAboveMaximumError,
  AmountBelowMinimumError,
  AmountNotNumericError,
  AmountRequiredError,
  AmountTooPreciseError,
  CheckoutUnavailableError,
  englishMessage,
  OnrampError,
  OnrampResponseError,
  PaymentMethodUnavailableError,
  PopupBlockedError,
  PurchaseFailedError,
  QuoteUnavailableError,
} from './errors'
import { ONRAMP_TEXTS } from './texts'

const all = (): OnrampError[] => [
  new AmountRequiredError(),
  new AmountNotNumericError('12a'),
  new AmountTooPreciseError('1.234', 2),
  new AmountBelowMinimumError({ amount: '4', min: '5.00', currency: 'USD', method: 'card' }),
  new AmountAboveMaximumError({ amount: '9000', max: '7500.00', currency: 'EUR', method: 'card' }),
  new PaymentMethodUnavailableError({ method: 'paypal', currency: 'USD' }),
  new OnrampResponseError({
    endpoint: 'GET /v1/onramp/options',
    issues: 'paymentCurrencies: expected array',
  }),
  new QuoteUnavailableError({
    provider: 'harbor',
    providerName: 'Harbor Pay',
    cause: new Error('HTTP status code: 500'),
  }),
  new CheckoutUnavailableError({ provider: 'meridian', providerName: 'Meridian Ramp' }),
  new PopupBlockedError({ providerName: 'Harbor Pay', url: 'https://pay.example/checkout' }),
  new PurchaseFailedError({ orderId: 'o1', reason: 'card_declined', providerName: 'Harbor Pay' }),
  new PurchaseFailedError({ orderId: 'o2', reason: 'delivery_failed', providerName: 'Harbor Pay' }),
]

describe('on-ramp errors', () => {
  test('each has its class name, a message key of the catalogue and its full message', () => {
    expect(
      all().map((e) => ({ name: e.name, key: e.messageKey, visitor: englishMessage(e), message: e.message })),
    ).toMatchInlineSnapshot(`
      [
        {
          "key": "amountRequired",
          "message": "An amount is required",
          "name": "AmountRequiredError",
          "visitor": "Enter an amount",
        },
        {
          "key": "amountNotNumeric",
          "message": "Amount "12a" is not a number",
          "name": "AmountNotNumericError",
          "visitor": "Use digits and one decimal separator only",
        },
        {
          "key": "amountTooPrecise",
          "message": "Amount "1.234" has more than 2 decimals",
          "name": "AmountTooPreciseError",
          "visitor": "Use at most 2 decimals",
        },
        {
          "key": "amountBelowMinimum",
          "message": "Amount 4 USD is below the card minimum of 5.00",
          "name": "AmountBelowMinimumError",
          "visitor": "The minimum is 5.00 USD",
        },
        {
          "key": "amountAboveMaximum",
          "message": "Amount 9000 EUR is above the card maximum of 7500.00",
          "name": "AmountAboveMaximumError",
          "visitor": "The maximum is 7500.00 EUR",
        },
        {
          "key": "paymentMethodUnavailable",
          "message": "Payment method paypal is not offered for USD",
          "name": "PaymentMethodUnavailableError",
          "visitor": "This payment method is not available for USD",
        },
        {
          "key": "somethingWentWrong",
          "message": "Unexpected answer from GET /v1/onramp/options

      Details: paymentCurrencies: expected array",
          "name": "OnrampResponseError",
          "visitor": "Something went wrong",
        },
        {
          "key": "quoteUnavailableDetail",
          "message": "No quote from provider harbor

      Details: HTTP status code: 500",
          "name": "QuoteUnavailableError",
          "visitor": "Harbor Pay could not quote this purchase. Try again or choose another provider.",
        },
        {
          "key": "checkoutUnavailable",
          "message": "Provider meridian could not start a checkout",
          "name": "CheckoutUnavailableError",
          "visitor": "Meridian Ramp could not start the purchase. Try again.",
        },
        {
          "key": "popupBlocked",
          "message": "The provider window was blocked

      URL: https://pay.example/checkout",
          "name": "PopupBlockedError",
          "visitor": "Your browser blocked the Harbor Pay window.",
        },
        {
          "key": "purchaseDeclined",
          "message": "Order o1 failed (card_declined)",
          "name": "PurchaseFailedError",
          "visitor": "The payment was declined. No funds were sent.",
        },
        {
          "key": "deliveryFailed",
          "message": "Order o2 failed (delivery_failed)",
          "name": "PurchaseFailedError",
          "visitor": "Harbor Pay could not send the funds. Contact Harbor Pay about a refund.",
        },
      ]
    `)
  })

  test('every message key is in the catalogue and every placeholder is filled', () => {
    for (const error of all()) {
      expect(error).toBeInstanceOf(OnrampError)
      expect(ONRAMP_TEXTS[error.messageKey]).toBeDefined()
      expect(englishMessage(error)).not.toMatch(/\{\w+\}/)
    }
  })

  test('walk finds a cause down the chain', () => {
    const root = new OnrampResponseError({ endpoint: 'POST /v1/onramp/quote', issues: 'bad' })
    const error = new QuoteUnavailableError({ provider: 'harbor', cause: root })
    expect(error.walk((e) => e instanceof OnrampResponseError)).toBe(root)
    expect(error.walk((e) => e instanceof TypeError)).toBeNull()
    expect(error.details).toBe('bad')
    expect(error.cause).toBe(root)
  })
})
