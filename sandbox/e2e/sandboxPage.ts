// Steps a user takes on the sandbox page, and reads of the instance's stores for assertions.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** What the journeys read from the stores. */
export interface StoreView {
  status: string | undefined
  address: string | undefined
  chain: string | undefined
  balance: string | undefined
  view: string
  open: boolean
}

/** Reads the instance's state (`airlock.get`). */
export const readStores = (page: Page): Promise<StoreView> =>
  page.evaluate(() =>
    window.__airlock.get((s) => ({
      status: s.connection.statusOf('eip155'),
      address: s.account.address,
      chain: s.network.active.caipNetworkId,
      balance: s.account.balance,
      view: s.modal.view.view,
      open: s.modal.open,
    })),
  )

/** The modal dialog. */
export const dialog = (page: Page) => page.getByRole('dialog')

/** The header's ConnectButton while disconnected. */
export const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect', exact: true })

/** Waits until the eip155 namespace is connected with `address` (when given). */
export async function waitConnected(page: Page, address?: string): Promise<void> {
  await expect
    .poll(() => readStores(page), { timeout: 15_000 })
    .toMatchObject({ status: 'connected', ...(address ? { address } : {}) })
}

/** Opens the modal and connects with the injected EIP-6963 test wallet. */
export async function connectTestWallet(page: Page, address?: string): Promise<void> {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await waitConnected(page, address)
}

/** Fills and submits the Send view (from the Account view); `tokenName` picks a token first. */
export async function sendFromAccount(
  page: Page,
  amount: string,
  to: string,
  tokenName?: string,
): Promise<void> {
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send', exact: true }).first().click()
  if (tokenName) {
    await modal.getByRole('button', { name: /choose token/i }).click()
    await modal.getByRole('button', { name: new RegExp(tokenName) }).click()
  }
  await modal.locator('#al-send-amount').fill(amount)
  await modal.getByLabel('Receiver address').fill(to)
  await modal.getByRole('button', { name: 'Preview send' }).click()
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
}

/** Asks the injected test wallet to answer its next approval request. */
export const nextWalletAnswer = (page: Page, answer: 'approve' | 'reject') =>
  page
    .getByRole('button', { name: answer === 'approve' ? 'Approve next request' : 'Reject next request' })
    .click()
