import { act, type ReactElement } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain, TEST_ADDRESS } from '../test-support/testChain'
import { useAccount } from './useAccount'
import { useConnectionStatus } from './useConnectionStatus'
import { useModal } from './useModal'
import { useNetwork } from './useNetwork'

let renders: AirlockRender[] = []
afterEach(async () => {
  for (const r of renders) await r.unmount()
  renders = []
})

let seen: { open?: boolean; view?: string; status?: string; address?: string | undefined; network?: string } =
  {}

function Probe(): ReactElement {
  const modal = useModal()
  const account = useAccount()
  const status = useConnectionStatus()
  const { network, switchNetwork } = useNetwork()
  seen = { open: modal.isOpen, view: modal.view, status, address: account.address, network: network.name }
  return (
    <div>
      <button type="button" id="open" onClick={() => void modal.open()}>
        open
      </button>
      <button type="button" id="switch" onClick={() => void switchNetwork('test:2')}>
        switch
      </button>
    </div>
  )
}

describe('hooks', () => {
  test('useModal, useAccount, useConnectionStatus and useNetwork follow the stores', async () => {
    const chain = createTestChain([announcedConnector(1)])
    const r = await renderWithAirlock(<Probe />, { chain })
    renders.push(r)
    expect(seen).toEqual({
      open: false,
      view: 'Connect',
      status: 'disconnected',
      address: undefined,
      network: 'Test Chain',
    })
    await act(async () => r.container.querySelector<HTMLButtonElement>('#open')!.click())
    expect(seen.open).toBe(true)
    const attempt = r.airlock.connect('io.test.wallet1')
    // The kernel may load its connect protocol first: poll (bounded) for the status.
    await vi.waitFor(() => expect(seen.status).toBe('connecting'))
    await act(async () => (await chain.nextConnect()).approve())
    await attempt
    expect(seen.status).toBe('connected')
    expect(seen.address).toBe(TEST_ADDRESS)
    expect(seen.view).toBe('Account')
    await act(async () => r.container.querySelector<HTMLButtonElement>('#switch')!.click())
    expect(seen.network).toBe('Test Chain Two')
  })

  test('two instances on one page never share state', async () => {
    const a = await renderWithAirlock()
    const b = await renderWithAirlock()
    renders.push(a, b)
    expect(document.querySelectorAll('[data-airlock-modal]').length).toBe(2)
    await a.open()
    expect(a.airlock.get((s) => s.modal.open)).toBe(true)
    expect(b.airlock.get((s) => s.modal.open)).toBe(false)
    expect(a.dialog()).not.toBeNull()
    expect(b.dialog()).toBeNull()
    await b.open('AllWallets')
    expect(b.$('.al-header-title')!.textContent).toBe('All Wallets')
    expect(a.$('.al-header-title')!.textContent).toBe('Connect Wallet')
    // Both open: focus stays where it went (no tug of war), Escape closes only the focused one.
    expect(b.dialog()!.contains(b.shadow().activeElement)).toBe(true)
    await act(async () => {
      await userEvent.keyboard('{Escape}')
    })
    expect(b.airlock.get((s) => s.modal.open)).toBe(false)
    expect(a.airlock.get((s) => s.modal.open)).toBe(true)
  })
})
