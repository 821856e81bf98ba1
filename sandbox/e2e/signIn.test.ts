// The Sign-in panel's journey: with `?signin=required` the sandbox configures siwx() against devnet's
// sign-in server; connecting the test wallet shows the sign-in view, Sign opens a session the panel shows.
import { describe, expect, test } from 'vitest'
import { account } from './devnetChain'
import { startJourney } from './journey'
import { connectButton, dialog, waitConnected } from './sandboxPage'

describe('sign-in journey', () => {
  test('required sign-in: the view after connect, Sign, the panel shows the session', async () => {
    const j = await startJourney({ query: '?signin=required&account=5' })
    const panel = j.page.getByRole('region', { name: 'Sign-in' })
    expect(await panel.getByRole('combobox').inputValue()).toBe('required')
    await expect.poll(() => panel.getByTestId('sb-siwx-session').textContent()).toBe('Signed out.')
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await dialog(j.page).getByText('Airlock Sandbox wants you to sign in').waitFor({ timeout: 20_000 })
    await dialog(j.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await waitConnected(j.page, account(5).address)
    await expect
      .poll(() => panel.getByTestId('sb-siwx-session').textContent(), { timeout: 15_000 })
      .toContain(`Signed in: ${account(5).address}`)
    await j.finish('sign-in-required')
  })
})
