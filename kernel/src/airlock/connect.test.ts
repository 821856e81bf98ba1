import { describe, expect, test } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, type TestchainOptions, testchain } from '../chain/testing/testchain'
import type { AirlockConfig } from '../config/airlockConfigSchema'
import { InvalidConfigError } from '../config/InvalidConfigError'
import { AdapterNotFoundError, LegalConsentRequiredError, UserRejectedRequestError } from '../errors'
import { ConnectionStorage, createMemoryBackend, createStorageService, type StorageBackend } from '../storage'
import { createAirlock } from './createAirlock'

async function setup(
  options: TestchainOptions = {},
  config: Partial<AirlockConfig> = {},
  backend?: StorageBackend,
) {
  const adapter = createTestchainAdapter(options)
  const runtime = testRuntime(backend)
  const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)], ...config }), runtime)
  const events: string[] = []
  airlock.on('account:changed', (e) => events.push(`account:${e.caipAddress ?? 'none'}`))
  airlock.on('connection:status', (e) => events.push(`status:${e.status}`))
  airlock.on('network:changed', (e) => events.push(`network:${e.network.caipNetworkId}`))
  await airlock.ready
  return {
    airlock,
    adapter,
    events,
    storage: new ConnectionStorage(createStorageService({ backend: runtime.backend })),
  }
}

describe('connect', () => {
  test('asks the wallet before the connecting view shows (its code downloads during that render), then shows it', async () => {
    const adapter = createTestchainAdapter()
    const asked: string[] = []
    const connect = adapter.connect.bind(adapter)
    const airlock = createAirlock(
      testConfig({
        plugins: [
          testchain({
            ...adapter,
            connect(params) {
              asked.push(airlock.get((s) => `${s.modal.view.view}/${s.connection.statusOf('testchain')}`))
              return connect(params)
            },
          }),
        ],
      }),
      testRuntime(),
    )
    await airlock.ready
    await airlock.open()
    const views: string[] = []
    airlock.on('view:changed', (e) => views.push(e.view.view))
    await airlock.connect('test-wallet')
    // Asked while Connect still showed: the connecting view and status came in the same task, after.
    expect(asked).toEqual(['Connect/disconnected'])
    expect(views).toEqual(['ConnectingExternal', 'Account'])
  })

  test('updates stores, storage, recent wallets, emits account:changed and shows Account', async () => {
    const { airlock, storage, events } = await setup({ chainId: 'beta' })
    await airlock.open()
    expect(airlock.get((s) => s.modal.view.view)).toBe('Connect')
    const views: string[] = []
    airlock.on('view:changed', (e) => views.push(e.view.view))
    expect(await airlock.connect('test-wallet')).toMatchObject({ address: 'tc1alice', chainId: 'beta' })
    // The core pushes the connecting view, then starts a new stack at Account: no UI framework involved.
    expect(views).toEqual(['ConnectingExternal', 'Account'])
    const { connection, account, network, modal } = airlock.get((s) => s)
    expect(connection.statusOf('testchain')).toBe('connected')
    expect(connection.connectorIdOf('testchain')).toBe('test-wallet')
    expect(account).toMatchObject({
      caipAddress: 'testchain:beta:tc1alice',
      address: 'tc1alice',
      status: 'connected',
      allAccounts: [{ address: 'tc1alice', type: 'eoa' }],
      connectedWalletInfo: { name: 'Test Wallet', type: 'EXTERNAL' },
      addressExplorerUrl: 'http://127.0.0.1:1/scan/address/tc1alice',
    })
    expect(network.active.caipNetworkId).toBe('testchain:beta')
    // Account after a connect has no way back to Connect, as after a reload.
    expect(modal.history.map((e) => e.view)).toEqual(['Account'])
    expect(modal.canGoBack).toBe(false)
    expect(storage.getConnectedConnectorId('testchain')).toBe('test-wallet')
    expect(storage.getConnectedNamespaces()).toEqual(['testchain'])
    expect(storage.getConnectionStatus('testchain')).toBe('connected')
    expect(storage.storage.getActiveNetworkId()).toBe('testchain:beta')
    expect(storage.storage.getRecentWallets()).toEqual([{ id: 'tw', name: 'Test Wallet' }])
    expect(connection.recentWallets).toEqual([{ id: 'tw', name: 'Test Wallet' }])
    // 'pending' while the afterConnect hooks run (none here), then 'connected'.
    expect(events).toEqual([
      'status:connecting',
      'network:testchain:beta',
      'account:testchain:beta:tc1alice',
      'status:pending',
      'status:connected',
    ])
  })

  test.each([4001, 5000])(
    "a user rejection (code %i) surfaces 'Signature declined' [spec 8.8, 8.46]",
    async (code) => {
      const { airlock } = await setup({
        connectError: code === 4001 ? new UserRejectedRequestError() : { code },
      })
      const errors: string[] = []
      airlock.on('error', ({ error }) => errors.push(error.message))
      await expect(airlock.connect('test-wallet')).rejects.toMatchObject({
        shortMessage: 'Signature declined',
      })
      expect(airlock.get((s) => s.connection.statusOf('testchain'))).toBe('disconnected')
      expect(airlock.get((s) => ({ ...s.snackbar }))).toMatchObject({
        open: true,
        variant: 'error',
        message: 'Signature declined',
        messageKey: { namespace: 'kernel', key: 'signatureDeclined' },
      })
      expect(errors[0]).toContain('Signature declined')
    },
  )

  test("another failure surfaces 'Something went wrong' [spec 8.4]", async () => {
    const { airlock } = await setup({ connectError: new Error('socket closed') })
    await expect(airlock.connect('test-wallet')).rejects.toMatchObject({
      shortMessage: 'Something went wrong',
    })
  })

  test("an unknown namespace is 'Namespace othernet is not configured' (spec §8) [spec 8.37]", async () => {
    const { airlock } = await setup()
    await expect(airlock.connect('x', { namespaces: ['othernet'] })).rejects.toThrow(
      'Namespace othernet is not configured',
    )
  })
})

describe('the legal checkbox (features.legalCheckbox)', () => {
  test('refuses every connect until the visitor accepts, then connects; off, nothing is asked', async () => {
    const { airlock } = await setup(
      {},
      {
        features: { legalCheckbox: true },
        legal: {
          termsConditionsUrl: 'https://example.com/terms',
          privacyPolicyUrl: 'https://example.com/privacy',
        },
      },
    )
    expect(airlock.get((s) => s.connection.legalConsentNeeded)).toBe(true)
    await expect(airlock.connect('test-wallet')).rejects.toBeInstanceOf(LegalConsentRequiredError)
    expect(airlock.getConnectionStatus()).toBe('disconnected')
    airlock.acceptLegal(true)
    expect(airlock.get((s) => s.connection.legalConsentNeeded)).toBe(false)
    await airlock.connect('test-wallet')
    expect(airlock.getConnectionStatus()).toBe('connected')
    await airlock.disconnect()
    airlock.acceptLegal(false)
    await expect(airlock.connect('test-wallet')).rejects.toBeInstanceOf(LegalConsentRequiredError)
    airlock.setFeatures({ legalCheckbox: false })
    expect(airlock.get((s) => s.connection.legalConsentNeeded)).toBe(false)
    await airlock.connect('test-wallet')
    expect(airlock.getConnectionStatus()).toBe('connected')
  })

  test('the terms and privacy URLs must be absolute URLs', () => {
    expect(() =>
      createAirlock(testConfig({ legal: { termsConditionsUrl: 'terms.html' } }), testRuntime()),
    ).toThrow(InvalidConfigError)
  })
})

describe('disconnect', () => {
  test('resets every chain, clears connector ids and storage, status back to disconnected [spec 4.2]', async () => {
    const { airlock, adapter, storage, events } = await setup()
    await airlock.connect('test-wallet')
    events.length = 0
    await airlock.disconnect()
    const { connection, account, modal } = airlock.get((s) => s)
    expect(adapter.calls.disconnect).toBe(1)
    expect(connection.statusOf('testchain')).toBe('disconnected')
    expect(connection.connectorIdOf('testchain')).toBeUndefined()
    expect(account.address).toBeUndefined()
    expect(modal.view.view).toBe('Connect')
    expect(storage.getConnectedConnectorId('testchain')).toBeUndefined()
    expect(storage.getConnectedNamespaces()).toEqual([])
    expect(events).toEqual(['status:disconnected', 'account:none'])
  })

  test("a failing adapter disconnect still resets state and reports 'Failed to disconnect' [spec 8.11]", async () => {
    const { airlock, adapter } = await setup()
    await airlock.connect('test-wallet')
    adapter.disconnect = async () => {
      throw new Error('wallet gone')
    }
    await expect(airlock.disconnect()).rejects.toMatchObject({ shortMessage: 'Failed to disconnect' })
    expect(airlock.get((s) => s.connection.statusOf('testchain'))).toBe('disconnected')
  })
})

describe('reconnect on start', () => {
  test('reconnects from the stored connector id without prompting', async () => {
    const backend = createMemoryBackend()
    const first = await setup({ chainId: 'beta' }, {}, backend)
    await first.airlock.connect('test-wallet')
    await first.airlock.destroy()
    const second = await setup({ chainId: 'beta' }, {}, backend)
    expect(second.adapter.calls.reconnect).toBe(1)
    expect(second.adapter.calls.connect).toBe(0)
    expect(second.airlock.get((s) => s.connection.statusOf('testchain'))).toBe('connected')
    expect(second.airlock.get((s) => s.account).caipAddress).toBe('testchain:beta:tc1alice')
    expect(second.airlock.get((s) => s.connection.recentWallets)).toHaveLength(1)
  })

  test('a wallet that cannot reconnect is forgotten', async () => {
    const backend = createMemoryBackend()
    const first = await setup({}, {}, backend)
    await first.airlock.connect('test-wallet')
    const second = await setup({ reconnects: false }, {}, backend)
    expect(second.airlock.get((s) => s.connection.statusOf('testchain'))).toBe('disconnected')
    expect(second.storage.getConnectedConnectorId('testchain')).toBeUndefined()
  })
})

describe('adapters that find their wallets lazily (ChainAdapter.loadConnectors)', () => {
  /** A testchain adapter whose wallet is listed only once `loadConnectors()` ran (and a task passed). */
  function lazyAdapter(options: TestchainOptions = {}) {
    const adapter = createTestchainAdapter(options)
    const [wallet] = adapter.connectors.splice(0)
    let discoveries = 0
    adapter.loadConnectors = async () => {
      discoveries++
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (wallet && !adapter.connectors.includes(wallet)) adapter.announce(wallet)
    }
    return { adapter, discoveries: () => discoveries }
  }

  test('connect by id before anything started discovery finds the wallet: the kernel awaits loadConnectors()', async () => {
    const { adapter, discoveries } = lazyAdapter()
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
    await airlock.ready
    expect(airlock.get((s) => s.connection.connector('test-wallet'))).toBeUndefined()
    await expect(airlock.connect('test-wallet')).resolves.toMatchObject({ address: 'tc1alice' })
    expect(discoveries()).toBe(1)
    expect(airlock.get((s) => s.account.connectedWalletInfo)).toMatchObject({ name: 'Test Wallet' })
  })

  test('a stored connection is restored with its connector, found by loadConnectors() first', async () => {
    const backend = createMemoryBackend()
    const first = createAirlock(
      testConfig({ plugins: [testchain(createTestchainAdapter())] }),
      testRuntime(backend),
    )
    await first.ready
    await first.connect('test-wallet')
    await first.destroy()
    const { adapter } = lazyAdapter()
    const given: (string | undefined)[] = []
    const reconnect = adapter.reconnect?.bind(adapter)
    adapter.reconnect = async (params) => {
      given.push(params.connector?.name)
      return (await reconnect?.(params)) ?? null
    }
    const second = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime(backend))
    await second.ready
    expect(given).toEqual(['Test Wallet'])
    expect(second.get((s) => s.connection.statusOf('testchain'))).toBe('connected')
  })

  test('a failing loadConnectors() is reported, not thrown: the connect ends as for any unknown id', async () => {
    const { adapter } = lazyAdapter()
    adapter.loadConnectors = async () => {
      throw new Error('discovery chunk failed to load')
    }
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
    await airlock.ready
    const errors: unknown[] = []
    airlock.on('error', ({ error }) => errors.push(error))
    await expect(airlock.connect('test-wallet')).rejects.toBeInstanceOf(AdapterNotFoundError)
    expect(errors.length).toBeGreaterThan(0)
  })
})

describe('wallet-side events', () => {
  test('accountsChanged updates the account; an empty list disconnects the namespace', async () => {
    const { airlock, adapter, events } = await setup()
    await airlock.connect('test-wallet')
    events.length = 0
    adapter.hooks?.accountsChanged(['tc1bob'])
    expect(airlock.get((s) => s.account).caipAddress).toBe('testchain:alpha:tc1bob')
    adapter.hooks?.accountsChanged([])
    expect(airlock.get((s) => s.connection.statusOf('testchain'))).toBe('disconnected')
    expect(events).toEqual(['account:testchain:alpha:tc1bob', 'status:disconnected', 'account:none'])
  })

  test('accountsChanged before a connection is ignored', async () => {
    const { airlock, adapter } = await setup()
    adapter.hooks?.accountsChanged(['tc1mallory'])
    expect(airlock.get((s) => s.account).address).toBeUndefined()
  })

  test('disconnected resets the namespace', async () => {
    const { airlock, adapter } = await setup()
    await airlock.connect('test-wallet')
    adapter.hooks?.disconnected()
    expect(airlock.get((s) => s.account).address).toBeUndefined()
    expect(airlock.get((s) => s.connection.connectorIdOf('testchain'))).toBeUndefined()
  })

  test('chainChanged to a known chain switches the active network and the account id', async () => {
    const { airlock, adapter } = await setup()
    await airlock.connect('test-wallet')
    adapter.hooks?.chainChanged('beta')
    expect(airlock.get((s) => s.network.active).caipNetworkId).toBe('testchain:beta')
    expect(airlock.get((s) => s.account).caipAddress).toBe('testchain:beta:tc1alice')
  })

  test('chainChanged to an unsupported chain opens UnsupportedChain [spec 4.5]', async () => {
    const { airlock, adapter } = await setup()
    await airlock.connect('test-wallet')
    adapter.hooks?.chainChanged('gamma')
    await Promise.resolve()
    expect(airlock.get((s) => s.network.unsupportedChainId)).toBe('testchain:gamma')
    expect(airlock.get((s) => s.modal.open)).toBe(true)
    expect(airlock.get((s) => s.modal.view.view)).toBe('UnsupportedChain')
  })

  test('chainChanged to an unsupported chain stays quiet when unsupported chains are allowed [spec 4.5]', async () => {
    const { airlock, adapter } = await setup({}, { allowUnsupportedChain: true })
    await airlock.connect('test-wallet')
    adapter.hooks?.chainChanged('testchain:gamma')
    await Promise.resolve()
    expect(airlock.get((s) => s.network.unsupportedChainId)).toBe('testchain:gamma')
    expect(airlock.get((s) => s.modal.open)).toBe(false)
  })

  test('destroy detaches the hooks', async () => {
    const { airlock, adapter } = await setup()
    expect(adapter.hooks).toBeDefined()
    await airlock.destroy()
    expect(adapter.hooks).toBeUndefined()
  })
})

describe('switchNetwork', () => {
  test('asks the wallet when connected, else only changes the active network', async () => {
    const { airlock, adapter } = await setup()
    await airlock.switchNetwork('testchain:beta')
    expect(adapter.calls.switchNetwork).toBe(0)
    expect(airlock.get((s) => s.network.active).caipNetworkId).toBe('testchain:beta')
    await airlock.connect('test-wallet')
    await airlock.switchNetwork(airlock.get((s) => s.network.all)[0] ?? 'none')
    expect(adapter.calls.switchNetwork).toBe(1)
    expect(airlock.get((s) => s.account).caipAddress).toBe('testchain:alpha:tc1alice')
    await expect(airlock.switchNetwork('testchain:nope')).rejects.toThrow('Network with ID not found')
  })

  test("a connected wallet whose adapter cannot switch network refuses: 'Chain is not supported' [spec 8.39]", async () => {
    const { airlock, adapter } = await setup()
    delete (adapter as { switchNetwork?: unknown }).switchNetwork
    await airlock.connect('test-wallet')
    await expect(airlock.switchNetwork('testchain:beta')).rejects.toThrow('Chain is not supported')
    expect(airlock.get((s) => s.network.active).caipNetworkId).toBe('testchain:alpha')
  })
})
