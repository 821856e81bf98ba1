// The swap with the embedded wallet in headless Chromium: email login on the devnet's frame host (the code
// from the devnet mail sink), the new wallet funded on anvil, then token → token. The devnet runs the
// ERC-4337 stack, so the wallet's default EVM account is a smart account that reports atomic batches
// (EIP-5792): approval and swap go as ONE wallet_sendCalls, approved once in the frame, landing in one
// transaction. Switched to its signer (the EOA), the same visitor swaps again in two transactions, each
// approved. Balances and receipts are read from anvil, never from the app.
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
  setAnvilBalance,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, type Hash, http, parseEther, parseEventLogs } from 'viem'
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
  await setAnvilBalance(rpcUrl, to, parseEther('1'))
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

/** The instance's EVM account: address and type. */
const evmAccount = (page: Page) =>
  page.evaluate(() => {
    const { address, preferredAccountType } = window.__airlock.get((s) => s.accountOf('eip155'))
    return { address: address as Address, preferredAccountType }
  })

/** From Account: Swap, USDC → DAI, 20 USDC quoted, then Review and Swap; returns the devnet API's quote. */
async function reviewAndSwap(page: Page, address: Address): Promise<bigint> {
  await page.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
  await page.getByTestId('swap-amount').waitFor({ timeout: 15_000 })
  await pickToken(page, 'from', 'USDC')
  await pickToken(page, 'to', 'DAI')
  await quoteFor(page, '20')
  const quoted = await apiQuote(USDC, DAI, 20_000_000n, address)
  await page.getByRole('button', { name: 'Review swap' }).click()
  await page.getByTestId('swap-submit').click()
  return quoted
}

/** The hash of the swap's last transaction, as the swap plugin's execution holds it. */
const swapHash = (page: Page) =>
  page.evaluate(() => window.__airlock.plugin('swap')?.execution.hash) as Promise<Hash | undefined>

describe('swap with the embedded wallet (email login on the devnet frame host, ERC-4337 stack on)', () => {
  test('[spec 3.8, 9.16] the smart account: approval and swap as one wallet_sendCalls, approved once, in one transaction; DAI arrives within slippage. Its EOA: two transactions, each approved', async () => {
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
    const smart = await evmAccount(page)
    expect(smart.preferredAccountType).toBe('smartAccount')
    await fund(smart.address)

    // The smart account: one approval in the frame for the approval and the swap together.
    const daiBefore = await tokenBalance(DAI, smart.address)
    const quoted = await reviewAndSwap(page, smart.address)
    await approveInWindow(page)
    await page.locator('[data-feature="swap/swap"]').waitFor({ timeout: 90_000 })
    expect(await tokenBalance(USDC, smart.address)).toBe(30_000_000n)
    const gained = (await tokenBalance(DAI, smart.address)) - daiBefore
    expect(gained).toBeGreaterThanOrEqual(minimumReceived(quoted))
    expect(gained).toBeLessThanOrEqual(quoted)
    // One transaction holds both: the exact approval of the router and the USDC leaving the account.
    const batchHash = await swapHash(page)
    expect(batchHash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.getTransactionReceipt({ hash: batchHash as Hash })
    const events = parseEventLogs({ abi: erc20Abi, logs: receipt.logs }).filter(
      (e) => e.address.toLowerCase() === USDC.toLowerCase(),
    )
    const approval = events.find((e) => e.eventName === 'Approval')
    expect(approval?.args).toMatchObject({ owner: smart.address, value: 20_000_000n })
    expect(
      events.some(
        (e) => e.eventName === 'Transfer' && e.args.from === smart.address && e.args.value === 20_000_000n,
      ),
    ).toBe(true)

    // Its signer, the EOA: the Account type switch, then the same swap as two transactions, each approved.
    await page.evaluate(() => window.__airlock.open())
    await page.locator('[data-action="email-social/account-type"]').click()
    await page.getByTestId('smart-account-switch').click()
    await expect
      .poll(async () => (await evmAccount(page)).preferredAccountType, { timeout: 30_000 })
      .toBe('eoa')
    const eoa = (await evmAccount(page)).address
    expect(eoa).not.toBe(smart.address)
    await fund(eoa)
    await page.keyboard.press('Escape')
    await page.evaluate(() => window.__airlock.open())
    const eoaDaiBefore = await tokenBalance(DAI, eoa)
    const eoaQuoted = await reviewAndSwap(page, eoa)
    await approveInWindow(page) // the exact approval
    await approveInWindow(page) // the swap
    await page.locator('[data-feature="swap/swap"]').waitFor({ timeout: 45_000 })
    expect(await tokenBalance(USDC, eoa)).toBe(30_000_000n)
    const eoaGained = (await tokenBalance(DAI, eoa)) - eoaDaiBefore
    expect(eoaGained).toBeGreaterThanOrEqual(minimumReceived(eoaQuoted))
    expect(eoaGained).toBeLessThanOrEqual(eoaQuoted)
    const swapReceipt = await client.getTransactionReceipt({ hash: (await swapHash(page)) as Hash })
    expect(swapReceipt.from.toLowerCase()).toBe(eoa.toLowerCase())
  })
})
