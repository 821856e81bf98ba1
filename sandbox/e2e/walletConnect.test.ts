// WalletConnect journey: the modal's QR URI is handed to the devnet wallet page (the "phone") through the
// sandbox's link, opened in a second page; the phone approves; the session settles in the dApp.
import { describe, expect, test } from 'vitest'
import { shownNativeBalance } from './devnetChain'
import { startJourney } from './journey'
import { connectButton, dialog, readStores } from './sandboxPage'

describe('WalletConnect journey', () => {
  test('connects through the devnet relay with the wallet page approving in a second page', async () => {
    const j = await startJourney({ query: '?testWallet=0' })
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    // The pairing URI lives in the WalletConnect plugin's store; the sandbox's panel links the phone to it.
    const link = j.page.getByTestId('wallet-page-link')
    await expect.poll(() => link.getAttribute('href'), { timeout: 20_000 }).toContain('?uri=wc%3A')
    // The QR code is on screen while the phone pairs.
    await dialog(j.page).getByRole('img', { name: /QR/i }).first().waitFor({ timeout: 10_000 })
    // The modal's backdrop covers the panel while the QR shows: the sandbox floats a link above it.
    const [phone] = await Promise.all([
      j.context.waitForEvent('page'),
      j.page.getByTestId('phone-link').click(),
    ])
    const approve = phone.getByTestId('approve-proposal')
    await approve.waitFor({ timeout: 20_000 })
    const address = (await phone.getByTestId('wallet-address').textContent())?.trim() ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await approve.click()
    await expect
      .poll(() => readStores(j.page), { timeout: 20_000 })
      .toMatchObject({ status: 'connected', address, view: 'Account' })
    await dialog(j.page)
      .getByText(`${await shownNativeBalance(31337, address as `0x${string}`)} ETH`)
      .first()
      .waitFor()
    await phone
      .getByTestId('sessions')
      .getByText(/Airlock Sandbox/)
      .first()
      .waitFor({ timeout: 10_000 })
    await phone
      .screenshot({ path: `${process.cwd()}/screenshots/walletconnect-phone.png` })
      .catch(() => undefined)
    await j.finish('walletconnect-connected')
  }, 60_000)
})
