// The plugin contract, tried as a new plugin author would: this file alone defines a chain plugin for a
// made-up namespace ("acme") and a feature plugin. Together they add a view, an Account tab, a wallet
// feature button, a connect-method block, a flag, a WalletConnect namespace, and a hook that shows a view
// after connect and before Account and blocks closing until it is done. Nothing in kernel or ui changes.
import {
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  definePlugin,
  isSlotEntryShown,
} from '@airlock/kernel'
import { walletConnect } from '@airlock/walletconnect'
import { observable } from 'mobx'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useAirlock } from '../hooks/useAirlock'
import { useViewParams } from '../hooks/useViewParams'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    'acme/welcome': { address: string }
  }
  interface FeatureFlags {
    acmeExtras: boolean
  }
  interface NamespaceProviders {
    acme: { request(args: { method: string }): Promise<unknown> }
  }
  interface AirlockEvents {
    'acme:done': Record<string, never>
  }
}

const acmeMain: CaipNetwork = {
  id: 'main',
  name: 'Acme Main',
  nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
  caipNetworkId: 'acme:main',
  chainNamespace: 'acme',
  rpcUrls: { default: { http: ['http://127.0.0.1:1/acme'] } },
}

/** The chain plugin: an adapter with the required core and one transfer capability, one wallet. */
function acmeChain() {
  const wallet: Connector = {
    id: 'acme:wallet',
    name: 'Acme Wallet',
    type: 'ANNOUNCED',
    namespaces: ['acme'],
  }
  const adapter: ChainAdapter = {
    namespace: 'acme',
    networks: [acmeMain],
    connectors: observable.array([wallet], { deep: false }),
    address: { validate: (v) => /^acme1[a-z]{4,}$/.test(v) },
    connect: async () => ({ address: 'acme1alice', chainId: 'main' }),
    disconnect: async () => undefined,
    getBalance: async () => ({ balance: '12.5', symbol: 'ACM' }),
    prepareTransfer: async (params) => ({ params }),
    estimateFee: async () => ({ amount: 10n, decimals: 6, symbol: 'ACM' }),
    sendTransfer: async () => 'acme-tx',
  }
  return definePlugin({
    name: 'acme',
    networks: adapter.networks,
    setup(ctx) {
      ctx.registerChainAdapter(adapter)
      ctx.contribute('walletconnect/namespace', {
        namespace: 'acme',
        chains: ['acme:main'],
        methods: ['acme_sign'],
        events: ['accountsChanged'],
        createProvider: (transport) => ({
          request: (args: { method: string }) => transport.request({ chainId: 'acme:main', ...args }),
        }),
      })
    },
  })
}

function Welcome() {
  const airlock = useAirlock()
  const { address } = useViewParams('acme/welcome')
  return (
    <button type="button" data-testid="acme-done" onClick={() => airlock.bus.emit('acme:done', {})}>
      Welcome {address}
    </button>
  )
}

/** The feature plugin: a flag, a view, a connect-method block, an Account tab and button, two hooks. */
function acmeExtras() {
  return definePlugin({
    name: 'acme-extras',
    features: { acmeExtras: true },
    setup(ctx) {
      let welcomed = false
      ctx.registerView({ id: 'acme/welcome', title: 'Welcome', load: async () => Welcome })
      ctx.addToSlot('connectMethods', {
        id: 'acme/login',
        group: 'email',
        load: async () => () => <p data-testid="acme-login">Log in with Acme ID</p>,
      })
      ctx.addToSlot('accountTabs', {
        id: 'acme/points',
        label: 'Points',
        order: 40,
        feature: 'acmeExtras',
        load: async () => () => <p data-testid="acme-points">42 points</p>,
      })
      ctx.addToSlot('walletFeatures', {
        id: 'acme/tip',
        label: 'Tip',
        order: 50,
        feature: 'acmeExtras',
        view: 'acme/welcome',
        params: { address: 'acme1jar' },
      })
      ctx.hook('afterConnect', async ({ accounts }) => {
        if (!accounts.some((a) => a.namespace === 'acme')) return
        await ctx.openView('acme/welcome', { address: accounts[0]?.address ?? '' })
        await new Promise<void>((resolve) => {
          const off = ctx.on('acme:done', () => {
            off()
            resolve()
          })
        })
        welcomed = true
      })
      ctx.hook('canClose', ({ view }) => (view.view === 'acme/welcome' && !welcomed ? false : undefined))
    },
  })
}

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const click = (el: Element | null | undefined) =>
  act(async () => {
    if (!el) throw new Error('nothing to click')
    ;(el as HTMLElement).click()
  })

describe('a made-up namespace and a feature plugin, defined in this file only', () => {
  test('connect-method block, one wallet row, a hook view before Account that blocks closing, tab and button', async () => {
    r = await renderWithAirlock(null, {
      chain: null,
      config: { networks: [] },
      plugins: [acmeChain(), acmeExtras(), walletConnect()],
    })
    const { airlock } = r
    await airlock.ready
    // WalletConnect serves the contributed namespace with no change to its package.
    expect(airlock.stores.connection.connector('walletConnect')?.namespaces).toEqual(['acme'])
    await r.open()
    await vi.waitFor(() =>
      expect(r?.$('[data-testid="acme-login"]')?.textContent).toBe('Log in with Acme ID'),
    )
    const row = () => r?.$$('.al-list-item').find((el) => el.textContent?.includes('Acme Wallet'))
    await vi.waitFor(() => expect(row()).toBeDefined())
    await click(row())
    await vi.waitFor(() => expect(airlock.stores.router.view).toBe('acme/welcome'))
    expect(airlock.stores.connection.status('acme')).toBe('connected')
    await vi.waitFor(() => expect(r?.$('[data-testid="acme-done"]')?.textContent).toBe('Welcome acme1alice'))
    // Closing is refused until the hook is done: the modal shakes and stays open.
    await act(async () => {
      expect(airlock.close()).toBe(false)
    })
    expect(airlock.stores.modal.shake).toBe(true)
    expect(airlock.stores.modal.open).toBe(true)
    await click(r.$('[data-testid="acme-done"]'))
    await vi.waitFor(() => expect(airlock.stores.router.view).toBe('Account'))
    // The Account view has the plugin's tab and wallet-feature button, next to ui's own.
    const tab = () => r?.$$('[role="tab"]').find((t) => t.textContent === 'Points')
    await vi.waitFor(() => expect(tab()).toBeDefined())
    await click(tab())
    await vi.waitFor(() => expect(r?.$('[data-testid="acme-points"]')?.textContent).toBe('42 points'))
    const tipButton = () => r?.$('[data-feature="acme/tip"]')
    expect(tipButton()?.textContent).toContain('Tip')
    expect(r.$('[data-feature="send"]')).not.toBeNull()
    await click(tipButton())
    await vi.waitFor(() =>
      expect(airlock.stores.router.current).toEqual({
        view: 'acme/welcome',
        params: { address: 'acme1jar' },
      }),
    )
    // The plugin's flag hides its tab and button.
    await act(async () => airlock.stores.options.setFeatures({ acmeExtras: false }))
    const points = airlock.slots.find('accountTabs', 'acme/points')
    expect(points && isSlotEntryShown(points, airlock.stores)).toBe(false)
    await act(async () => airlock.stores.router.reset('Account'))
    await vi.waitFor(() => expect(r?.$('[data-testid="account-view"]')).not.toBeNull())
    expect(tab()).toBeUndefined()
    expect(tipButton()).toBeNull()
    expect(airlock.close()).toBe(true)
  })
})
