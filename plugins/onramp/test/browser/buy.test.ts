// The on-ramp in headless Chromium: the vite-built test app (evm + lazy onramp() + @airlock/ui) with the
// devnet's injected test wallet, against the devnet's on-ramp endpoints and both providers' real checkout
// pages in real popups; the funds really arrive on anvil.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { axeViolations } from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, formatEther, type Hex, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
// The devnet's fault rules through its control endpoint: the ens tests' helper (it reads the same apiUrl).
import { withFaults } from '../../../ens/test/faults'
import onrampAr from '../../src/i18n/ar'
import onrampEs from '../../src/i18n/es'
import { ONRAMP_TEXTS } from '../../src/texts'
import { type AppPage, connectTestWallet, launchBrowser, openApp } from './openApp'

const ACCEPTED_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'
const chain = () => createPublicClient({ transport: http(inject('rpcUrls')[31337]) })
const balanceOf = (address: string) => chain().getBalance({ address: address as Hex })
const provider = (id: string) => {
  const found = inject('onrampProviders').find((p) => p.id === id)
  if (!found) throw new Error(`no devnet provider ${id}`)
  return found
}

let browser: Browser
let app: AppPage | undefined

beforeAll(async () => {
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await app?.page.screenshot({
      path: `/tmp/onramp-e2e-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}.png`,
    })
  }
  await app?.close()
  app = undefined
})

/** Opens the app on devnet account `account`, connects, and opens the Buy view from Account's "Buy". */
async function openBuy(account: number, options: { blockPopups?: boolean; rememberSite?: boolean } = {}) {
  app = await openApp(browser, { account, ...options })
  const { page } = app
  const address = await connectTestWallet(page)
  await page.locator('[data-feature="onramp/buy"]').click()
  await page.getByTestId('onramp-amount').waitFor({ timeout: 15_000 })
  return { page, address }
}

/** Types the amount and waits for the providers' quotes; returns what `providerId` quoted to arrive. */
async function quote(page: Page, amount: string, providerId: string): Promise<string> {
  await page.getByTestId('onramp-amount').fill(amount)
  const item = page.locator(`[data-quote="${providerId}"][data-available="true"]`)
  await item.waitFor({ timeout: 20_000 })
  return (await item.getAttribute('data-amount')) ?? ''
}

/** Pays on the provider's checkout page with `card`. */
async function pay(checkout: Page, card: string): Promise<void> {
  await checkout.locator('#card-number').fill(card)
  await checkout.locator('#pay:enabled').click({ timeout: 15_000 })
}

const phase = (page: Page, value: string, timeout = 30_000) =>
  page.locator(`[data-testid="onramp-view"][data-phase="${value}"]`).waitFor({ timeout })

describe('[spec 3.9, 7.18, 7.19, 7.20, 9.17] buying ETH on EVM through each provider page in a real popup', () => {
  for (const [providerId, account, amount] of [
    ['harbor', 5, '150'],
    ['meridian', 6, '60'],
  ] as const) {
    test(`${providerId}: the popup opens on the provider's origin, "Buy in progress", and the balance rises by the quote`, async () => {
      const { page, address } = await openBuy(account)
      const expected = await quote(page, amount, providerId)
      expect(Number(expected)).toBeGreaterThan(0)
      const before = await balanceOf(address)
      const [checkout] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByTestId(`onramp-buy-${providerId}`).click(),
      ])
      await checkout.waitForURL((url) => url.origin === provider(providerId).url, { timeout: 15_000 })
      await phase(page, 'open')
      await expect(page.getByTestId('onramp-status').textContent()).resolves.toBe('Buy in progress')
      if (providerId === 'harbor') expect(await axeViolations(page)).toEqual([])
      await pay(checkout, ACCEPTED_CARD)
      await phase(page, 'success')
      expect((await balanceOf(address)) - before).toBe(parseEther(expected))
      await expect(page.getByTestId('onramp-received').textContent()).resolves.toContain(expected)
      if (providerId === 'harbor') expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Back to account' }).click()
      await page.locator('[data-feature="onramp/buy"]').waitFor({ timeout: 10_000 })
    })
  }

  test('the quotes of both providers are ranked by what arrives, the best one flagged', async () => {
    const { page } = await openBuy(7)
    const harbor = Number(await quote(page, '150', 'harbor'))
    const meridian = Number(await quote(page, '150', 'meridian'))
    const best = await page.locator('[data-quote][data-best="true"]').getAttribute('data-quote')
    expect(best).toBe(harbor >= meridian ? 'harbor' : 'meridian')
    const order = await page
      .locator('[data-quote]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-quote')))
    expect(order[0]).toBe(best)
    // The form with both quotes, one flagged best: no WCAG 2.1 A/AA violation (axe-core, shadow root included).
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('failures', () => {
  test('a declined card: the modal shows the failure from the order, and nothing arrives', async () => {
    const { page, address } = await openBuy(8)
    await quote(page, '40', 'meridian')
    const before = await balanceOf(address)
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('onramp-buy-meridian').click(),
    ])
    await pay(checkout, DECLINED_CARD)
    await phase(page, 'failed')
    await expect(page.getByTestId('onramp-failure').getAttribute('data-reason')).resolves.toBe(
      'card_declined',
    )
    await expect(page.getByTestId('onramp-failure').textContent()).resolves.toBe(
      'The payment was declined. No funds were sent.',
    )
    expect(await balanceOf(address)).toBe(before)
    expect(await axeViolations(page)).toEqual([])
  })

  test('the provider window closed before paying: back to the form, which says so', async () => {
    const { page } = await openBuy(8)
    await quote(page, '25', 'meridian')
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('onramp-buy-meridian').click(),
    ])
    await phase(page, 'open')
    await checkout.close()
    await phase(page, 'closed')
    await expect(page.getByTestId('onramp-closed').textContent()).resolves.toBe(
      'The Meridian Ramp window was closed before a purchase.',
    )
    await page.getByTestId('onramp-amount').waitFor()
  })

  test('a blocked popup: the modal says so and offers the link, which completes the purchase', async () => {
    const { page, address } = await openBuy(0, { blockPopups: true })
    const expected = await quote(page, '30', 'meridian')
    const before = await balanceOf(address)
    await page.getByTestId('onramp-buy-meridian').click()
    await phase(page, 'blocked')
    await expect(page.getByTestId('onramp-status').textContent()).resolves.toBe(
      'Your browser blocked the Meridian Ramp window.',
    )
    const link = page.getByTestId('onramp-open-link')
    expect(new URL((await link.getAttribute('href')) ?? '').origin).toBe(provider('meridian').url)
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await pay(checkout, ACCEPTED_CARD)
    await phase(page, 'success')
    expect((await balanceOf(address)) - before).toBe(parseEther(expected))
  })

  test('[spec 9.17] options failing: the spec fallback limits, said to be defaults, checked before any quote', async () => {
    await withFaults([{ route: '/v1/onramp/options', kind: '500' }], async () => {
      const { page } = await openBuy(4)
      await page.getByTestId('onramp-defaults').waitFor({ timeout: 30_000 })
      await expect(page.getByTestId('onramp-limits').textContent()).resolves.toBe('10.00 to 7500.00 USD')
      await page.getByTestId('onramp-method').selectOption('ach_bank_account')
      await expect(page.getByTestId('onramp-limits').textContent()).resolves.toBe('10.00 to 25000.00 USD')
      await page.getByTestId('onramp-amount').fill('26000')
      await page.getByText('The maximum is 25000.00 USD').waitFor({ timeout: 5000 })
      await page.getByTestId('onramp-amount').fill('9.99')
      await page.getByText('The minimum is 10.00 USD').waitFor({ timeout: 5000 })
      expect(app?.requests.some((url) => url.includes('/v1/onramp/quote'))).toBe(false)
    })
  })

  test('limits from the options: an amount outside them is refused and no provider is asked', async () => {
    const { page } = await openBuy(3)
    await expect(page.getByTestId('onramp-limits').textContent()).resolves.toBe('5.00 to 5000.00 USD')
    await page.getByTestId('onramp-amount').fill('5000.01')
    await page.getByText('The maximum is 5000.00 USD').waitFor({ timeout: 5000 })
    await page.getByTestId('onramp-amount').fill('12.345')
    await page.getByText('Use at most 2 decimals').waitFor({ timeout: 5000 })
    await page.getByTestId('onramp-amount').fill('')
    await page.getByTestId('onramp-amount').pressSequentially('1a2')
    await expect(page.getByTestId('onramp-amount').inputValue()).resolves.toBe('12')
    await page.getByTestId('onramp-amount').fill('')
    await page.getByTestId('onramp-amount').pressSequentially('.5')
    await expect(page.getByTestId('onramp-amount').inputValue()).resolves.toBe('0.5')
    await page.getByText('The minimum is 5.00 USD').waitFor({ timeout: 5000 })
    expect(app?.requests.some((url) => url.includes('/v1/onramp/quote'))).toBe(false)
  })

  test('a malformed quote: that provider shows no number, the other still quotes', async () => {
    const { page } = await openBuy(2)
    await withFaults([{ route: '/v1/onramp/quote', kind: 'malformed', count: 1 }], async () => {
      await page.getByTestId('onramp-amount').fill('70')
      await page.locator('[data-quote][data-available="false"]').waitFor({ timeout: 20_000 })
    })
    await expect(page.locator('[data-quote][data-available="true"]').count()).resolves.toBe(1)
    const unavailable = page.locator('[data-quote][data-available="false"]')
    await expect(unavailable.getAttribute('data-amount')).resolves.toBeNull()
    expect(await unavailable.textContent()).toContain('Quote unavailable')
    expect(await unavailable.textContent()).not.toMatch(/\d+\.\d+ ETH/)
  })
})

describe('a pending purchase after a reload', () => {
  test('is followed again at start-up, without opening Buy: the balance shown rises and Account says so', async () => {
    // The wallet remembers the site across the reload (as real wallets do), so the connection restores.
    const { page, address } = await openBuy(1, { rememberSite: true })
    const expected = await quote(page, '120', 'harbor')
    const before = await balanceOf(address)
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('onramp-buy-harbor').click(),
    ])
    await pay(checkout, ACCEPTED_CARD)
    await phase(page, 'pending')
    await checkout.close()
    await page.reload()
    // The modal open at once (before the connection restores, so the notice cannot come first), on
    // Connect then Account, never Buy: the stored purchase alone loads the on-ramp and follows it.
    await page.waitForFunction(() => window.__airlock !== undefined, null, { timeout: 15_000 })
    await page.evaluate(() => window.__airlock.open())
    await page.waitForFunction(
      () => window.__airlock.get((s) => s.accountOf('eip155').address) !== undefined,
      null,
      { timeout: 15_000 },
    )
    await page.locator('.al-snackbar').getByText(ONRAMP_TEXTS.purchaseComplete, { exact: true }).waitFor({
      timeout: 30_000,
    })
    expect((await balanceOf(address)) - before).toBe(parseEther(expected))
    const onChain = formatEther(await balanceOf(address))
    await expect
      .poll(() => page.evaluate(() => window.__airlock.get((s) => s.accountOf('eip155').balance)), {
        timeout: 10_000,
      })
      .toBe(onChain)
    await expect(page.getByTestId('onramp-view').count()).resolves.toBe(0)
  })
})

describe('switching network while a purchase is pending', () => {
  test('the modal says where the purchase arrives, and the funds still arrive there', async () => {
    const { page, address } = await openBuy(6)
    const expected = await quote(page, '80', 'meridian')
    const before = await balanceOf(address)
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('onramp-buy-meridian').click(),
    ])
    await pay(checkout, ACCEPTED_CARD)
    await phase(page, 'pending')
    await page.evaluate(() => window.__airlock.switchNetwork('eip155:31338'))
    await expect
      .poll(
        () =>
          page
            .getByTestId('onramp-elsewhere')
            .textContent()
            .catch(() => null),
        { timeout: 15_000 },
      )
      .toBe('Your purchase arrives on Devnet 31337.')
    await phase(page, 'success')
    expect((await balanceOf(address)) - before).toBe(parseEther(expected))
  })
})

describe('texts from the catalogue', () => {
  test('the Buy view in Spanish and Arabic', async () => {
    const { page } = await openBuy(3)
    const label = page.locator('label', { hasText: ONRAMP_TEXTS.amountLabel })
    await label.first().waitFor()
    for (const [locale, texts] of [
      ['es', onrampEs],
      ['ar', onrampAr],
    ] as const) {
      await page.evaluate((l) => window.__setLocale?.(l), locale)
      await page.locator('label', { hasText: texts.amountLabel }).first().waitFor({ timeout: 10_000 })
      await page.getByText(texts.paymentMethodLabel).first().waitFor({ timeout: 10_000 })
    }
  })
})

describe('texts shown before the plugin loads', () => {
  test("Account's Buy reads in Spanish and Arabic while the plugin's code is not loaded yet", async () => {
    app = await openApp(browser, { account: 4 })
    const { page } = app
    await connectTestWallet(page)
    const buy = page.locator('[data-feature="onramp/buy"]')
    await buy.waitFor({ timeout: 15_000 })
    for (const [locale, texts] of [
      ['es', onrampEs],
      ['ar', onrampAr],
    ] as const) {
      await page.evaluate((l) => window.__setLocale?.(l), locale)
      await expect.poll(() => buy.innerText(), { timeout: 10_000 }).toContain(texts.buyAction)
    }
    // Still the declared entry: the plugin itself is not loaded.
    expect(await page.evaluate(() => window.__airlock.get((s) => s.plugins.state('onramp')))).toBe('pending')
  })
})

describe('lazy chunk', () => {
  test('the build puts the plugin (client, controller, views) in its own chunk, out of the entry', () => {
    const assets = readdirSync(join(inject('appDir'), 'assets'))
    const chunk = assets.find((f) => /^onrampPlugin-.+\.js$/.test(f))
    expect(chunk).toBeDefined()
    const code = (f: string) => readFileSync(join(inject('appDir'), 'assets', f), 'utf8')
    expect(code(chunk as string)).toContain('/v1/generators/onrampurl')
    for (const other of assets.filter((f) => f !== chunk && f.endsWith('.js'))) {
      expect(code(other)).not.toContain('/v1/generators/onrampurl')
    }
  })
})

/** The lamports of a Solana address, from the devnet node's JSON-RPC. */
async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(inject('solanaNode').rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  const { result } = (await response.json()) as { result: { value: number } }
  return BigInt(result.value)
}

describe('[spec 3.9, 9.17] buying SOL on Solana', () => {
  test('the form sells SOL and USDC there; paid through the provider page, the balance rises by the quote', async () => {
    const { page } = await openBuy(2)
    await page.waitForFunction(
      () => window.__airlock.get((s) => s.accountOf('solana').address) !== undefined,
      null,
      {
        timeout: 15_000,
      },
    )
    await page.evaluate((id) => window.__airlock.switchNetwork(id), inject('solanaNode').caipNetworkId)
    await page.waitForFunction(
      (id) => window.__airlock.get((s) => s.network.active.caipNetworkId) === id,
      inject('solanaNode').caipNetworkId,
    )
    const address = await page.evaluate(
      () => window.__airlock.get((s) => s.accountOf('solana').address) ?? '',
    )
    const assets = await page.getByTestId('onramp-asset').locator('option').allTextContents()
    expect([...assets].sort()).toEqual(['SOL', 'USDC'])
    await page.getByTestId('onramp-asset').selectOption('SOL')
    const expected = await quote(page, '150', 'harbor')
    const before = await lamportsOf(address)
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('onramp-buy-harbor').click(),
    ])
    await checkout.waitForURL((url) => url.origin === provider('harbor').url, { timeout: 15_000 })
    await pay(checkout, ACCEPTED_CARD)
    await phase(page, 'success')
    const [whole = '0', fraction = ''] = expected.split('.')
    expect((await lamportsOf(address)) - before).toBe(BigInt(whole + fraction.padEnd(9, '0')))
  })
})
