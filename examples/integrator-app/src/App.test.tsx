// The integrator's component test: the app rendered with Airlock and a mock wallet from @airlock/testing;
// the visitor connects through the modal and lands on the Account view.
import { createMockWallet, MOCK_ADDRESS } from '@airlock/testing'
import { type AirlockRender, renderWithAirlock } from '@airlock/testing/react'
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { App } from './App'

let view: AirlockRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

/** The ConnectButton's own button (the button renders in its own shadow root). */
const connectButton = () =>
  document.querySelector('[data-airlock-connect-button]')?.shadowRoot?.querySelector('button') ?? null

test('the visitor connects the mock wallet from the app and sees the Account view', async () => {
  const wallet = createMockWallet({ approval: 'manual', balance: '2.71828' })
  view = await renderWithAirlock(<App />, { wallet })
  expect(view.container.textContent).toContain('Connect a wallet to leave a tip.')

  await act(async () => connectButton()?.click())
  const walletRow = await view.findText('Mock Wallet')
  const row = [...walletRow.querySelectorAll('button')].find((b) => b.textContent?.includes('Mock Wallet'))
  await act(async () => row?.click())

  // Inside act(): while the wallet is asked, the modal moves to the connecting view and the app sees it.
  const request = await act(() => wallet.nextRequest('connect'))
  expect(view.airlock.getConnectionStatus()).toBe('connecting')
  await act(async () => request.approve())

  await view.findText('2.718 MCK')
  expect(view.$('[data-testid="account-view"]')).not.toBeNull()
  expect(view.$('#al-account-name')?.textContent).toBe('0x12...345678')
  expect(view.container.querySelector('[data-testid="greeting"]')?.textContent).toBe(
    `Signed in as ${MOCK_ADDRESS}`,
  )
})
