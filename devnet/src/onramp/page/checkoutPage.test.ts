// The checkout page in headless Chromium: an app on its own origin asks for a checkout URL and opens it in a
// popup on the provider's origin; the visitor pays there; the page tells the app (postMessage to the app's
// exact origin) and the funds arrive on anvil after the settler's delay. Also the declined and invalid cards.
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilNode, startAnvil } from '../../chain/startAnvil'
import { type RunningServer, startHttpServer } from '../../http/startHttpServer'
import { SDK } from '../../testing/request'
import { launchChromium } from '../../wallet/testing/launchChromium'
import type { OnrampDevnet } from '../startOnramp'
import { type OnrampApiTestbed, startOnrampApi } from '../testing/startOnrampApi'
import type { CheckoutMessage } from './checkoutData'

let anvil: AnvilNode
let bed: OnrampApiTestbed
let onramp: OnrampDevnet
let app: RunningServer
let browser: Browser

/** The app: one button that opens a popup at once (click = user gesture), then points it at the checkout. */
function appPage(apiUrl: string): string {
  const endpoint = `${apiUrl}/v1/generators/onrampurl?projectId=airlock-devnet&st=${SDK.st}&sv=${SDK.sv}`
  return `<!doctype html><html><body><button id="buy">Buy</button><script>
window.messages = []
window.addEventListener('message', (event) => {
  window.messages.push({ origin: event.origin, fromPopup: event.source === window.popup, data: event.data })
})
document.getElementById('buy').addEventListener('click', async () => {
  window.popup = window.open('about:blank', 'onramp', 'popup,width=460,height=720')
  const response = await fetch(${JSON.stringify(endpoint)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(window.purchase),
  })
  window.popup.location.href = (await response.json()).url
})
</script></body></html>`
}

beforeAll(async () => {
  ;[anvil, browser] = await Promise.all([startAnvil({ chainId: 31337 }), launchChromium()])
  bed = await startOnrampApi({
    chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
    solana: false,
    settleDelayMs: 300,
  })
  onramp = bed.onramp
  app = await startHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(appPage(bed.api.url))
  })
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await bed?.stop()
  await anvil?.stop()
})

interface AppMessage {
  origin: string
  fromPopup: boolean
  data: CheckoutMessage
}

/** Opens the app, clicks Buy for `address`, and returns the app page and the checkout popup once quoted. */
async function openCheckoutPopup(address: string, provider: string): Promise<{ page: Page; popup: Page }> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(app.url)
  await page.evaluate(
    ([to, id]) => {
      ;(window as unknown as { purchase: unknown }).purchase = {
        destinationWallets: [{ address: to }],
        defaultNetwork: 'eip155:31337',
        defaultAsset: 'ETH',
        presetFiatAmount: '100',
        partnerUserId: 'browser-visitor',
        provider: id,
      }
    },
    [address, provider] as const,
  )
  const popupOpened = page.waitForEvent('popup')
  await page.click('#buy')
  const popup = await popupOpened
  await popup.waitForURL(/\/checkout\?sessionToken=/)
  await popup.waitForSelector('#pay:not([disabled])')
  return { page, popup }
}

const messagesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { messages: AppMessage[] }).messages)

describe('the checkout page in Chromium', () => {
  it('buys ETH: live quote, Pay, messages to the app’s origin, funds on anvil', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const { page, popup } = await openCheckoutPopup(address, 'harbor')
    const harbor = onramp.providers.find((p) => p.id === 'harbor')!
    expect(new URL(popup.url()).origin).toBe(harbor.url)
    expect(await popup.textContent('#quote')).toContain('You receive 0.03267 ETH')
    expect(await popup.textContent('#pay')).toBe('Pay 100.00 USD')
    expect(await popup.textContent('#destination')).toBe(address)

    // Typing another amount re-quotes.
    await popup.fill('#amount', '50')
    await popup.waitForFunction(() => document.querySelector('#pay')?.textContent === 'Pay 50.00 USD')
    expect(await popup.textContent('#quote')).toContain('You receive 0.01617 ETH')

    await popup.fill('#card-number', '4242 4242 4242 4242')
    await popup.click('#pay')
    await popup.waitForSelector('#status[data-state="success"]', { timeout: 60_000 })
    expect(await popup.textContent('#status')).toContain('Sent 0.01617 ETH to your wallet')

    await page.waitForFunction(() =>
      (window as unknown as { messages: AppMessage[] }).messages.some(
        (m) => m.data.order.status === 'success',
      ),
    )
    const messages = await messagesOf(page)
    expect(messages.map((m) => m.data.order.status)).toEqual(['pending', 'success'])
    for (const m of messages) {
      expect(m).toMatchObject({
        origin: harbor.url,
        fromPopup: true,
        data: { type: 'airlock:onramp-order', version: 1 },
      })
    }
    expect(messages[1]?.data.order).toMatchObject({
      address,
      network: 'eip155:31337',
      partnerUserId: 'browser-visitor',
      purchaseAmount: { amount: '0.01617', currency: 'ETH' },
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getBalance({ address })).toBe(16_170_000_000_000_000n)
    await page.context().close()
  }, 120_000)

  it('keeps the form usable after a mistyped card, then shows a declined card’s failure and funds nothing', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const { page, popup } = await openCheckoutPopup(address, 'meridian')
    // A bank account needs no card: the card field goes away while it is chosen.
    await popup.check('input[value="ach_bank_account"]')
    expect(await popup.isHidden('#card-field')).toBe(true)
    await popup.check('input[value="card"]')
    await popup.waitForSelector('#card-field', { state: 'visible' })
    await popup.waitForSelector('#pay:not([disabled])')
    await popup.fill('#card-number', '4242 4242 4242 4241')
    await popup.click('#pay')
    await popup.waitForFunction(
      () => document.querySelector('#status')?.textContent === 'Your card number is invalid',
    )
    expect(await popup.isEnabled('#pay')).toBe(true)

    await popup.fill('#card-number', '4000 0000 0000 0002')
    await popup.click('#pay')
    await popup.waitForSelector('#status[data-state="failed"]')
    expect(await popup.textContent('#status')).toContain('Your card was declined')
    await page.waitForFunction(() => (window as unknown as { messages: AppMessage[] }).messages.length > 0)
    const messages = await messagesOf(page)
    expect(messages.map((m) => [m.data.order.status, m.data.order.failureReason])).toEqual([
      ['failed', 'card_declined'],
    ])
    expect(await popup.isVisible('#close')).toBe(true)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getBalance({ address })).toBe(0n)
    await page.context().close()
  }, 120_000)
})
