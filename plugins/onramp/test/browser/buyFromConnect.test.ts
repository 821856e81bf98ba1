// "Buy" for a visitor not connected yet (the host's own Buy button: Connect first, then Buy for the wallet
// connected) and for an empty wallet (Account offers Buy in a notice), in headless Chromium against the
// devnet, with the devnet's injected test wallet.
import { axeViolations } from '@airlock/devnet'
import type { Browser } from 'playwright-core'
import { createTestClient, type Hex, http, publicActions } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { BUY_VIEW } from '../../src/constants'
import { type AppPage, launchBrowser, openApp } from './openApp'

// Account 9 of the devnet: no other on-ramp test uses it (buy.test.ts uses 0–8).
const ACCOUNT = 9
const anvil = () =>
  createTestClient({ mode: 'anvil', transport: http(inject('rpcUrls')[31337]) }).extend(publicActions)

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

describe('Buy from Connect, for a visitor not connected yet and for one without funds', () => {
  test("the host's Buy button while disconnected: Connect, then the Buy view for the wallet connected", async () => {
    app = await openApp(browser, { account: ACCOUNT })
    const { page } = app
    await page.getByTestId('host-buy').click()
    const wallet = page.getByRole('button', { name: /Airlock Test Wallet/ })
    await wallet.waitFor({ timeout: 15_000 })
    expect(await page.evaluate(() => window.__airlock.get((s) => s.modal.view.view))).toBe('Connect')
    await wallet.click()
    await page.getByTestId('onramp-amount').waitFor({ timeout: 20_000 })
    const state = await page.evaluate(() =>
      window.__airlock.get((s) => ({
        history: s.modal.history.map((e) => e.view),
        address: s.accountOf('eip155').address,
        namespace: s.network.activeNamespace,
      })),
    )
    const walletAddress = await page.evaluate(() => window.airlockTestWallet?.address)
    expect(state).toEqual({ history: [BUY_VIEW], address: walletAddress, namespace: 'eip155' })
    // The form quotes for that account: the devnet's provider answers.
    await page.getByTestId('onramp-amount').fill('50')
    await page.locator('[data-quote="harbor"][data-available="true"]').waitFor({ timeout: 20_000 })
  })

  test('closing Connect drops the pending Buy: connecting afterwards shows Account', async () => {
    app = await openApp(browser, { account: ACCOUNT })
    const { page } = app
    await page.getByTestId('host-buy').click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await page.getByTestId('account-view').waitFor({ timeout: 20_000 })
    expect(await page.evaluate(() => window.__airlock.get((s) => s.modal.view.view))).toBe('Account')
  })

  test('an empty wallet: Account offers Buy in a notice (axe clean), which opens the Buy view', async () => {
    app = await openApp(browser, { account: ACCOUNT })
    const { page } = app
    const address = (await page.evaluate(() => window.airlockTestWallet?.address)) as Hex
    const before = await anvil().getBalance({ address })
    await anvil().setBalance({ address, value: 0n })
    try {
      await page.getByRole('button', { name: 'Connect' }).click()
      await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
      const notice = page.getByTestId('onramp-no-funds')
      await notice.waitFor({ timeout: 20_000 })
      expect(await page.evaluate(() => window.__airlock.get((s) => s.account.balance))).toMatch(/^0(\.0*)?$/)
      expect(await axeViolations(page)).toEqual([])
      await notice.getByRole('button', { name: 'Buy' }).click()
      await page.getByTestId('onramp-amount').waitFor({ timeout: 20_000 })
    } finally {
      await anvil().setBalance({ address, value: before })
    }
  })

  test('a funded wallet gets no notice once its balance is known', async () => {
    app = await openApp(browser, { account: ACCOUNT })
    const { page } = app
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await page.getByTestId('account-view').waitFor({ timeout: 20_000 })
    await page.waitForFunction(() => Number(window.__airlock.get((s) => s.account.balance)) > 0, null, {
      timeout: 15_000,
    })
    await page.locator('[data-feature="onramp/buy"]').waitFor({ timeout: 10_000 })
    expect(await page.getByTestId('onramp-no-funds').count()).toBe(0)
  })
})
