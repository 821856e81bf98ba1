import { type ChainAdapter, definePlugin, type ViewId, type ViewTarget } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useViewParams } from '../../hooks/useViewParams'
import { EVM_ADDRESS, fakeToken } from './testing/fakeChain'
import { expectNoAxeViolations, renderView, screenshotModal, type ViewRender } from './testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
  vi.restoreAllMocks()
})

declare module '@airlock/kernel' {
  interface FeatureFlags {
    /** The test feature plugin's flags (as on-ramp and swap plugins declare theirs). */
    onramp: boolean
    swaps: boolean
  }
}

/** A names plugin answering the `profile` hook with whatever the test sets, as a names plugin does. */
function profilePlugin() {
  const profile: { name?: string; image?: string } = {}
  let refresh: () => void = () => undefined
  const plugin = definePlugin({
    name: 'test-profile',
    setup(ctx) {
      ctx.hook('profile', () => (profile.name ? { ...profile } : undefined))
      refresh = () => ctx.refreshProfile('eip155')
    },
  })
  return {
    plugin,
    set(next: { name?: string; image?: string }) {
      Object.assign(profile, next)
      refresh()
    },
  }
}

/**
 * A plugin adding wallet features (on-ramp 10, swaps 20, with their flags) and Account actions to the
 * slots, each opening a view of its own, the way feature plugins do.
 */
function actionsPlugin(actions: { id: string; label: string; feature?: 'onramp' | 'swaps' }[]) {
  return definePlugin({
    name: 'test-actions',
    features: { onramp: true, swaps: true },
    setup(ctx) {
      for (const action of actions) {
        const id = `test/${action.id}` as ViewId
        ctx.registerView({
          id,
          title: action.label,
          load: async () => () => <p data-testid={id}>{action.label} view</p>,
        })
        const target = { view: id } as ViewTarget
        if (action.feature) {
          ctx.addToSlot('walletFeatures', {
            id: action.feature,
            label: action.label,
            icon: action.feature === 'onramp' ? 'plus' : 'swap',
            order: action.feature === 'onramp' ? 10 : 20,
            feature: action.feature,
            ...target,
          })
        } else {
          ctx.addToSlot('accountActions', { id: action.id, label: action.label, ...target })
        }
      }
    },
  })
}

const DETAIL_VIEW = 'test/detail' as ViewId

/** A plugin view showing the `name` param it was opened with. */
function DetailView() {
  const params = useViewParams(DETAIL_VIEW) as unknown as { name: string }
  return <p data-testid="detail">{params.name}</p>
}

const featureLabels = (v: ViewRender) => v.$$('.al-feature').map((b) => b.textContent)

describe('AccountView header', () => {
  test('shortened address, balance cut to 3 decimals with symbol, explorer link [spec 2.3]', async () => {
    view = await renderView('Account')
    await vi.waitFor(() => expect(view?.$('[data-testid="account-balance"]')?.textContent).toBe('1.234 ETH'))
    expect(view.$('#al-account-name')?.textContent).toBe('0x12...345678')
    const link = view.$<HTMLAnchorElement>('a[href]')
    expect(link?.href).toBe(`https://explorer.example/address/${EVM_ADDRESS}`)
    expect(link?.target).toBe('_blank')
    expect(link?.rel).toContain('noopener')
  })

  test('profile name replaces the address; a balance skeleton shows until the balance loads', async () => {
    let release: (v: { balance: string; symbol: string }) => void = () => {}
    const names = profilePlugin()
    view = await renderView('Account', {
      plugins: [names.plugin],
      before: (chain) => {
        chain.adapter.getBalance = () => new Promise((resolve) => (release = resolve))
      },
    })
    expect(view.$('[aria-label="Loading balance"]')).not.toBeNull()
    await act(async () => release({ balance: '0.99999', symbol: 'ETH' }))
    await vi.waitFor(() => expect(view?.$('[data-testid="account-balance"]')?.textContent).toBe('0.999 ETH'))
    await act(async () => names.set({ name: 'alice.eth' }))
    await vi.waitFor(() => expect(view?.$('#al-account-name')?.textContent).toBe('alice.eth'))
  })

  test('a hostile profile name is plain text', async () => {
    const names = profilePlugin()
    view = await renderView('Account', { plugins: [names.plugin] })
    const hostile = '<img src=x onerror="window.__pwned=1">'
    await act(async () => names.set({ name: hostile, image: 'javascript:alert(1)' }))
    await vi.waitFor(() => expect(view?.$('#al-account-name')?.textContent).toBe(hostile))
    expect(view.$('.al-account-profile img')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('without a connected wallet the view offers to connect', async () => {
    view = await renderView('Account')
    // The wallet disconnects on its own (the modal stays on Account).
    const { fake } = view
    act(() => fake.hooks().disconnected())
    await vi.waitFor(() => expect(view?.text()).toContain('No wallet connected'))
    await view.click(view.button('Connect a wallet'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Connect'))
  })

  test('copy address writes the full address and confirms in the snackbar', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    view = await renderView('Account')
    await view.click(view.button('Copy address'))
    expect(write).toHaveBeenCalledWith(EVM_ADDRESS)
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.snackbar.message)).toBe('Address copied'))
  })

  test('the network switcher shows the active network and opens Networks', async () => {
    view = await renderView('Account')
    const pill = view.button(/Ethereum, switch network$/)
    await view.click(pill)
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Networks'))
  })

  test('disconnect resets the connection and closes the modal [spec 4.2]', async () => {
    view = await renderView('Account')
    const disconnect = vi.spyOn(view.fake.wallet, 'disconnect')
    await view.click(view.button('Disconnect'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.open)).toBe(false))
    expect(disconnect).toHaveBeenCalledOnce()
    expect(view.airlock.get((s) => s.connection.statusOf('eip155'))).toBe('disconnected')
  })

  test("a failed disconnect shows 'Failed to disconnect' [spec 8.11]", async () => {
    view = await renderView('Account')
    view.fake.wallet.disconnect = async () => {
      throw new Error('wallet gone')
    }
    await view.click(view.button('Disconnect'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.snackbar.message)).toBe('Failed to disconnect'))
    expect(view.airlock.get((s) => s.snackbar.variant)).toBe('error')
  })
})

describe('AccountView wallet features', () => {
  test('in the spec order (on-ramp, swaps, receive, send): on-ramp and swaps only when a plugin added them [spec 2.25]', async () => {
    view = await renderView('Account')
    expect(featureLabels(view)).toEqual(['Receive', 'Send'])
    await view.unmount()
    view = await renderView('Account', {
      plugins: [
        actionsPlugin([
          { id: 'swaps', label: 'Swap', feature: 'swaps' },
          { id: 'onramp', label: 'Buy', feature: 'onramp' },
        ]),
      ],
    })
    expect(featureLabels(view)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  test('[spec 3.13] a custom order (walletFeaturesOrder) is followed and disabled features are hidden', async () => {
    view = await renderView('Account', {
      plugins: [
        actionsPlugin([
          { id: 'swaps', label: 'Swap', feature: 'swaps' },
          { id: 'onramp', label: 'Buy', feature: 'onramp' },
        ]),
      ],
      config: { features: { walletFeaturesOrder: ['send', 'swaps', 'receive', 'onramp'], onramp: false } },
    })
    expect(featureLabels(view)).toEqual(['Send', 'Swap', 'Receive'])
    const { airlock } = view
    act(() => airlock.setFeatures({ send: false, receive: false }))
    expect(featureLabels(view)).toEqual(['Swap'])
  })

  test('send is offered only when the active chain adapter can prepare and send a transfer', async () => {
    view = await renderView('Account', {
      before: (chain) => {
        delete (chain.adapter as Partial<ChainAdapter>).prepareTransfer
      },
    })
    expect(featureLabels(view)).toEqual(['Receive'])
    await view.unmount()
    view = await renderView('Account', {
      before: (chain) => {
        delete (chain.adapter as Partial<ChainAdapter>).sendTransfer
      },
    })
    expect(featureLabels(view)).toEqual(['Receive'])
  })

  test('an action opens its view with the params of its entry', async () => {
    const plugin = definePlugin({
      name: 'test-params',
      setup(ctx) {
        ctx.registerView({ id: DETAIL_VIEW, title: 'Detail', load: async () => DetailView })
        ctx.addToSlot('accountActions', {
          id: 'detail',
          label: 'Open detail',
          icon: 'user',
          ...({ view: DETAIL_VIEW, params: { name: 'alice' } } as unknown as ViewTarget),
        })
      },
    })
    view = await renderView('Account', { plugins: [plugin] })
    await view.click(view.button('Open detail'))
    await vi.waitFor(() => expect(view?.$('[data-testid="detail"]')?.textContent).toBe('alice'))
  })

  test('Receive and Send open their views; a plugin feature opens the plugin view', async () => {
    view = await renderView('Account', {
      plugins: [actionsPlugin([{ id: 'swaps', label: 'Swap', feature: 'swaps' }])],
    })
    await view.click(view.button('Receive'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Receive'))
    act(() => view?.airlock.back())
    await vi.waitFor(() => expect(view?.$('.al-feature')).not.toBeNull())
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Send'))
    act(() => view?.airlock.back())
    await vi.waitFor(() => expect(view?.$('.al-feature')).not.toBeNull())
    await view.click(view.button('Swap'))
    await vi.waitFor(() => expect(view?.$('[data-testid="test/swaps"]')).not.toBeNull())
  })

  test('other plugin actions (e.g. choose a name) are listed and open their view', async () => {
    view = await renderView('Account', {
      plugins: [actionsPlugin([{ id: 'names', label: 'Choose a name' }])],
    })
    expect(featureLabels(view)).toEqual(['Receive', 'Send'])
    await view.click(view.button('Choose a name'))
    await vi.waitFor(() =>
      expect(view?.$('[data-testid="test/names"]')?.textContent).toBe('Choose a name view'),
    )
  })
})

describe('AccountView accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds no violation (${theme}); screenshot`, async () => {
      view = await renderView('Account', {
        theme,
        plugins: [
          actionsPlugin([
            { id: 'swaps', label: 'Swap', feature: 'swaps' },
            { id: 'onramp', label: 'Buy', feature: 'onramp' },
            { id: 'names', label: 'Choose a name' },
          ]),
        ],
        before: (_, api) => {
          api.tokens = [
            fakeToken('USDC', '1250.5', { value: 1250.5 }),
            fakeToken('DAI', '3.14159', { value: 3.14 }),
          ]
        },
      })
      await vi.waitFor(() => expect(view?.$$('[data-testid="token-row"]').length).toBe(2))
      await expectNoAxeViolations(view)
      await screenshotModal(view, `account-${theme}`)
    })
  }

  test('every control is a native button or link with a name', async () => {
    view = await renderView('Account', {
      plugins: [actionsPlugin([{ id: 'names', label: 'Choose a name' }])],
    })
    for (const el of view.$$('.al-account button, .al-account a')) {
      const name = el.getAttribute('aria-label') ?? el.textContent ?? ''
      expect(name.trim(), el.outerHTML).not.toBe('')
      expect(el.tabIndex, el.outerHTML).toBeGreaterThanOrEqual(-1)
    }
  })
})
