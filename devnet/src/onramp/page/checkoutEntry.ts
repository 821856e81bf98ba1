// The checkout page's script (bundled for the browser): live quote as the amount or method changes, "Pay",
// then following the order until it is delivered or fails, and telling the app that opened the page, with
// postMessage to the app's exact origin.
import {
  CHECKOUT_MESSAGE_TYPE,
  type CheckoutData,
  type CheckoutMessage,
  type CheckoutOrder,
} from './checkoutData'

const POLL_MS = 400
const POLL_LIMIT_MS = 120_000
const QUOTE_WAIT_MS = 250

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const data = JSON.parse(byId('checkout-data').textContent ?? '{}') as CheckoutData
const form = byId<HTMLFormElement>('checkout')
const amount = byId<HTMLInputElement>('amount')
const cardField = byId<HTMLDivElement>('card-field')
const cardNumber = byId<HTMLInputElement>('card-number')
const quoteLine = byId<HTMLParagraphElement>('quote')
const pay = byId<HTMLButtonElement>('pay')
const status = byId<HTMLElement>('status')
const done = byId<HTMLParagraphElement>('done')

interface ErrorAnswer {
  message?: string
  code?: string
}

interface QuoteAnswer {
  paymentTotal: { amount: string; currency: string }
  providerFee: { amount: string }
  networkFee: { amount: string }
  purchaseAmount: { amount: string; currency: string }
}

function method(): string {
  return form.querySelector<HTMLInputElement>('input[name=method]:checked')?.value ?? data.paymentMethod
}

async function call<T>(
  path: string,
  body?: unknown,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    const response = await fetch(`/checkout/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await response.json()) as T & ErrorAnswer
    if (response.ok) return { ok: true, value: answer }
    return { ok: false, error: answer.message ?? `Error ${response.status}` }
  } catch {
    return { ok: false, error: 'The provider could not be reached. Try again.' }
  }
}

let quoteTimer: ReturnType<typeof setTimeout> | undefined
let quoteRun = 0

function showQuote(): void {
  clearTimeout(quoteTimer)
  pay.disabled = true
  cardField.hidden = method() !== 'card'
  const run = ++quoteRun
  quoteTimer = setTimeout(async () => {
    const answer = await call<QuoteAnswer>('quote', {
      checkoutId: data.checkoutId,
      amount: amount.value.trim(),
      paymentMethod: method(),
    })
    if (run !== quoteRun) return // a newer amount was typed meanwhile
    if (!answer.ok) {
      quoteLine.dataset.error = ''
      quoteLine.textContent = answer.error
      return
    }
    const q = answer.value
    delete quoteLine.dataset.error
    quoteLine.textContent = `You receive ${q.purchaseAmount.amount} ${q.purchaseAmount.currency} · fees ${q.providerFee.amount} + ${q.networkFee.amount} ${q.paymentTotal.currency}`
    pay.textContent = `Pay ${q.paymentTotal.amount} ${q.paymentTotal.currency}`
    pay.disabled = false
  }, QUOTE_WAIT_MS)
}

/** Tells the app that opened this page, at its exact origin; nothing when there is no opener or origin. */
function tellApp(order: CheckoutOrder): void {
  if (!data.appOrigin || !window.opener) return
  const message: CheckoutMessage = { type: CHECKOUT_MESSAGE_TYPE, version: 1, order }
  try {
    ;(window.opener as Window).postMessage(message, data.appOrigin)
  } catch {
    // The opener navigated away or closed: the app finds the order through its history instead.
  }
}

function showOrder(order: CheckoutOrder): void {
  status.dataset.state = order.status
  const bought = `${order.purchaseAmount.amount} ${order.purchaseAmount.currency}`
  if (order.status === 'pending') {
    status.textContent = `Payment accepted. Sending ${bought} to your wallet…`
  } else if (order.status === 'success') {
    status.textContent = `Sent ${bought} to your wallet. Transaction ${order.txHash ?? ''}`
  } else if (order.failureReason === 'card_declined') {
    status.textContent = 'Your card was declined. No money was taken. Start a new purchase from the app.'
  } else {
    status.textContent = 'The purchase failed and was refunded. Start a new purchase from the app.'
  }
  if (order.status !== 'pending') done.hidden = false
}

async function follow(order: CheckoutOrder): Promise<void> {
  const deadline = Date.now() + POLL_LIMIT_MS
  let current = order
  while (current.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    const answer = await call<{ order: CheckoutOrder }>(
      `order?checkoutId=${encodeURIComponent(data.checkoutId)}`,
    )
    if (answer.ok && answer.value.order.status !== current.status) {
      current = answer.value.order
      showOrder(current)
      tellApp(current)
    }
  }
  if (current.status === 'pending')
    status.textContent += ' This is taking longer than usual; the app will update.'
}

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  if (pay.disabled) return
  pay.disabled = true
  for (const input of form.querySelectorAll('input')) input.disabled = true
  // A new attempt: the state of the last one (a mistyped card's 'failed') no longer holds.
  status.dataset.state = 'processing'
  status.textContent = 'Processing payment…'
  const answer = await call<{ order: CheckoutOrder }>('pay', {
    checkoutId: data.checkoutId,
    amount: amount.value.trim(),
    paymentMethod: method(),
    ...(method() === 'card' ? { cardNumber: cardNumber.value } : {}),
  })
  if (!answer.ok) {
    status.dataset.state = 'failed'
    status.textContent = answer.error
    for (const input of form.querySelectorAll('input')) input.disabled = false
    pay.disabled = false
    return
  }
  const order = answer.value.order
  showOrder(order)
  tellApp(order)
  await follow(order)
})

amount.addEventListener('input', showQuote)
for (const radio of form.querySelectorAll('input[name=method]')) radio.addEventListener('change', showQuote)
byId<HTMLButtonElement>('close').addEventListener('click', () => window.close())
showQuote()
