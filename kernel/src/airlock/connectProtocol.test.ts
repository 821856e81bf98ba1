// The connect protocol in the core (contract v2): hooks around connect, wallets across namespaces,
// connectors that open one connection for several namespaces, and the request gate. No UI involved.
import { observable } from 'mobx'
import { describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain, testchainNetwork } from '../chain/testing/testchain'
import type { CaipNetwork, ChainAdapter, Connector } from '../chain/types'
import {
  BaseError,
  ConnectionAbortedError,
  SignatureDeclinedError,
  UserRejectedRequestError,
} from '../errors'
import { definePlugin } from '../plugins/types'
import { createMemoryBackend } from '../storage'
import { createAirlock } from './createAirlock'
import { NavigationBlockedError } from './ModalController'

declare module '../chain/types' {
  interface NamespaceProviders {
    othernet: { account(): Promise<string> }
  }
}

function otherNetwork(): CaipNetwork {
  return { ...testchainNetwork('one'), caipNetworkId: 'othernet:one', chainNamespace: 'othernet' }
}

/** A second made-up namespace whose adapter connects its own connectors or, for others, through getProvider. */
function otherAdapter(own: Connector[] = []) {
  const calls: string[] = []
  const adapter: ChainAdapter = {
    namespace: 'othernet',
    networks: [otherNetwork()],
    address: { validate: (v) => v.startsWith('on1') },
    connectors: observable.array(own, { deep: false }),
    async connect({ connectorId, connector }) {
      calls.push(`connect:${connectorId}`)
      if (own.some((c) => c.id === connectorId)) return { address: 'on1own', chainId: 'one' }
      const provider = await connector?.getProvider?.('othernet')
      if (!provider) throw new Error('no provider')
      return { address: await provider.account(), chainId: 'one' }
    },
    async reconnect({ connectorId, connector }) {
      calls.push(`reconnect:${connectorId}`)
      const provider = await connector?.getProvider?.('othernet')
      return provider ? { address: await provider.account(), chainId: 'one' } : null
    },
    async disconnect() {
      calls.push('disconnect')
    },
    async getBalance() {
      return { balance: '0', symbol: 'OTH' }
    },
  }
  return { adapter, calls }
}

const chainPlugin = (adapter: ChainAdapter) =>
  definePlugin({
    name: `chain-${adapter.namespace}`,
    networks: adapter.networks,
    setup: (ctx) => void ctx.registerChainAdapter(adapter),
  })

describe('hooks around connect', () => {
  test('a gate in afterConnect is a blocking step: the connection reads pending until it ends', async () => {
    let finish: () => void = () => undefined
    const signIn = definePlugin({
      name: 'sign-in',
      setup(ctx) {
        ctx.hook('afterConnect', async ({ accounts }) => {
          expect(accounts).toEqual([
            { namespace: 'testchain', address: 'tc1alice', caipNetworkId: 'testchain:alpha' },
          ])
          await ctx.gate('test/sign-in', undefined, () => new Promise<void>((resolve) => (finish = resolve)))
        })
      },
    })
    const airlock = createAirlock(testConfig({ plugins: [testchain(), signIn] }), testRuntime())
    await airlock.ready
    await airlock.open()
    const connecting = airlock.connect('test-wallet')
    await vi.waitFor(() => expect(airlock.get((s) => s.modal.view.view)).toBe('test/sign-in'))
    // Connected, pending sign-in: the host does not see 'connected' while the gate is up.
    expect(airlock.getConnectionStatus()).toBe('pending')
    expect(airlock.getAccount().status).toBe('pending')
    // The step is the only entry: back and close shake, no stale connecting view below it.
    expect(airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual(['test/sign-in'])
    expect(airlock.get((s) => s.modal.canGoBack)).toBe(false)
    airlock.back()
    expect(airlock.get((s) => s.modal.shake)).toBe(true)
    expect(airlock.get((s) => s.modal.view.view)).toBe('test/sign-in')
    expect(airlock.close()).toBe(false)
    expect(airlock.get((s) => s.modal.open)).toBe(true)
    await expect(airlock.navigate('Networks')).rejects.toBeInstanceOf(NavigationBlockedError)
    // Reopening shows the step again.
    await airlock.open()
    expect(airlock.get((s) => s.modal.view.view)).toBe('test/sign-in')
    finish()
    await connecting
    expect(airlock.getConnectionStatus()).toBe('connected')
    expect(airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual(['Account'])
    expect(airlock.close()).toBe(true)
  })

  test('a closable gate lets the modal close and shows its step at the next open', async () => {
    let finish: () => void = () => undefined
    const terms = definePlugin({
      name: 'terms',
      setup: (ctx) =>
        void ctx.hook('afterConnect', () =>
          ctx.gate('test/sign-in', undefined, () => new Promise<void>((r) => (finish = r)), {
            closable: true,
          }),
        ),
    })
    const airlock = createAirlock(testConfig({ plugins: [testchain(), terms] }), testRuntime())
    await airlock.ready
    const connecting = airlock.connect('test-wallet')
    // A connect without the modal open: the gate opens it on its step.
    await vi.waitFor(() => expect(airlock.get((s) => s.modal.gate?.view)).toBe('test/sign-in'))
    expect(airlock.get((s) => s.modal.open)).toBe(true)
    expect(airlock.close()).toBe(true)
    await airlock
      .open('Networks')
      .catch((error: unknown) => expect(error).toBeInstanceOf(NavigationBlockedError))
    await airlock.open()
    expect(airlock.get((s) => s.modal.view.view)).toBe('test/sign-in')
    finish()
    await connecting
    expect(airlock.get((s) => s.modal.view.view)).toBe('Account')
  })

  test('a failing afterConnect hook refuses the connection: reported, shown, and the wallet disconnected', async () => {
    class TermsRefusedError extends BaseError {
      override name = 'TermsRefusedError'
    }
    const refusing = definePlugin({
      name: 'refusing',
      setup: (ctx) =>
        void ctx.hook('afterConnect', () => {
          throw new TermsRefusedError('Terms refused', {
            messageKey: { namespace: 'refusing', key: 'refused' },
          })
        }),
    })
    const adapter = createTestchainAdapter()
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter), refusing] }), testRuntime())
    const errors: unknown[] = []
    airlock.on('error', ({ error }) => errors.push(error))
    await airlock.ready
    const failure = await airlock.connect('test-wallet').catch((e: unknown) => e)
    // The plugin's own class arrives as it is (instanceof holds), stamped with its plugin and hook.
    expect(failure).toBeInstanceOf(TermsRefusedError)
    expect((failure as BaseError).origin).toEqual({ plugin: 'refusing', hook: 'afterConnect' })
    expect(errors).toContain(failure)
    expect(airlock.getConnectionStatus()).toBe('disconnected')
    expect(adapter.calls.disconnect).toBe(1)
    expect(airlock.get((s) => s.snackbar.messageKey)).toEqual({ namespace: 'refusing', key: 'refused' })
  })

  test('a plugin that disconnects during its gate (a cancelled required sign-in) ends the connect', async () => {
    const cancelling = definePlugin({
      name: 'cancelling',
      setup: (ctx) =>
        void ctx.hook('afterConnect', () => ctx.gate('test/sign-in', undefined, () => ctx.disconnect())),
    })
    const airlock = createAirlock(testConfig({ plugins: [testchain(), cancelling] }), testRuntime())
    await airlock.ready
    await airlock.open()
    await expect(airlock.connect('test-wallet')).rejects.toBeInstanceOf(ConnectionAbortedError)
    expect(airlock.getConnectionStatus()).toBe('disconnected')
    expect(airlock.get((s) => s.modal.gate)).toBeUndefined()
    expect(airlock.get((s) => s.modal.view.view)).toBe('Connect')
  })

  test('beforeDisconnect runs before the adapters disconnect; afterReconnect after a restore', async () => {
    const order: string[] = []
    const backend = createMemoryBackend()
    const watcher = definePlugin({
      name: 'watcher',
      setup(ctx) {
        ctx.hook('beforeDisconnect', ({ namespaces }) => void order.push(`before:${namespaces.join()}`))
        ctx.hook('afterReconnect', ({ accounts }) => void order.push(`restored:${accounts[0]?.address}`))
      },
    })
    const adapter = createTestchainAdapter()
    const disconnect = adapter.disconnect
    adapter.disconnect = async () => {
      order.push('adapter')
      await disconnect()
    }
    const first = createAirlock(testConfig({ plugins: [testchain(adapter), watcher] }), testRuntime(backend))
    await first.ready
    await first.connect('test-wallet')
    const second = createAirlock(testConfig({ plugins: [testchain(), watcher] }), testRuntime(backend))
    await second.ready
    expect(order).toEqual(['restored:tc1alice'])
    await first.disconnect()
    expect(order).toEqual(['restored:tc1alice', 'before:testchain', 'adapter'])
  })

  test('a failure is kept for the connecting view and cleared by the next attempt', async () => {
    const adapter = createTestchainAdapter({ connectError: new UserRejectedRequestError() })
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
    await airlock.ready
    await expect(airlock.connect('test-wallet')).rejects.toThrow('Signature declined')
    expect(airlock.get((s) => s.connection.lastError('test-wallet')?.shortMessage)).toBe('Signature declined')
    adapter.options.connectError = undefined
    await airlock.connect('test-wallet')
    expect(airlock.get((s) => s.connection.lastError('test-wallet') !== undefined)).toBe(false)
  })

  test('a failed connect is told once: by the snackbar with the modal closed, not while the modal shows its ConnectingExternal view', async () => {
    const adapter = createTestchainAdapter({ connectError: new UserRejectedRequestError() })
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
    await airlock.ready
    await expect(airlock.connect('test-wallet')).rejects.toBeInstanceOf(SignatureDeclinedError)
    expect(airlock.get((s) => s.snackbar.open)).toBe(true)
    airlock.dismissNotice()
    await airlock.open()
    await expect(airlock.connect('test-wallet')).rejects.toBeInstanceOf(SignatureDeclinedError)
    expect(airlock.get((s) => s.modal.view.view)).toBe('ConnectingExternal')
    expect(airlock.get((s) => s.connection.lastError('test-wallet'))).toBeInstanceOf(SignatureDeclinedError)
    expect(airlock.get((s) => s.snackbar.open)).toBe(false)
  })

  test('beforeRequest hooks see each wallet request with its namespace and may refuse it', async () => {
    const seen: unknown[] = []
    const gate = definePlugin({
      name: 'gate',
      setup(ctx) {
        ctx.hook('beforeRequest', (request) => {
          seen.push(request)
          if (request.method === 'sign_forbidden') throw new Error('Action not allowed')
        })
      },
    })
    const adapter = createTestchainAdapter()
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter), gate] }), testRuntime())
    await airlock.ready
    await adapter.hooks?.beforeRequest({ method: 'sign_message', params: ['hi'] })
    await expect(adapter.hooks?.beforeRequest({ method: 'sign_forbidden' })).rejects.toMatchObject({
      plugin: 'gate',
      hook: 'beforeRequest',
    })
    expect(seen).toEqual([
      { namespace: 'testchain', method: 'sign_message', params: ['hi'] },
      { namespace: 'testchain', method: 'sign_forbidden' },
    ])
  })
})

/** One wallet (same rdns) announced on testchain and on othernet. */
function oneWalletTwoNamespaces() {
  const rdns = { rdns: 'org.example.both' }
  const chain = createTestchainAdapter()
  chain.announce({ id: 'both:test', name: 'Both', type: 'ANNOUNCED', namespaces: ['testchain'], info: rdns })
  const other = otherAdapter([
    { id: 'both:other', name: 'Both', type: 'ANNOUNCED', namespaces: ['othernet'], info: rdns },
  ])
  return { chain, other }
}

describe('one wallet, several namespaces', () => {
  test('connectors of one wallet (same rdns) are one row that connects every namespace', async () => {
    const { chain, other } = oneWalletTwoNamespaces()
    const airlock = createAirlock(
      testConfig({ networks: [], plugins: [testchain(chain), chainPlugin(other.adapter)] }),
      testRuntime(),
    )
    await airlock.ready
    const both = airlock.get((s) => s.connection.wallets).filter((w) => w.name === 'Both')
    expect(both.map((w) => w.namespaces)).toEqual([['testchain', 'othernet']])
    expect(airlock.get((s) => s.network.activeNamespace)).toBe('testchain')
    await airlock.connect('both:other')
    // The visitor stays on the namespace that was active: its chain is applied last.
    expect(airlock.get((s) => s.network.activeNamespace)).toBe('testchain')
    expect(airlock.get((s) => s.connection.statusOf('testchain'))).toBe('connected')
    expect(airlock.get((s) => s.connection.statusOf('othernet'))).toBe('connected')
    expect(airlock.get((s) => s.accountOf('othernet')).caipAddress).toBe('othernet:one:on1own')
    expect(other.calls).toEqual(['connect:both:other'])
    expect(airlock.get((s) => s.network.all).map((n) => n.caipNetworkId)).toEqual([
      'testchain:alpha',
      'testchain:beta',
      'othernet:one',
    ])
  })

  test('a shared connector opens one connection, then each adapter connects through its provider', async () => {
    const chain = createTestchainAdapter()
    const other = otherAdapter()
    const steps: string[] = []
    const pairing: Connector = {
      id: 'pairing',
      name: 'Pairing',
      type: 'MULTI_CHAIN',
      namespaces: ['testchain', 'othernet', 'absent'],
      connectingView: 'Account',
      async connect({ namespaces, networks }) {
        steps.push(`open:${namespaces.join()}:${[...networks.values()].map((n) => n.caipNetworkId).join()}`)
      },
      async reconnect() {
        steps.push('restore')
        return true
      },
      async disconnect() {
        steps.push('close')
      },
      async getProvider(namespace) {
        steps.push(`provider:${namespace}`)
        return { account: async () => 'on1paired' } as never
      },
    }
    const plugin = definePlugin({ name: 'pairing', setup: (ctx) => void ctx.registerConnector(pairing) })
    const backend = createMemoryBackend()
    const plugins = [testchain(chain), chainPlugin(other.adapter), plugin]
    const airlock = createAirlock(testConfig({ plugins }), testRuntime(backend))
    await airlock.ready
    await airlock.connect('pairing')
    expect(steps).toEqual(['open:testchain,othernet:testchain:alpha,othernet:one', 'provider:othernet'])
    expect(chain.calls.connect).toBe(1)
    expect(airlock.get((s) => s.accountOf('othernet')).address).toBe('on1paired')
    steps.length = 0
    const restored = createAirlock(testConfig({ plugins }), testRuntime(backend))
    await restored.ready
    expect(steps).toEqual(['restore', 'provider:othernet'])
    expect(restored.get((s) => s.connection.statusOf('othernet'))).toBe('connected')
    expect(restored.get((s) => s.network.activeNamespace)).toBe('testchain')
    steps.length = 0
    await airlock.disconnect()
    expect(steps).toEqual(['close'])
    expect(other.calls.at(-1)).toBe('disconnect')
  })

  test("[spec 3.2] a connector's accountsOf fills allAccounts and preferredAccountType when the adapter reports none", async () => {
    const chain = createTestchainAdapter()
    const other = otherAdapter()
    const embedded: Connector = {
      id: 'embedded',
      name: 'Embedded',
      type: 'EXTERNAL',
      namespaces: ['othernet'],
      async connect() {},
      async getProvider() {
        return { account: async () => 'on1smart' } as never
      },
      accountsOf: (namespace) =>
        namespace === 'othernet'
          ? {
              accounts: [
                { address: 'on1smart', type: 'smartAccount' },
                { address: 'on1owner', type: 'eoa' },
              ],
              accountType: 'smartAccount',
            }
          : undefined,
    }
    const plugin = definePlugin({ name: 'embedded', setup: (ctx) => void ctx.registerConnector(embedded) })
    const airlock = createAirlock(
      testConfig({ plugins: [testchain(chain), chainPlugin(other.adapter), plugin] }),
      testRuntime(),
    )
    await airlock.ready
    await airlock.connect('embedded')
    const account = airlock.get((s) => s.accountOf('othernet'))
    expect(account.address).toBe('on1smart')
    expect(account.allAccounts).toEqual([
      { address: 'on1smart', type: 'smartAccount' },
      { address: 'on1owner', type: 'eoa' },
    ])
    expect(account.preferredAccountType).toBe('smartAccount')
    // The adapter's own report wins over the connector's.
    other.adapter.connect = async () => ({
      address: 'on1smart',
      chainId: 'one',
      accounts: [{ address: 'on1smart', type: 'eoa' }],
    })
    await airlock.disconnect()
    await airlock.connect('embedded')
    expect(airlock.get((s) => s.accountOf('othernet')).allAccounts).toEqual([
      { address: 'on1smart', type: 'eoa' },
    ])
    expect(airlock.get((s) => s.accountOf('othernet')).preferredAccountType).toBe('eoa')
  })

  test('a rejection in a later namespace fails the whole connect and undoes the earlier ones', async () => {
    const chain = createTestchainAdapter()
    const other = otherAdapter()
    other.adapter.connect = async () => {
      throw new UserRejectedRequestError()
    }
    const pairing: Connector = {
      id: 'pairing',
      name: 'P',
      type: 'MULTI_CHAIN',
      namespaces: ['testchain', 'othernet'],
    }
    const plugin = definePlugin({ name: 'pairing', setup: (ctx) => void ctx.registerConnector(pairing) })
    const airlock = createAirlock(
      testConfig({ plugins: [testchain(chain), chainPlugin(other.adapter), plugin] }),
      testRuntime(),
    )
    await airlock.ready
    await expect(airlock.connect('pairing')).rejects.toThrow('Signature declined')
    expect(chain.calls.disconnect).toBe(1)
    expect(airlock.get((s) => s.connection.status === 'connected')).toBe(false)
  })
  test('the chosen connector of a wallet goes first: its id keys the connecting view and its failure', async () => {
    const { chain, other } = oneWalletTwoNamespaces()
    other.adapter.connect = async ({ connectorId }) => {
      other.calls.push(`connect:${connectorId}`)
      throw new UserRejectedRequestError()
    }
    const airlock = createAirlock(
      testConfig({ networks: [], plugins: [testchain(chain), chainPlugin(other.adapter)] }),
      testRuntime(),
    )
    await airlock.ready
    airlock.open()
    await expect(airlock.connect('both:other')).rejects.toThrow('Signature declined')
    // The othernet connector was asked first (the testchain one never was) and the view is keyed on it.
    expect(other.calls).toEqual(['connect:both:other'])
    expect(chain.calls.connect).toBe(0)
    expect(airlock.get((s) => s.modal.view)).toMatchObject({
      view: 'ConnectingExternal',
      params: { connectorId: 'both:other' },
    })
    expect(airlock.get((s) => s.connection.lastError('both:other')?.shortMessage)).toBe('Signature declined')
    expect(airlock.get((s) => s.connection.lastError('both:test')?.shortMessage)).toBe('Signature declined')
  })
})
