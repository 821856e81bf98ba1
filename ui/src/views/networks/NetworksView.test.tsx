import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { userRejection } from '../../test-support/connectorTypes'
import {
  expectNoAxeViolations,
  renderView,
  screenshotModal,
  type ViewRender,
} from '../account/testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const item = (v: ViewRender, id: string) => {
  const el = v.$<HTMLButtonElement>(`[data-network="${id}"]`)
  if (!el) throw new Error(`no network ${id}`)
  return el
}

/** Opens Account, then Networks on top of it (as the network switcher does). */
async function openNetworks(): Promise<ViewRender> {
  const v = await renderView('Account')
  await act(async () => v.airlock.navigate('Networks'))
  await vi.waitFor(() => expect(v.$('[data-testid="networks-view"]')).not.toBeNull())
  return v
}

describe('NetworksView', () => {
  test('lists every configured network with icons; the active one and testnets are marked', async () => {
    view = await openNetworks()
    const list = view.$('ul[aria-label="Networks"]')
    expect([...(list?.querySelectorAll('.al-list-item-label') ?? [])].map((l) => l.textContent)).toEqual([
      'Ethereum',
      'Polygon',
      'Sepolia',
    ])
    expect(item(view, 'eip155:1').getAttribute('aria-current')).toBe('true')
    expect(item(view, 'eip155:1').textContent).toContain('Active')
    expect(item(view, 'eip155:137').getAttribute('aria-current')).toBeNull()
    expect(item(view, 'eip155:11155111').textContent).toContain('Testnet')
    expect(item(view, 'eip155:137').textContent).not.toContain('Testnet')
    expect(item(view, 'eip155:137').querySelector('.al-image')).not.toBeNull()
  })

  test('switching shows a pending state, then the network is active and the view goes back to Account', async () => {
    view = await openNetworks()
    let finish: () => void = () => {}
    view.fake.wallet.switchNetwork = () => new Promise<void>((resolve) => (finish = resolve))
    await view.click(item(view, 'eip155:137'))
    expect(item(view, 'eip155:137').getAttribute('aria-busy')).toBe('true')
    expect(item(view, 'eip155:137').querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(
      'Switching to Polygon',
    )
    expect(view.airlock.get((s) => s.network.active).caipNetworkId).toBe('eip155:1')
    await act(async () => finish())
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Account'))
    expect(view.airlock.get((s) => s.network.active).caipNetworkId).toBe('eip155:137')
  })

  test("a rejected switch shows 'Signature declined'; another failure 'Something went wrong'", async () => {
    view = await openNetworks()
    view.fake.wallet.switchNetwork = async () => {
      throw userRejection()
    }
    await view.click(item(view, 'eip155:137'))
    await vi.waitFor(() => expect(view?.$('[role="alert"]')?.textContent).toBe('Signature declined'))
    expect(view.airlock.get((s) => s.snackbar.message)).toBe('Signature declined')
    expect(view.airlock.get((s) => s.modal.view.view)).toBe('Networks')
    expect(item(view, 'eip155:137').getAttribute('aria-busy')).toBeNull()
    view.fake.wallet.switchNetwork = async () => {
      throw new Error('boom')
    }
    await view.click(item(view, 'eip155:137'))
    await vi.waitFor(() => expect(view?.$('[role="alert"]')?.textContent).toBe('Something went wrong'))
    expect(view.airlock.get((s) => s.network.active).caipNetworkId).toBe('eip155:1')
  })

  test('keyboard: Tab reaches a network and Enter switches to it', async () => {
    view = await openNetworks()
    item(view, 'eip155:1').focus()
    await userEvent.keyboard('{Tab}')
    expect(view.shadow().activeElement).toBe(item(view, 'eip155:137'))
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() =>
      expect(view?.airlock.get((s) => s.network.active).caipNetworkId).toBe('eip155:137'),
    )
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds no violation (${theme}); screenshot`, async () => {
      view = await renderView('Networks', { theme })
      await expectNoAxeViolations(view)
      await screenshotModal(view, `networks-${theme}`)
    })
  }
})
