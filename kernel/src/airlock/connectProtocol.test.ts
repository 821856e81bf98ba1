// The connect protocol in the core (contract v2): hooks around connect, wallets across namespaces,
// connectors that open one connection for several namespaces, and the request gate. No UI involved.
import { observable } from 'mobx'
import { describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain, testchainNetwork } from '../chain/testing/testchain'
import type { CaipNetwork, ChainAdapter, Connector } from '../chain/types'
import { UserRejectedRequestError } from '../errors'
import { definePlugin } from '../plugins/types'
import { createMemoryBackend } from '../storage'
import { createAirlock } from './createAirlock'

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
  test('an afterConnect hook shows its view before Account and blocks closing until it is done', async () => {
    let finish: () => void = () => undefined
    let done = false
    const signIn = definePlugin({
      name: 'sign-in',
      setup(ctx) {
        ctx.hook('afterConnect', async ({ accounts }) => {
          expect(accounts).toEqual([
            { namespace: 'testchain', address: 'tc1alice', caipNetworkId: 'testchain:alpha' },
          ])
          await ctx.openView('test/sign-in')
          await new Promise<void>((resolve) => {
            finish = resolve
          })
          done = true
        })
        ctx.hook('canClose', ({ view }) => (view.view === 'test/sign-in' && !done ? false : undefined))
      },
    })
    const airlock = createAirlock(testConfig({ plugins: [testchain(), signIn] }), testRuntime())
    await airlock.ready
    await airlock.open()
    const connecting = airlock.connect('test-wallet')
    await vi.waitFor(() => expect(airlock.stores.router.view).toBe('test/sign-in'))
    expect(airlock.stores.connection.status('testchain')).toBe('connected')
    expect(airlock.close()).toBe(false)
    expect(airlock.stores.modal.shake).toBe(true)
    finish()
    await connecting
    expect(airlock.stores.router.view).toBe('Account')
    expect(airlock.close()).toBe(true)
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
    expect(airlock.stores.connection.lastErrors.get('test-wallet')).toBe('Signature declined')
    adapter.options.connectError = undefined
    await airlock.connect('test-wallet')
    expect(airlock.stores.connection.lastErrors.has('test-wallet')).toBe(false)
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
    const both = airlock.stores.connection.wallets.filter((w) => w.name === 'Both')
    expect(both.map((w) => w.namespaces)).toEqual([['testchain', 'othernet']])
    expect(airlock.stores.network.activeNamespace).toBe('testchain')
    await airlock.connect('both:other')
    // The visitor stays on the namespace that was active: its chain is applied last.
    expect(airlock.stores.network.activeNamespace).toBe('testchain')
    expect(airlock.stores.connection.status('testchain')).toBe('connected')
    expect(airlock.stores.connection.status('othernet')).toBe('connected')
    expect(airlock.stores.account.state('othernet').caipAddress).toBe('othernet:one:on1own')
    expect(other.calls).toEqual(['connect:both:other'])
    expect(airlock.stores.network.networks.map((n) => n.caipNetworkId)).toEqual([
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
      type: 'WALLET_CONNECT',
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
    expect(airlock.stores.account.state('othernet').address).toBe('on1paired')
    steps.length = 0
    const restored = createAirlock(testConfig({ plugins }), testRuntime(backend))
    await restored.ready
    expect(steps).toEqual(['restore', 'provider:othernet'])
    expect(restored.stores.connection.status('othernet')).toBe('connected')
    expect(restored.stores.network.activeNamespace).toBe('testchain')
    steps.length = 0
    await airlock.disconnect()
    expect(steps).toEqual(['close'])
    expect(other.calls.at(-1)).toBe('disconnect')
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
      type: 'WALLET_CONNECT',
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
    expect(airlock.stores.connection.isConnected).toBe(false)
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
    expect(airlock.stores.router.current).toMatchObject({
      view: 'ConnectingExternal',
      params: { connectorId: 'both:other' },
    })
    expect(airlock.stores.connection.lastErrors.get('both:other')).toBe('Signature declined')
    expect(airlock.stores.connection.lastErrors.get('both:test')).toBe('Signature declined')
  })
})
