import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
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

/** Connects, then the wallet moves to chain 999, which no network supports: the kernel opens UnsupportedChain. */
async function onUnsupportedChain(theme: 'dark' | 'light' = 'dark'): Promise<ViewRender> {
  const v = await renderView('Account', { theme })
  await act(async () => v.fake.hooks().chainChanged(999))
  await vi.waitFor(() => expect(v.$('[data-testid="unsupported-chain-view"]')).not.toBeNull())
  return v
}

describe('UnsupportedChainView', () => {
  test("'Unsupported chain' with the supported networks (none marked active) and a disconnect option [spec 2.12, 8.13]", async () => {
    view = await onUnsupportedChain()
    expect(view.airlock.get((s) => s.network.unsupportedChainId)).toBe('eip155:999')
    expect(view.$('[data-testid="unsupported-chain-view"] h2')?.textContent).toBe('Unsupported chain')
    const names = view.$$('ul[aria-label="Supported networks"] .al-list-item-label').map((l) => l.textContent)
    expect(names).toEqual(['Ethereum', 'Polygon', 'Sepolia'])
    expect(view.$('[aria-current="true"]')).toBeNull()
    expect(view.button('Disconnect')).toBeTruthy()
  })

  test('switching to a supported network clears the unsupported chain and closes the modal', async () => {
    view = await onUnsupportedChain()
    const switched: string[] = []
    view.fake.wallet.switchNetwork = async (network) => {
      switched.push(network.caipNetworkId)
    }
    await view.click(view.$('[data-network="eip155:137"]') as Element)
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.open)).toBe(false))
    expect(switched).toEqual(['eip155:137'])
    expect(view.airlock.get((s) => s.network.unsupportedChainId)).toBeUndefined()
    expect(view.airlock.get((s) => s.network.active).caipNetworkId).toBe('eip155:137')
  })

  test('disconnect from UnsupportedChain', async () => {
    view = await onUnsupportedChain()
    await view.click(view.button('Disconnect'))
    await vi.waitFor(() =>
      expect(view?.airlock.get((s) => s.connection.statusOf('eip155'))).toBe('disconnected'),
    )
    expect(view.airlock.get((s) => s.modal.open)).toBe(false)
  })

  test('the Account network switcher warns while the wallet is on an unsupported chain', async () => {
    view = await onUnsupportedChain()
    const { airlock } = view
    await act(async () => airlock.navigate('Account', undefined, { mode: 'reset' }))
    await vi.waitFor(() => expect(view?.$('[data-testid="account-view"]')).not.toBeNull())
    expect(view.$('.al-pill[data-tone="warning"]')?.textContent).toContain('Unsupported chain')
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds no violation (${theme}); screenshot`, async () => {
      view = await onUnsupportedChain(theme)
      await expectNoAxeViolations(view)
      await screenshotModal(view, `unsupported-chain-${theme}`)
    })
  }
})
