// The plugin contract, tried as a new plugin author would, on the public surface alone: this file defines
// a chain plugin for a made-up namespace ("acme") and a feature plugin, written against the published
// `@airlock/kernel` and `@airlock/ui` entries only (no store, no registry, no internal entry). Together
// they add a view, an Account tab, a wallet feature button, a connect-method block in a group of their
// own, a flag, a WalletConnect namespace, a profile, an API exposed to views and the host, a sign-in gate
// after connect (the connection reads 'pending' until it is passed, and the router cannot leave it), a view
// that needs an acme account (opened before connecting, it waits behind Connect and the sign-in), an Account
// notice, and a request gate whose own error class reaches the caller. Nothing in kernel or ui changes.
import {
  BaseError,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterHooks,
  type Connector,
  definePlugin,
} from '@airlock/kernel'
import { walletConnect } from '@airlock/walletconnect'
import { observable } from 'mobx'
import { act, type ReactElement } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { useAccount } from '../hooks/useAccount'
import { useAirlock } from '../hooks/useAirlock'
import { usePlugin } from '../hooks/usePlugin'
import { useViewParams } from '../hooks/useViewParams'
import { observer } from '../index'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    'acme/welcome': { address: string }
    'acme/vault': undefined
  }
  interface FeatureFlags {
    acmeExtras: boolean
  }
  interface NamespaceProviders {
    acme: { request(args: { method: string }): Promise<unknown> }
  }
  interface PluginApis {
    'acme-extras': { points(): number; signIn(): void }
  }
  interface AccountData {
    'acme-extras': { member: boolean }
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

/** An error class of the feature plugin: a refused wallet request. */
class AcmeRefusedError extends BaseError {
  override name = 'AcmeRefusedError'
  constructor(method: string) {
    super('Acme refused this request', {
      details: `Method: ${method}`,
      messageKey: { namespace: 'acme-extras', key: 'refused' },
    })
  }
}

/**
 * The chain plugin: an adapter with the required core, canonical addresses (the wallet answers in capitals,
 * acme addresses are lower case), a transfer capability and a message signature that goes through the
 * request gate; one wallet; a profile for its accounts; no NFT source and no data API.
 */
function acmeChain() {
  const wallet: Connector = {
    id: 'acme:wallet',
    name: 'Acme Wallet',
    type: 'ANNOUNCED',
    namespaces: ['acme'],
  }
  let hooks: ChainAdapterHooks | undefined
  const adapter: ChainAdapter = {
    namespace: 'acme',
    networks: [acmeMain],
    connectors: observable.array([wallet], { deep: false }),
    address: { validate: (v) => /^acme1[a-z]{4,}$/i.test(v), format: (v) => v.toLowerCase() },
    attach(h) {
      hooks = h
      return () => {
        hooks = undefined
      }
    },
    connect: async () => ({ address: 'ACME1ALICE', chainId: 'main' }),
    disconnect: async () => undefined,
    getBalance: async () => ({ balance: '12.5', symbol: 'ACM' }),
    prepareTransfer: async (params) => ({ params }),
    estimateFee: async () => ({ amount: 10n, decimals: 6, symbol: 'ACM' }),
    sendTransfer: async () => 'acme-tx',
    async signMessage({ message }) {
      await hooks?.beforeRequest({ method: message === 'forbidden' ? 'acme_forbidden' : 'acme_sign' })
      return `signed:${message}`
    },
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
      ctx.hook('profile', ({ namespace, address }) =>
        namespace === 'acme' ? { name: `${address.slice(5)}.acme` } : undefined,
      )
    },
  })
}

/** The sign-in step: the address it was opened for, the plugin's API (from its view), a Done button. */
const Welcome = observer(function Welcome(): ReactElement {
  const airlock = useAirlock()
  const api = usePlugin('acme-extras')
  const { address } = useViewParams('acme/welcome')
  const status = airlock.get((s) => s.connection.status)
  return (
    <div>
      <p data-testid="acme-welcome">
        Welcome {address}, {api?.points()} points, {status}
      </p>
      <button type="button" data-testid="acme-done" onClick={() => api?.signIn()}>
        Done
      </button>
    </div>
  )
})

/**
 * The feature plugin: a flag, the sign-in step (a gate in afterConnect), a connect-method block in its own
 * group, an Account tab and a wallet feature button, an API, account data, and a request gate.
 */
function acmeExtras() {
  return definePlugin({
    name: 'acme-extras',
    features: { acmeExtras: true },
    setup(ctx) {
      let signedIn: () => void = () => undefined
      ctx.expose({ points: () => 42, signIn: () => signedIn() })
      ctx.registerView({ id: 'acme/welcome', title: 'Welcome', load: async () => Welcome })
      ctx.registerView({
        id: 'acme/vault',
        title: 'Vault',
        needsAccount: ['acme'],
        load: async () => () => <p data-testid="acme-vault">Your vault</p>,
      })
      ctx.addToSlot('accountNotices', {
        id: 'acme/member',
        order: 10,
        feature: 'acmeExtras',
        visible: (s) => s.accountOf('acme').data['acme-extras'] !== undefined,
        load: async () => () => <p data-testid="acme-notice">Welcome, member</p>,
      })
      ctx.addToSlot('connectMethods', {
        id: 'acme/login',
        group: 'acme',
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
        const acme = accounts.find((a) => a.namespace === 'acme')
        if (!acme) return
        await ctx.gate(
          'acme/welcome',
          { address: acme.address },
          () => new Promise<void>((r) => (signedIn = r)),
        )
        ctx.setAccountData('acme', { member: true })
      })
      ctx.hook('beforeRequest', ({ method }) => {
        if (method === 'acme_forbidden') throw new AcmeRefusedError(method)
      })
    },
  })
}

/** What a host renders: its own account line, through ui's hooks only. */
function HostAccount(): ReactElement {
  const { address, isConnected, status, profileName } = useAccount()
  return (
    <p data-testid="host-account">{`${status}:${isConnected}:${address ?? '-'}:${profileName ?? '-'}`}</p>
  )
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
const host = () => r?.container.querySelector('[data-testid="host-account"]')?.textContent

describe('a made-up namespace and a feature plugin, defined in this file only', () => {
  test('connect-method block in its own group, one wallet row, a sign-in gate, profile, canonical address, tabs by capability', async () => {
    r = await renderWithAirlock(<HostAccount />, {
      chain: null,
      config: { networks: [] },
      plugins: [acmeChain(), acmeExtras(), walletConnect()],
    })
    const { airlock } = r
    await airlock.ready
    // WalletConnect serves the contributed namespace with no change to its package.
    expect(airlock.get((s) => s.connection.connector('walletConnect')?.namespaces)).toEqual(['acme'])
    await r.open()
    // The block of a group the connect-method order does not name is rendered (after the known groups).
    await vi.waitFor(() =>
      expect(r?.$('[data-testid="acme-login"]')?.textContent).toBe('Log in with Acme ID'),
    )
    const row = () => r?.$$('.al-list-item').find((el) => el.textContent?.includes('Acme Wallet'))
    await vi.waitFor(() => expect(row()).toBeDefined())
    await click(row())

    // The sign-in step, with the address in its canonical form; the connection reads 'pending'.
    await vi.waitFor(() => expect(airlock.get((s) => s.modal.view.view)).toBe('acme/welcome'))
    await vi.waitFor(() =>
      expect(r?.$('[data-testid="acme-welcome"]')?.textContent).toBe(
        'Welcome acme1alice, 42 points, pending',
      ),
    )
    expect(airlock.getConnectionStatus()).toBe('pending')
    expect(host()).toBe('pending:false:acme1alice:alice.acme')
    // The step cannot be left: no Back button, Escape and close shake the modal, nothing else opens.
    expect(r.$('[aria-label="Back"]')).toBeNull()
    await act(async () => {
      await userEvent.keyboard('{Escape}')
    })
    expect(airlock.get((s) => ({ open: s.modal.open, shake: s.modal.shake }))).toEqual({
      open: true,
      shake: true,
    })
    expect(airlock.close()).toBe(false)
    await expect(airlock.navigate('Networks')).rejects.toThrow('Cannot show "Networks"')
    // Reopening shows the step again.
    await airlock.open()
    expect(airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual(['acme/welcome'])

    await click(r.$('[data-testid="acme-done"]'))
    await vi.waitFor(() => expect(airlock.get((s) => s.modal.view.view)).toBe('Account'))
    expect(airlock.getConnectionStatus()).toBe('connected')
    await vi.waitFor(() => expect(host()).toBe('connected:true:acme1alice:alice.acme'))
    expect(airlock.get((s) => s.accountOf('acme').data['acme-extras'])).toEqual({ member: true })
    // The Account header shows the profile; the tabs follow capabilities: no NFT source, no data API.
    await vi.waitFor(() => expect(r?.$('#al-account-name')?.textContent).toBe('alice.acme'))
    const tabs = () => r?.$$('[role="tab"]').map((t) => t.textContent)
    await vi.waitFor(() => expect(tabs()).toEqual(['Tokens', 'Points']))
    await click(r.$$('[role="tab"]').find((t) => t.textContent === 'Points'))
    await vi.waitFor(() => expect(r?.$('[data-testid="acme-points"]')?.textContent).toBe('42 points'))
    // The plugin's wallet-feature button opens its view with its params.
    const tipButton = () => r?.$('[data-feature="acme/tip"]')
    expect(tipButton()?.textContent).toContain('Tip')
    expect(r.$('[data-feature="send"]')).not.toBeNull()
    await click(tipButton())
    await vi.waitFor(() =>
      expect(airlock.get((s) => s.modal.view)).toEqual({
        view: 'acme/welcome',
        params: { address: 'acme1jar' },
      }),
    )
    // The plugin's flag hides its tab and button.
    await act(async () => airlock.setFeatures({ acmeExtras: false }))
    await act(async () => airlock.navigate('Account', undefined, { mode: 'reset' }))
    await vi.waitFor(() => expect(r?.$('[data-testid="account-view"]')).not.toBeNull())
    expect(tabs()).toEqual(['Tokens'])
    expect(tipButton()).toBeNull()
    expect(airlock.close()).toBe(true)
  })

  test('a view that needs an acme account, opened before connecting: Connect, the sign-in step, then that view; the Account notice', async () => {
    r = await renderWithAirlock(null, {
      chain: null,
      config: { networks: [] },
      plugins: [acmeChain(), acmeExtras()],
    })
    const { airlock } = r
    await airlock.ready
    await act(() => airlock.open('acme/vault'))
    expect(airlock.get((s) => [s.modal.view.view, s.modal.pending?.view])).toEqual(['Connect', 'acme/vault'])
    const row = () => r?.$$('.al-list-item').find((el) => el.textContent?.includes('Acme Wallet'))
    await vi.waitFor(() => expect(row()).toBeDefined())
    await click(row())
    await vi.waitFor(() => expect(airlock.get((s) => s.modal.view.view)).toBe('acme/welcome'))
    await click(r.$('[data-testid="acme-done"]'))
    await vi.waitFor(() => expect(r?.$('[data-testid="acme-vault"]')?.textContent).toBe('Your vault'))
    expect(airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual(['acme/vault'])
    await act(() => airlock.navigate('Account', undefined, { mode: 'reset' }))
    await vi.waitFor(() => expect(r?.$('[data-testid="acme-notice"]')?.textContent).toBe('Welcome, member'))
    await act(async () => airlock.setFeatures({ acmeExtras: false }))
    await vi.waitFor(() => expect(r?.$('[data-testid="acme-notice"]')).toBeNull())
  })

  test("a plugin's own error class thrown in a hook reaches the caller as it is, stamped with its plugin", async () => {
    r = await renderWithAirlock(null, {
      chain: null,
      config: { networks: [] },
      plugins: [acmeChain(), acmeExtras()],
    })
    const { airlock } = r
    await airlock.ready
    const connecting = airlock.connect('acme:wallet')
    await vi.waitFor(() => expect(airlock.get((s) => s.modal.gate?.view)).toBe('acme/welcome'))
    await act(async () => airlock.plugin('acme-extras')?.signIn())
    await connecting
    const adapter = airlock.get((s) => s.connection.adapter('acme'))
    expect(await adapter?.signMessage?.({ message: 'hello', address: 'acme1alice' })).toBe('signed:hello')
    const failure = await adapter
      ?.signMessage?.({ message: 'forbidden', address: 'acme1alice' })
      .catch((e) => e)
    expect(failure).toBeInstanceOf(AcmeRefusedError)
    expect((failure as AcmeRefusedError).origin).toEqual({ plugin: 'acme-extras', hook: 'beforeRequest' })
  })
})
