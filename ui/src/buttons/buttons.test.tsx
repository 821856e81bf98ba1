import { shortenAddress } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { deepActiveElement } from '../modal/focus'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain, TEST_ADDRESS } from '../test-support/testChain'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

let r: AirlockRender | undefined
afterEach(async () => {
  document.getElementById('hostile')?.remove()
  await r?.unmount()
  r = undefined
})

const inner = (attr: string) =>
  document.querySelector(`[${attr}]`)!.shadowRoot!.querySelector<HTMLButtonElement>('button')!

describe('ConnectButton and NetworkButton', () => {
  test('the balance on the button is written in the active locale, cut to 3 decimals [spec 9.13]', async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(<ConnectButton />, { chain })
    const attempt = r.airlock.connect('io.test.wallet1')
    await act(async () => (await chain.nextConnect()).approve())
    await attempt
    await vi.waitFor(() => expect(inner('data-airlock-connect-button').textContent).toContain('1.234 TST'))
    await r.setLocale('es')
    await vi.waitFor(() => expect(inner('data-airlock-connect-button').textContent).toContain('1,234 TST'))
    expect(inner('data-airlock-connect-button').querySelector('bdi')?.textContent).toBe('1,234 TST')
  })

  test('Connect opens the modal; once connected it shows balance (3 decimals, cut), short address and opens Account', async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(
      <>
        <ConnectButton />
        <NetworkButton />
      </>,
      { chain },
    )
    const connect = inner('data-airlock-connect-button')
    expect(connect.textContent).toBe('Connect')
    connect.focus()
    await act(async () => connect.click())
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.open)).toBe(true))
    expect(r.airlock.get((s) => s.modal.view.view)).toBe('Connect')
    // Focus went into the modal and comes back to the button (inside its own shadow root) on Escape.
    await vi.waitFor(() => expect(deepActiveElement()).not.toBe(connect))
    await act(async () => {
      await userEvent.keyboard('{Escape}')
    })
    expect(deepActiveElement()).toBe(connect)
    await act(async () => connect.click())
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.open)).toBe(true))
    const attempt = r.airlock.connect('io.test.wallet1')
    await act(async () => (await chain.nextConnect()).approve())
    await attempt
    await vi.waitFor(() => expect(inner('data-airlock-connect-button').textContent).toContain('1.234 TST'))
    const connected = inner('data-airlock-connect-button')
    expect(connected.textContent).toContain(shortenAddress(TEST_ADDRESS))
    expect(connected.textContent).toMatch(/^Account /)
    expect(connected.querySelector('.al-image[data-round="true"]')).not.toBeNull()
    await act(async () => {
      r!.airlock.close()
    })
    await act(async () => connected.click())
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.view.view)).toBe('Account'))
  })

  test('NetworkButton shows the active network and opens Networks', async () => {
    r = await renderWithAirlock(<NetworkButton />)
    const button = inner('data-airlock-network-button')
    expect(button.textContent).toBe('TTest Chain, switch network')
    await act(async () => button.click())
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.view.view)).toBe('Networks'))
  })

  test('the buttons keep their look under a hostile host stylesheet', async () => {
    const hostile = document.createElement('style')
    hostile.id = 'hostile'
    hostile.textContent = `button { all: unset !important; color: red !important; font-size: 40px !important; }
      span { display: none; } * { font-family: serif !important; }`
    document.head.append(hostile)
    r = await renderWithAirlock(<ConnectButton />)
    const style = getComputedStyle(inner('data-airlock-connect-button'))
    expect(style.height).toBe('40px')
    expect(style.fontSize).toBe('14px')
    expect(style.color).toBe('rgb(255, 255, 255)')
    expect(style.backgroundColor).toBe('rgb(29, 111, 232)')
  })
})
