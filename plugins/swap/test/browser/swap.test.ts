// The swap plugin in headless Chromium: the vite-built test app (evm + lazy swap() + @airlock/ui) with the
// devnet's injected test wallet, against the devnet's convert endpoints on a real Uniswap V2 deployment.
// Balances are read from anvil, never from the app.

import { DEVNET_ACCOUNTS, DEVNET_DEX, routerAbi } from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { type AppPage, connectTestWallet, launchBrowser, openApp } from '../../../ens/test/browser/openApp'
// The names plugin's helpers serve here as they are (same provided keys: appUrl, testWalletScript, apiUrl).
import { withFaults } from '../../../ens/test/faults'
import { minimumReceived } from '../../src/quote'
import {
  apiQuote,
  client,
  DAI,
  pickToken,
  quoteFor,
  settledAxeViolations,
  tokenBalance,
  USDC,
} from './swapPage'

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
      path: `/tmp/swap-e2e-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}.png`,
    })
  }
  await app?.close()
  app = undefined
})

/** Opens the app on devnet account `account`, connects, and opens the swap form from Account's button. */
async function openSwap(account: number): Promise<{ page: Page; address: string }> {
  app = await openApp(browser, { account })
  const { page } = app
  const address = await connectTestWallet(page)
  await page.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
  await page.getByTestId('swap-amount').waitFor({ timeout: 15_000 })
  return { page, address }
}

/** The amount field's error text (the element its aria-describedby names), once shown. */
async function fieldError(page: Page): Promise<string> {
  const input = page.getByTestId('swap-amount')
  await expect.poll(() => input.getAttribute('aria-describedby'), { timeout: 20_000 }).toBeTruthy()
  const id = await input.getAttribute('aria-describedby')
  return (await page.locator(`[id="${id}"]`).textContent()) ?? ''
}

describe('swap journeys against the devnet DEX', () => {
  test('[spec 3.8, 4.3, 7.12, 7.13, 7.14, 7.15, 7.16, 7.17] token → token: the exact approval first (step 1 of 2), then the swap; DAI arrives on chain within slippage, USDC leaves', async () => {
    const { page, address } = await openSwap(0)
    await pickToken(page, 'from', 'USDC')
    await pickToken(page, 'to', 'DAI')
    const daiBefore = await tokenBalance(DAI, address)
    const usdcBefore = await tokenBalance(USDC, address)
    const shown = await quoteFor(page, '25')
    const quoted = await apiQuote(USDC, DAI, 25_000_000n, address)
    expect(shown).toBe((Number(quoted / 10n ** 12n) / 1e6).toFixed(6).replace(/\.?0+$/, ''))
    await expect.poll(() => page.getByTestId('swap-minimum-received').textContent()).toContain('DAI')
    await page.getByRole('button', { name: 'Review swap' }).click()
    await page.getByTestId('swap-submit').click()
    // The step indicator shows while the wallet has a request; the test wallet answers at once, so by the time
    // it is read it may already say step 2. The order itself is proven by the wallet's log below.
    await page.getByTestId('swap-step').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('swap-step').textContent()).toMatch(/^Step [12] of 2$/)
    // success → Account
    await page.locator('[data-feature="swap/swap"]').waitFor({ timeout: 30_000 })
    const daiAfter = await tokenBalance(DAI, address)
    expect(await tokenBalance(USDC, address)).toBe(usdcBefore - 25_000_000n)
    expect(daiAfter - daiBefore).toBeGreaterThanOrEqual(minimumReceived(quoted))
    expect(daiAfter - daiBefore).toBeLessThanOrEqual(quoted)
    const sent = await page.evaluate(
      () =>
        window.airlockTestWallet?.log
          .filter((e) => e.method === 'eth_sendTransaction')
          .map((e) => e.params[0] as { to?: string; data?: string }) ?? [],
    )
    expect(sent).toHaveLength(2)
    // Step 1 of 2 is the ERC-20 approve (selector 0x095ea7b3) on USDC; step 2 the swap on the router.
    expect(sent[0]?.to?.toLowerCase()).toBe(USDC.toLowerCase())
    expect(sent[0]?.data?.slice(0, 10)).toBe('0x095ea7b3')
    expect(sent[1]?.to?.toLowerCase()).toBe(DEVNET_DEX.router.toLowerCase())
    // The exact amount was approved and used: nothing is left to the router.
    const allowance = await client.readContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address as Address, DEVNET_DEX.router],
    })
    expect(allowance).toBe(0n)
  })

  test('[spec 3.8, 4.3] native → token: one transaction, USDC arrives within slippage of the quote, Activity shows the trade', async () => {
    const { page, address } = await openSwap(2)
    await pickToken(page, 'to', 'USDC')
    const before = await tokenBalance(USDC, address)
    await quoteFor(page, '0.01')
    const quoted = await apiQuote('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', USDC, 10n ** 16n, address)
    await page.getByRole('button', { name: 'Review swap' }).click()
    await page.getByTestId('swap-submit').click()
    await page.locator('[data-feature="swap/swap"]').waitFor({ timeout: 30_000 })
    const gained = (await tokenBalance(USDC, address)) - before
    expect(gained).toBeGreaterThanOrEqual(minimumReceived(quoted))
    expect(gained).toBeLessThanOrEqual(quoted)
    // Activity shows the swap: the newest row is the trade (0.01 ETH out for USDC), from the devnet indexer.
    await page.getByRole('tab', { name: 'Activity' }).click()
    const newest = page.getByTestId('activity-row').first()
    await expect.poll(() => newest.textContent(), { timeout: 30_000 }).toMatch(/^Trade.*-0\.01 ETH$/)
  })

  test('[spec 4.3, 8.8] a rejected approval: Signature declined, no swap sent, balances unchanged, the review still usable', async () => {
    const { page, address } = await openSwap(0)
    await pickToken(page, 'from', 'USDC')
    await pickToken(page, 'to', 'DAI')
    await quoteFor(page, '3')
    const usdcBefore = await tokenBalance(USDC, address)
    await page.getByRole('button', { name: 'Review swap' }).click()
    await page.evaluate(() => window.airlockTestWallet?.setNextResponse('reject'))
    await page.getByTestId('swap-submit').click()
    const error = page.getByTestId('swap-error')
    await error.waitFor({ timeout: 15_000 })
    expect(await error.textContent()).toBe('Signature declined')
    expect(await tokenBalance(USDC, address)).toBe(usdcBefore)
    expect(await page.getByTestId('swap-submit').isEnabled()).toBe(true)
  })

  test('a quote endpoint fault: its message under the amount, the modal still usable, the next quote shown', async () => {
    const { page } = await openSwap(3)
    await pickToken(page, 'to', 'DAI')
    await withFaults([{ route: '/v1/convert/quotes', kind: '500', count: 50 }], async () => {
      await page.getByTestId('swap-amount').fill('0.02')
      const message = await fieldError(page)
      expect(message.length).toBeGreaterThan(0)
      expect(await page.getByTestId('swap-received').getAttribute('data-state')).toBe('none')
    })
    const shown = await quoteFor(page, '0.03')
    expect(Number(shown)).toBeGreaterThan(0)
  })
})

/** The snackbar's text once it shows `text`. */
async function snackbar(page: Page, text: string): Promise<void> {
  await page.locator('.al-snackbar').getByText(text, { exact: true }).waitFor({ timeout: 20_000 })
}

/** Opens the review of `amount` USDC → DAI on account `account`. */
async function reviewUsdcToDai(account: number, amount: string): Promise<Page> {
  const { page } = await openSwap(account)
  await pickToken(page, 'from', 'USDC')
  await pickToken(page, 'to', 'DAI')
  await quoteFor(page, amount)
  await page.getByRole('button', { name: 'Review swap' }).click()
  await page.getByTestId('swap-submit').waitFor()
  return page
}

/** Clicks Swap and resolves the review's error text. */
async function swapError(page: Page): Promise<string> {
  await page.getByTestId('swap-submit').click()
  const error = page.getByTestId('swap-error')
  await error.waitFor({ timeout: 20_000 })
  return (await error.textContent()) ?? ''
}

describe('the swap views are accessible', () => {
  test('the token picker, the form with a live quote and the review: no WCAG 2.1 A/AA violation (axe-core)', async () => {
    const { page } = await openSwap(0)
    await page.getByTestId('swap-from-token').click()
    await page.getByRole('textbox', { name: 'Search tokens' }).waitFor()
    await page
      .getByRole('button', { name: /^USDC / })
      .first()
      .waitFor()
    expect(await settledAxeViolations(page)).toEqual([])
    await page
      .getByRole('button', { name: /^USDC / })
      .first()
      .click()
    await page.getByTestId('swap-amount').waitFor()
    await pickToken(page, 'to', 'DAI')
    await quoteFor(page, '5')
    expect(await settledAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Review swap' }).click()
    await page.getByTestId('swap-submit').waitFor()
    expect(await settledAxeViolations(page)).toEqual([])
  })
})

describe("the swap's messages where they belong", () => {
  test("[spec 8.14] the tokens endpoint failing: 'Failed to initialize swap', then back on Account", async () => {
    app = await openApp(browser, { account: 4 })
    const { page } = app
    await connectTestWallet(page)
    await withFaults([{ route: '/v1/convert/tokens', kind: '500', count: 50 }], async () => {
      await page.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
      await snackbar(page, 'Failed to initialize swap')
    })
    await page.locator('[data-feature="swap/swap"]').waitFor()
    expect(await page.getByTestId('swap-amount').count()).toBe(0)
  })

  test("[spec 8.15] the price endpoint failing: 'Failed to fetch network token price', the form still quotes", async () => {
    app = await openApp(browser, { account: 4 })
    const { page } = app
    await connectTestWallet(page)
    await withFaults([{ route: '/v1/fungible/price', kind: '500', count: 50 }], async () => {
      await page.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
      await snackbar(page, 'Failed to fetch network token price')
    })
    await pickToken(page, 'to', 'DAI')
    expect(Number(await quoteFor(page, '0.01'))).toBeGreaterThan(0)
  })

  test("[spec 8.16, 7.14] the allowance endpoint failing: 'Failed to check allowance', nothing sent", async () => {
    const page = await reviewUsdcToDai(0, '2')
    const text = await withFaults([{ route: '/v1/convert/allowance', kind: '500', count: 50 }], () =>
      swapError(page),
    )
    expect(text).toBe('Failed to check allowance')
    const log = await page.evaluate(() => window.airlockTestWallet?.log.map((e) => e.method) ?? [])
    expect(log).not.toContain('eth_sendTransaction')
  })

  test("[spec 8.17, 7.17] the approval endpoint failing: 'Failed to create approval transaction'", async () => {
    const page = await reviewUsdcToDai(0, '2')
    const text = await withFaults([{ route: '/v1/convert/build-approve', kind: '500', count: 50 }], () =>
      swapError(page),
    )
    expect(text).toBe('Failed to create approval transaction')
  })

  test("[spec 8.18, 7.16] the build-transaction endpoint failing: 'Failed to create transaction', the balance unchanged", async () => {
    const { page, address } = await openSwap(4)
    await pickToken(page, 'to', 'DAI')
    await quoteFor(page, '0.01')
    await page.getByRole('button', { name: 'Review swap' }).click()
    const before = await tokenBalance(DAI, address)
    const text = await withFaults([{ route: '/v1/convert/build-transaction', kind: '500', count: 50 }], () =>
      swapError(page),
    )
    expect(text).toBe('Failed to create transaction')
    expect(await tokenBalance(DAI, address)).toBe(before)
  })

  test("[spec 8.7, 5.8] an amount above the balance: 'Insufficient balance', nothing sent", async () => {
    const { page } = await openSwap(4)
    await pickToken(page, 'to', 'DAI')
    await quoteFor(page, '50000')
    await page.getByRole('button', { name: 'Review swap' }).click()
    expect(await swapError(page)).toBe('Insufficient balance')
    const log = await page.evaluate(() => window.airlockTestWallet?.log.map((e) => e.method) ?? [])
    expect(log).not.toContain('eth_sendTransaction')
  })

  test("[spec 8.6] the pool's price moving beyond slippage before the swap lands: 'Transaction error', the balance unchanged, requote possible", async () => {
    const { page, address } = await openSwap(5)
    await pickToken(page, 'to', 'DAI')
    await quoteFor(page, '0.5')
    await page.getByRole('button', { name: 'Review swap' }).click()
    const before = await tokenBalance(DAI, address)
    await page.evaluate(() => window.airlockTestWallet?.setMode('manual'))
    await page.getByTestId('swap-submit').click()
    await expect
      .poll(() => page.evaluate(() => window.airlockTestWallet?.pending().length ?? 0), { timeout: 20_000 })
      .toBe(1)
    // Someone else buys DAI with 30 ETH first: the pool's DAI price rises by about 6 %, beyond the 1 % slippage.
    const whale = privateKeyToAccount(DEVNET_ACCOUNTS[7]!.privateKey)
    const wallet = createWalletClient({ account: whale, transport: http(inject('rpcUrls')[31337]) })
    const block = await client.getBlock()
    const hash = await wallet.writeContract({
      chain: null,
      address: DEVNET_DEX.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [DEVNET_DEX.weth, DAI], whale.address, block.timestamp + 600n],
      value: 30n * 10n ** 18n,
    })
    await client.waitForTransactionReceipt({ hash })
    await page.evaluate(() => window.airlockTestWallet?.approve())
    const error = page.getByTestId('swap-error')
    await error.waitFor({ timeout: 30_000 })
    expect(await error.textContent()).toBe('Transaction error')
    expect(await tokenBalance(DAI, address)).toBe(before)
    await page.evaluate(() => window.airlockTestWallet?.setMode('approve'))
    await page.getByTestId('swap-submit').click()
    await page.locator('[data-feature="swap/swap"]').waitFor({ timeout: 30_000 })
    expect(await tokenBalance(DAI, address)).toBeGreaterThan(before)
  })

  test('a changed amount marks the shown quote stale at once: no number of the old amount, then the new quote', async () => {
    const { page } = await openSwap(4)
    await pickToken(page, 'to', 'USDC')
    const first = await quoteFor(page, '0.01')
    await page.getByTestId('swap-amount').fill('0.02')
    const received = page.getByTestId('swap-received')
    expect(await received.getAttribute('data-state')).toBe('stale')
    expect(await received.textContent()).not.toBe(first)
    await page.getByTestId('swap-quote-stale').waitFor()
    const second = await quoteFor(page, '0.02')
    expect(Number(second)).toBeGreaterThan(Number(first))
  })

  test('text with letters is refused by the amount field; too many decimals is said under it', async () => {
    const { page } = await openSwap(4)
    await pickToken(page, 'to', 'USDC')
    const input = page.getByTestId('swap-amount')
    await input.pressSequentially('1a2')
    expect(await input.inputValue()).toBe('12')
    await input.fill('0.0000000000000000001')
    expect(await fieldError(page)).toBe('Too many decimals for this token')
  })

  test("the network switched between the review and Swap: 'Failed to create transaction', nothing sent; the form quotes on the new chain", async () => {
    const { page } = await openSwap(4)
    await pickToken(page, 'to', 'DAI')
    await quoteFor(page, '0.01')
    await page.getByRole('button', { name: 'Review swap' }).click()
    await page.getByTestId('swap-submit').waitFor()
    await page.evaluate(() => window.__airlock.switchNetwork('eip155:31338'))
    await expect
      .poll(() => page.evaluate(() => window.__airlock.get((s) => s.network.active.caipNetworkId)))
      .toBe('eip155:31338')
    expect(await swapError(page)).toBe('Failed to create transaction')
    const log = await page.evaluate(() => window.airlockTestWallet?.log.map((e) => e.method) ?? [])
    expect(log).not.toContain('eth_sendTransaction')
    await page.evaluate(() => window.__airlock.navigate('swap/swap'))
    await pickToken(page, 'to', 'DAI')
    expect(Number(await quoteFor(page, '0.01'))).toBeGreaterThan(0)
  })
})
