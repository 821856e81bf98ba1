// The swap with the embedded wallet in headless Chromium: email login on the devnet's frame host (the code
// from the devnet mail sink), the new wallet funded on anvil, then token → token: the approval and the swap
// each approved in the frame's approval window. Balances are read from anvil, never from the app.
import {
  clickUntilGone,
  DEVNET_ACCOUNTS,
  e2eConfigScript,
  e2eEndpointsFrom,
  humanClick,
  launchChromium,
  mailedCode,
  type OpenedPage,
  openPage,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, onTestFailed, test } from 'vitest'
import { minimumReceived } from '../../src/quote'
import { apiQuote, client, DAI, pickToken, quoteFor, tokenBalance, USDC } from './swapPage'

const EMAIL = `swapper.${Date.now()}@example.com`
const rpcUrl = inject('rpcUrls')[31337] as string

let browser: Browser
let app: OpenedPage | undefined

beforeAll(async () => {
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  await app?.close()
  await browser?.close()
})

const frame = (page: Page) => page.frameLocator('#airlock-secure-frame')

/** Opens the approval window from the frame and approves there, as the visitor does. */
async function approveInWindow(page: Page): Promise<void> {
  const opened = page.context().waitForEvent('page')
  await clickUntilGone(frame(page).locator('button[data-action=open-window]'))
  const popup = await opened
  await humanClick(popup, popup.locator('button[data-action=approve]'))
}

/** Gives `to` 1 ETH for gas and 50 USDC from devnet account 0. */
async function fund(to: Address): Promise<void> {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [to, toHex(parseEther('1'))],
    }),
  })
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEVNET_ACCOUNTS[0]!.privateKey),
    transport: http(rpcUrl),
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, 50_000_000n],
  })
  await client.waitForTransactionReceipt({ hash })
}

describe('swap with the embedded wallet (email login on the devnet frame host)', () => {
  test('[spec 3.8] token → token: the approval and the swap approved in the frame; DAI arrives on chain within slippage, USDC leaves', async () => {
    onTestFailed(async () => {
      await app?.page.screenshot({ path: '/tmp/swap-embedded-e2e-failed.png' })
    })
    // The app on `localhost`, the frame host on 127.0.0.1: two sites, as in production.
    app = await openPage(browser, inject('appUrl').replace('127.0.0.1', 'localhost'), {
      initScripts: [
        e2eConfigScript(e2eEndpointsFrom(inject)),
        `window.__SWAP_FRAME_URL__ = ${JSON.stringify(inject('frameUrl'))}`,
      ],
    })
    const { page } = app
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.locator('input[name=email]').fill(EMAIL)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByTestId('otp-view').waitFor({ timeout: 60_000 })
    await frame(page)
      .locator('input[name=otp]')
      .fill(await mailedCode(inject('mailboxUrl'), EMAIL))
    await frame(page).locator('button[data-action=confirm]').click()
    // A new wallet: the frame shows its recovery code once.
    await clickUntilGone(frame(page).locator('button[data-action=saved]'))
    await page.waitForFunction(
      () => window.__airlock.get((s) => s.accountOf('eip155').address) !== undefined,
      null,
      { timeout: 30_000 },
    )
    const address = (await page.evaluate(() =>
      window.__airlock.get((s) => s.accountOf('eip155').address),
    )) as Address
    await fund(address)

    await page.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
    await page.getByTestId('swap-amount').waitFor({ timeout: 15_000 })
    await pickToken(page, 'from', 'USDC')
    await pickToken(page, 'to', 'DAI')
    const daiBefore = await tokenBalance(DAI, address)
    await quoteFor(page, '20')
    const quoted = await apiQuote(USDC, DAI, 20_000_000n, address)
    await page.getByRole('button', { name: 'Review swap' }).click()
    await page.getByTestId('swap-submit').click()
    await approveInWindow(page) // the exact approval
    await approveInWindow(page) // the swap
    await page.locator('[data-feature="swap/swap"]').waitFor({ timeout: 45_000 })
    expect(await tokenBalance(USDC, address)).toBe(30_000_000n)
    const gained = (await tokenBalance(DAI, address)) - daiBefore
    expect(gained).toBeGreaterThanOrEqual(minimumReceived(quoted))
    expect(gained).toBeLessThanOrEqual(quoted)
  })
})
