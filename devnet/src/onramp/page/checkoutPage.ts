// The provider's checkout page as HTML: a real form (amount, payment method, card number, "Pay") that its
// script (checkoutEntry.ts, served at ./assets/checkout.js) drives. No inline script runs: the page's data
// is an inert JSON block, and the Content-Security-Policy allows scripts from the page's own origin only.
import { ACCEPTED_TEST_CARDS, DECLINED_TEST_CARD } from '../testCards'
import type { CheckoutData } from './checkoutData'

/** Path of the checkout page on a provider's server. */
export const CHECKOUT_PATH = '/checkout'

/** The page's Content-Security-Policy: own-origin scripts, styles and requests; never framed. */
export const CHECKOUT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ')

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${CHECKOUT_PATH}/assets/checkout.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/** The checkout form for an opened session. */
export function renderCheckoutPage(data: CheckoutData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  const methods = data.paymentMethods
    .map(
      (m) =>
        `<label class="method"><input type="radio" name="method" value="${escapeHtml(m.id)}"${
          m.id === data.paymentMethod ? ' checked' : ''
        }> ${escapeHtml(m.label)} <span class="limits">${escapeHtml(m.min)}–${escapeHtml(m.max)} ${escapeHtml(
          data.paymentCurrency,
        )}</span></label>`,
    )
    .join('\n')
  const body = `<header>
<p class="provider">${escapeHtml(data.provider.name)}</p>
<h1>Buy ${escapeHtml(data.asset.symbol)}</h1>
<p class="destination">To <span id="destination" title="${escapeHtml(data.address)}">${escapeHtml(
    data.address,
  )}</span> on ${escapeHtml(data.network.displayName)}</p>
</header>
<form id="checkout" novalidate>
<label for="amount">Amount (${escapeHtml(data.paymentCurrency)})</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${escapeHtml(data.amount)}" required aria-describedby="quote">
<fieldset>
<legend>Payment method</legend>
${methods}
</fieldset>
<div id="card-field">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" aria-describedby="card-hint">
<p id="card-hint" class="hint">Test cards: ${ACCEPTED_TEST_CARDS.slice(0, 2).map(spaced).join(' or ')} pay; ${spaced(
    DECLINED_TEST_CARD,
  )} is declined.</p>
</div>
<p id="quote" class="quote" aria-live="polite"></p>
<button id="pay" type="submit" disabled>Pay</button>
</form>
<section id="status" role="status" aria-live="polite"></section>
<p id="done" hidden><button id="close" type="button">Close this window</button></p>
<script id="checkout-data" type="application/json">${json}</script>
<script src="${CHECKOUT_PATH}/assets/checkout.js" defer></script>`
  return shell(`${data.provider.name} · Buy ${data.asset.symbol}`, body)
}

/** A page saying why a checkout link does not open (unknown, already used, expired). */
export function renderCheckoutError(providerName: string, title: string, text: string): string {
  return shell(
    `${providerName} · ${title}`,
    `<header><p class="provider">${escapeHtml(providerName)}</p><h1>${escapeHtml(title)}</h1></header>
<p role="alert">${escapeHtml(text)}</p>`,
  )
}

/** The page's styles (served at ./assets/checkout.css). */
export const CHECKOUT_CSS = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #14161a; background: #f4f5f7; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
h1 { font-size: 1.4rem; margin: 0.2rem 0; }
.provider { font-weight: 600; color: #3454d1; margin: 0; }
.destination { color: #555; font-size: 0.85rem; }
#destination { word-break: break-all; }
form, #card-field { display: grid; gap: 0.6rem; }
#card-field { gap: 0.3rem; }
[hidden] { display: none !important; }
label { font-weight: 500; }
input[type=text], input:not([type]), #amount, #card-number { font: inherit; padding: 0.55rem 0.7rem; border: 1px solid #bbb; border-radius: 8px; }
fieldset { border: 1px solid #ddd; border-radius: 8px; display: grid; gap: 0.3rem; }
.method { font-weight: 400; }
.limits, .hint { color: #666; font-size: 0.8rem; }
.quote { min-height: 2.5rem; margin: 0; }
.quote[data-error] { color: #b00020; }
button { font: inherit; font-weight: 600; padding: 0.7rem; border: 0; border-radius: 8px; background: #3454d1; color: #fff; cursor: pointer; }
button:disabled { background: #9aa5cf; cursor: default; }
#status { margin-top: 1rem; }
#status[data-state=failed] { color: #b00020; }
#status[data-state=success] { color: #17663a; }
`
