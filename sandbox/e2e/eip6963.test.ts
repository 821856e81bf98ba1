// Journeys of a new user with the injected EIP-6963 test wallet, each from a fresh browser context.
import { DEVNET_CONTRACTS } from '@airlock/devnet'
import { type Address, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import {
  account,
  chainClient,
  findReceipt,
  shownAmount,
  shownNativeBalance,
  usdcBalance,
} from './devnetChain'
import { startJourney } from './journey'
import {
  connectButton,
  connectTestWallet,
  dialog,
  nextWalletAnswer,
  readStores,
  sendFromAccount,
} from './sandboxPage'

const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('EIP-6963 journeys', () => {
  test('opens the modal, connects with the test wallet, sees the devnet balance and tokens', async () => {
    const a = account(1)
    const j = await startJourney({ query: '?account=1' })
    await connectButton(j.page).click()
    await expect.poll(() => dialog(j.page).isVisible()).toBe(true)
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expect
      .poll(() => readStores(j.page), { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: a.address, view: 'Account' })
    const modal = dialog(j.page)
    await modal
      .getByText(`${await shownNativeBalance(31337, a.address)} ETH`)
      .first()
      .waitFor({ timeout: 10_000 })
    for (const token of ['Ether', 'USD Coin', 'Dai Stablecoin']) {
      await modal.getByText(token, { exact: true }).waitFor({ timeout: 10_000 })
    }
    await j.finish('connect-balance-tokens')
  })

  test('sends native currency and a token: receipts succeed, the balance updates, Activity lists the send', async () => {
    const a = account(2)
    const j = await startJourney({ query: '?account=2' })
    await connectTestWallet(j.page, a.address)
    const modal = dialog(j.page)
    await modal.getByRole('tab', { name: 'Tokens' }).waitFor()

    const to = fresh()
    await sendFromAccount(j.page, '1.25', to)
    await j.page.getByText('Transaction started').first().waitFor({ timeout: 10_000 })
    const receipt = await findReceipt(31337, a.address, (tx) => tx.to?.toLowerCase() === to.toLowerCase())
    expect(receipt.status).toBe('success')
    // The Account view shows the new on-chain balance (balances refresh after a send).
    await expect
      .poll(async () => modal.getByText(`${await shownNativeBalance(31337, a.address)} ETH`).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)

    const tokenTo = fresh()
    const before = await usdcBalance(31337, a.address)
    await sendFromAccount(j.page, '12.5', tokenTo, 'USD Coin')
    const tokenReceipt = await findReceipt(
      31337,
      a.address,
      (tx) => tx.to?.toLowerCase() === DEVNET_CONTRACTS.usdc.toLowerCase(),
    )
    expect(tokenReceipt.status).toBe('success')
    expect(await usdcBalance(31337, tokenTo)).toBe(12_500_000n)
    expect(await usdcBalance(31337, a.address)).toBe(before - 12_500_000n)
    await expect
      .poll(async () => modal.getByText(`${shownAmount(before - 12_500_000n, 6)} USDC`).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)

    await modal.getByRole('tab', { name: 'Activity' }).click()
    const rows = modal.getByTestId('activity-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await expect.poll(() => rows.first().textContent(), { timeout: 15_000 }).toMatch(/-12\.5 USDC/)
    expect(await modal.getByTestId('activity-row').filter({ hasText: '-1.25 ETH' }).count()).toBe(1)
    expect(await chainClient(31337).getBalance({ address: to })).toBe(parseEther('1.25'))
    await j.finish('send-native-and-token')
  })

  test('switches network from the Networks view; wallet and stores follow', async () => {
    const a = account(3)
    const j = await startJourney({ query: '?account=3' })
    await connectTestWallet(j.page, a.address)
    const modal = dialog(j.page)
    await modal.getByTitle('Switch network').click()
    await modal.getByRole('button', { name: /Airlock Devnet 31338/ }).click()
    await expect.poll(async () => (await readStores(j.page)).chain, { timeout: 10_000 }).toBe('eip155:31338')
    expect(
      await j.page.evaluate(
        () => (window as unknown as { airlockTestWallet: { chainId: number } }).airlockTestWallet.chainId,
      ),
    ).toBe(31338)
    await modal
      .getByText(`${await shownNativeBalance(31338, a.address)} ETH`)
      .first()
      .waitFor({ timeout: 10_000 })
    // The sandbox keeps the choice in its URL, so the setup can be shared.
    await expect.poll(() => new URL(j.page.url()).searchParams.get('network')).toBe('eip155:31338')
    await j.finish('switch-network')
  })

  test("a rejected connection request shows 'Connection declined', once, and a retry connects", async () => {
    const a = account(4)
    // The kernel's logger reports the rejection at level error: expected here, not a crash.
    const j = await startJourney({ query: '?account=4', allowConsole: [/^\[airlock\] Signature declined/] })
    await nextWalletAnswer(j.page, 'reject')
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await dialog(j.page).getByText('Connection declined').waitFor({ timeout: 10_000 })
    // Said once: in the connecting view, not again in the snackbar.
    expect(
      await dialog(j.page)
        .getByText(/Connection declined|Signature declined/)
        .count(),
    ).toBe(1)
    expect((await readStores(j.page)).status).not.toBe('connected')
    await dialog(j.page)
      .getByRole('button', { name: /Try again|Retry/ })
      .click()
    await expect
      .poll(() => readStores(j.page), { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: a.address })
    await j.finish('reject-then-connect')
  })

  test('stays connected after a reload, then disconnects', async () => {
    const a = account(5)
    const j = await startJourney({ query: '?account=5' })
    await connectTestWallet(j.page, a.address)
    await j.page.keyboard.press('Escape')
    await j.page.reload()
    await expect
      .poll(() => readStores(j.page), { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: a.address })
    const accountButton = j.page.getByRole('button', { name: /^Account / })
    await accountButton.waitFor({ timeout: 10_000 })
    await accountButton.click()
    await dialog(j.page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(async () => (await readStores(j.page)).status, { timeout: 10_000 }).toBe('disconnected')
    await connectButton(j.page).waitFor({ timeout: 10_000 })
    await j.finish('reload-then-disconnect')
  })
})
