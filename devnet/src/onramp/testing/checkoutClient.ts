// Test helpers: the app's side (ask for a checkout URL) and the checkout page's side (open it, pay) of an
// on-ramp purchase, over plain HTTP.
import { requestJson, serviceUrl } from '../../testing/request'
import type { CheckoutData, CheckoutOrder } from '../page/checkoutData'

/** Asks the API for a checkout URL (POST /v1/generators/onrampurl), as an app at `origin` would. */
export function requestCheckoutUrl(apiUrl: string, body: unknown, origin = 'http://127.0.0.1:5173') {
  return requestJson<{ url: string; code?: string }>(serviceUrl(apiUrl, '/v1/generators/onrampurl'), {
    body,
    origin,
  })
}

/** The data block of a checkout page's HTML. */
export function checkoutDataOf(html: string): CheckoutData {
  const match = /<script id="checkout-data" type="application\/json">([^<]*)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error('No checkout data in the page')
  return JSON.parse(match[1]) as CheckoutData
}

/** Opens a checkout URL as the popup would: its status and, when it opened, its data. */
export async function openCheckout(url: string) {
  const response = await fetch(url)
  const html = await response.text()
  return { status: response.status, html, data: response.ok ? checkoutDataOf(html) : undefined }
}

/** Pays an opened checkout (as its page does, from its own origin). */
export function payCheckout(
  url: string,
  data: CheckoutData,
  fields: { amount?: string; paymentMethod?: string; cardNumber?: string; origin?: string } = {},
) {
  const base = new URL(url).origin
  return requestJson<{ order: CheckoutOrder; code?: string }>(`${base}/checkout/pay`, {
    body: {
      checkoutId: data.checkoutId,
      amount: fields.amount ?? data.amount,
      paymentMethod: fields.paymentMethod ?? data.paymentMethod,
      cardNumber: fields.cardNumber ?? '4242 4242 4242 4242',
    },
    origin: fields.origin ?? base,
  })
}
