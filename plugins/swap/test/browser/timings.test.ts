// Figures for BENCHMARKS.md (printed, not asserted: a timed test would fail on a loaded machine): the quote
// latency (amount typed → the quote for it shown, the test app's 150 ms debounce included) and a swap's
// duration (Swap clicked in the review → confirmed on chain and back on Account), native → token on the
// devnet's Uniswap V2 pools (anvil mines on each transaction).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AppPage, connectTestWallet, launchBrowser, openApp } from '../../../ens/test/browser/openApp'

let browser: Browser
let app: AppPage | undefined

beforeAll(async () => {
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await app?.close()
  await browser?.close()
})

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function timeQuote(page: Page, amount: string): Promise<number> {
  const started = performance.now()
  await page.getByTestId('swap-amount').fill(amount)
  await page.locator('[data-testid="swap-received"][data-state="fresh"]').waitFor({ timeout: 20_000 })
  return performance.now() - started
}

/** Waits for the swap to land (back on Account); a swap error shown instead fails with its text at once. */
async function backOnAccount(page: Page): Promise<void> {
  const account = page.locator('[data-feature="swap/swap"]')
  const error = page.getByTestId('swap-error')
  await account.or(error).first().waitFor({ timeout: 30_000 })
  if (await error.isVisible()) throw new Error(`the swap failed: ${await error.textContent()}`)
}

test('quote latency and swap click → confirmed (figures for BENCHMARKS.md)', async () => {
  app = await openApp(browser, { account: 6 })
  const { page } = app
  await connectTestWallet(page)
  await page.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
  await page.getByTestId('swap-to-token').click()
  await page.getByRole('textbox', { name: 'Search tokens' }).fill('USDC')
  await page
    .getByRole('button', { name: /^USDC / })
    .first()
    .click()
  const quotes: number[] = []
  for (const amount of ['0.011', '0.012', '0.013', '0.014', '0.015', '0.016', '0.017']) {
    quotes.push(await timeQuote(page, amount))
  }
  const swaps: number[] = []
  for (const amount of ['0.021', '0.022', '0.023']) {
    await timeQuote(page, amount)
    await page.getByRole('button', { name: 'Review swap' }).click()
    const started = performance.now()
    await page.getByTestId('swap-submit').click()
    await backOnAccount(page)
    swaps.push(performance.now() - started)
    // Back on Account after the swap: open the form again for the next one.
    await page.locator('[data-feature="swap/swap"]').click()
    await page.getByTestId('swap-amount').waitFor()
  }
  const fmt = (v: number[]) =>
    `median ${median(v).toFixed(0)} ms (runs ${v.map((x) => x.toFixed(0)).join(', ')})`
  console.info(`swap quote latency (typed → shown, 150 ms debounce included): ${fmt(quotes)}`)
  console.info(`swap click → confirmed, native → USDC: ${fmt(swaps)}`)
  expect(swaps).toHaveLength(3)
}, 180_000)
