// The wagmi-hooks host (test/app, with the email/social plugin on the devnet's frame host) and the
// embedded wallet, in headless Chromium, on a devnet with the ERC-4337 stack: wagmi's connect opens Airlock's
// modal, the visitor logs in by email (the code read from the devnet's mail sink, typed in the secure frame),
// and wagmi reports the embedded wallet's address: its smart account (the default EVM account type). wagmi's
// signMessage is approved in the approval window the frame opens, and the signature verifies on anvil's chain
// (ERC-6492 before deployment); wagmi's sendTransaction, approved there too, goes as a user operation whose
// transaction has its receipt on anvil and deploys the account; wagmi's sendCalls (EIP-5792) sends two
// transfers in one approval and one transaction, and wagmi's waitForCallsStatus reports it; wagmi's switchChain
// moves the embedded wallet, Airlock and wagmi; wagmi's disconnect ends both.
import { clickUntilGone, humanClick, mailedCode } from '@airlock/devnet'
import type { FrameLocator, Page } from 'playwright-core'
import { createPublicClient, createTestClient, type Hex, http, parseEther } from 'viem'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { airlockEip155, setUpWagmiApp } from './openWagmiApp'

const EMAIL = `wagmi.${Date.now()}@example.com`
const mailboxUrl = inject('mailboxUrl')
const anvil = createPublicClient({ transport: http(inject('rpcUrls')[31337]) })
const anvil2 = createPublicClient({ transport: http(inject('rpcUrls')[31338]) })
const control = (chainId: number) =>
  createTestClient({ mode: 'anvil', transport: http(inject('rpcUrls')[chainId]) })
/** Devnet account 3: the test app's recipient (test/app/main.tsx). */
const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const app = setUpWagmiApp('wagmi-embedded', {
  initScripts: [`window.__WAGMI_E2E__ = ${JSON.stringify({ frameUrl: inject('frameUrl') })}`],
})
let page: Page
beforeAll(() => {
  page = app().page
})

const frame = (): FrameLocator => page.frameLocator('#airlock-secure-frame')
const wagmiText = (id: string) => page.getByTestId(`wagmi-${id}`).textContent()
const airlock = () => airlockEip155(page)

/** Approves the frame's pending request in the approval window it opens. */
async function approveInWindow(): Promise<void> {
  const opened = page.context().waitForEvent('page')
  await clickUntilGone(frame().locator('button[data-action=open-window]'))
  const popup = await opened
  await humanClick(popup, popup.locator('button[data-action=approve]'))
}

describe('a wagmi host and the embedded wallet (email login on the devnet frame host)', () => {
  test("wagmi's connect → the modal's email login (code from the mail sink, typed in the frame) → wagmi reports the embedded wallet's address", async () => {
    await page.getByRole('button', { name: 'wagmi connect' }).click()
    await page.locator('input[name=email]').fill(EMAIL)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByTestId('otp-view').waitFor({ timeout: 60_000 })
    await frame()
      .locator('input[name=otp]')
      .fill(await mailedCode(mailboxUrl, EMAIL))
    await clickUntilGone(frame().locator('button[data-action=confirm]'))
    // A new wallet: the frame shows its recovery code once.
    await clickUntilGone(frame().locator('button[data-action=saved]'))
    await expect.poll(() => wagmiText('status'), { timeout: 30_000 }).toBe('connected')
    const address = await wagmiText('address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.evaluate(() => window.__airlock.get((s) => s.accountOf('eip155').address))).toBe(
      address,
    )
    expect(await wagmiText('connectors')).toBe('airlock')
    // The smart account, not the key's own account.
    const account = await page.evaluate(() => window.__airlock.get((s) => s.accountOf('eip155')))
    expect(account.preferredAccountType).toBe('smartAccount')
    expect(account.allAccounts.find((a) => a.type === 'smartAccount')?.address).toBe(address)
  })

  test("wagmi's signMessage is approved in the frame's approval window; the signature verifies", async () => {
    const address = (await wagmiText('address')) as Hex
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'wagmi sign' }).click()
    await approveInWindow()
    await expect.poll(() => wagmiText('signature'), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]+$/)
    const signature = (await wagmiText('signature')) as Hex
    expect(await anvil.verifyMessage({ address, message: 'Signed through wagmi', signature })).toBe(true)
  })

  test("wagmi's sendTransaction is approved in the frame's approval window; its receipt is on anvil", async () => {
    const address = (await wagmiText('address')) as Hex
    // A new embedded wallet holds nothing: anvil gives it gas money.
    await control(31337).setBalance({ address, value: parseEther('1') })
    const recipientBefore = await anvil.getBalance({ address: RECIPIENT })
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await approveInWindow()
    await expect.poll(() => wagmiText('send-receipt'), { timeout: 30_000 }).toBe('success')
    const hash = (await wagmiText('send-tx')) as Hex
    const receipt = await anvil.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    // A user operation: the bundler's transaction moved the value from the smart account, now deployed.
    await expect
      .poll(() => anvil.getBalance({ address: RECIPIENT }), { timeout: 30_000 })
      .toBe(recipientBefore + 1_234_567n)
    expect(await anvil.getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
  })

  test("wagmi's sendCalls (EIP-5792): two transfers approved once in the frame land in one transaction; waitForCallsStatus reports it", async () => {
    const recipientBefore = await anvil.getBalance({ address: RECIPIENT })
    await page.getByRole('button', { name: 'wagmi batch' }).click()
    await approveInWindow()
    await expect.poll(() => wagmiText('calls-status'), { timeout: 60_000 }).toBe('success')
    const txs = [...new Set(((await wagmiText('calls-txs')) ?? '').split(','))]
    expect(txs).toHaveLength(1)
    expect((await anvil.getTransactionReceipt({ hash: txs[0] as Hex })).status).toBe('success')
    expect(await anvil.getBalance({ address: RECIPIENT })).toBe(recipientBefore + 1_111n + 2_222n)
    expect(await wagmiText('error')).toBe('')
  })

  test("wagmi's switchChain moves the embedded wallet, Airlock's network and wagmi together; the next send lands on the new chain", async () => {
    const address = (await wagmiText('address')) as Hex
    await page.getByRole('button', { name: 'wagmi switch' }).click()
    await expect.poll(() => wagmiText('chain'), { timeout: 15_000 }).toBe('31338')
    await expect.poll(airlock, { timeout: 10_000 }).toEqual({
      status: 'connected',
      address,
      chain: 'eip155:31338',
    })
    expect(await wagmiText('error')).toBe('')
    // The frame signs for the new chain: the next send's receipt is on 31338's anvil.
    const firstHash = await wagmiText('send-tx')
    await control(31338).setBalance({ address, value: parseEther('1') })
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await approveInWindow()
    await expect.poll(() => wagmiText('send-tx'), { timeout: 30_000 }).not.toBe(firstHash)
    await expect.poll(() => wagmiText('send-receipt'), { timeout: 30_000 }).toBe('success')
    const receipt = await anvil2.getTransactionReceipt({ hash: (await wagmiText('send-tx')) as Hex })
    expect(receipt.status).toBe('success')
    // The smart account sent it on 31338 (deployed there by this first operation).
    expect(await anvil2.getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
  })

  test('after a reload both are connected again to the same smart account, without a login; the modal shows no frame step', async () => {
    const address = await wagmiText('address')
    const chain = await wagmiText('chain')
    await page.reload()
    await expect.poll(() => wagmiText('status'), { timeout: 60_000 }).toBe('connected')
    expect(await wagmiText('address')).toBe(address)
    await expect.poll(airlock, { timeout: 30_000 }).toEqual({
      status: 'connected',
      address,
      chain: `eip155:${chain}`,
    })
    // The session came back from the frame host: no login step was shown.
    expect(await frame().locator('input[name=otp]').count()).toBe(0)
  })

  test("wagmi's disconnect disconnects Airlock's embedded-wallet connection too", async () => {
    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await expect.poll(() => wagmiText('status'), { timeout: 10_000 }).toBe('disconnected')
    expect(await wagmiText('address')).toBe('')
    await expect
      .poll(airlock, { timeout: 10_000 })
      .toMatchObject({ status: 'disconnected', address: undefined })
    await page
      .getByRole('button', { name: 'Connect', exact: true })
      .waitFor({ state: 'visible', timeout: 10_000 })
  })
})
