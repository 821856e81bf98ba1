import { DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import { createTestWalletProvider, type TestWalletProvider } from '@airlock/devnet/test-wallets'
import { type AirlockPlugin, type AirlockStorageOption, createAirlock } from '@airlock/kernel'
import { createMemoryStorage } from '@airlock/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import '../test/connectorTypes'
import { INJECTED_WALLET_NAME } from './connectors/injected'
import { evm } from './plugin'

const rpcUrls = inject('rpcUrls')
const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))
const account = DEVNET_ACCOUNTS[7]!
const metadata = { name: 'Airlock test', description: 'evm plugin tests', url: 'http://127.0.0.1', icons: [] }

/** The tests' storage as Web Storage (the shape `localStorage` has), which the kernel accepts too. */
const memoryWebStorage = () => createMemoryStorage().webStorage()

const instances: { destroy(): Promise<void> }[] = []
afterEach(async () => {
  for (const a of instances.splice(0)) await a.destroy()
  Reflect.deleteProperty(globalThis, 'window')
})

const endpoints = {
  blockchainApi: inject('apiUrl'),
  rpcProxy: inject('apiUrl'),
  walletCatalogue: inject('catalogueUrl'),
  analytics: inject('catalogueUrl'),
  relay: inject('relayUrl'),
}

function start(
  wallet: TestWalletProvider,
  storage: AirlockStorageOption,
  extra: { allowUnsupportedChain?: boolean; plugins?: AirlockPlugin[] } = {},
) {
  // No `networks`: the evm plugin declares its own.
  const airlock = createAirlock({
    projectId: inject('projectId'),
    metadata,
    storage,
    endpoints,
    ...(extra.allowUnsupportedChain ? { allowUnsupportedChain: true } : {}),
    plugins: [
      evm({
        networks: chains,
        rpc: 'direct',
        external: [{ id: 'test-wallet', name: 'Test wallet', provider: wallet }],
      }),
      ...(extra.plugins ?? []),
    ],
  })
  instances.push(airlock)
  return airlock
}

describe('evm() in a kernel instance', () => {
  test('declares its networks, registers the eip155 adapter and its connectors, and provides the adapter by token', async () => {
    const plugin = evm({ networks: chains })
    expect(plugin.networks?.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage())
    await airlock.ready
    expect(airlock.get((s) => s.connection.namespaces)).toEqual(['eip155'])
    expect(airlock.get((s) => s.connection.connectors)).toEqual([
      { id: 'test-wallet', name: 'Test wallet', type: 'EXTERNAL', namespaces: ['eip155'] },
    ])
    expect(airlock.get((s) => s.network.of('eip155')).map((n) => n.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(airlock.get((s) => s.connection.adapter('eip155'))?.namespace).toBe('eip155')
  })

  test('its texts are contributed at set-up; the injected connector is named by its catalogue text', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage())
    await airlock.ready
    const catalogues = airlock.get((s) => s.contributions('messages')).filter((c) => c.namespace === 'evm')
    expect(catalogues).toHaveLength(1)
    expect(catalogues[0]?.en.browserWallet).toBe(INJECTED_WALLET_NAME)
  })

  test('no WalletConnect connector of its own (it contributes eip155 to @airlock/walletconnect); without an RPC proxy reads use the chains own URLs', async () => {
    const airlock = createAirlock({
      projectId: inject('projectId'),
      metadata,
      storage: memoryWebStorage(),
      plugins: [evm({ networks: chains })],
    })
    instances.push(airlock)
    await airlock.ready
    expect(airlock.get((s) => s.connection.connectors).map((c) => c.type)).not.toContain('WALLET_CONNECT')
    expect(airlock.get((s) => s.contributions('walletconnect/namespace'))).toMatchObject([
      {
        namespace: 'eip155',
        chains: ['eip155:31337', 'eip155:31338'],
        events: ['chainChanged', 'accountsChanged'],
      },
    ])
    expect(airlock.get((s) => s.network.of('eip155')).map((n) => n.rpcUrls.default.http[0])).toEqual([
      rpcUrls[31337],
      rpcUrls[31338],
    ])
  })

  test('connect, wallet events, switch network, unsupported chain, reload, disconnect: all reflected in the stores', async () => {
    const storage = memoryWebStorage()
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, storage)
    await airlock.ready
    await airlock.connect('test-wallet')
    const connection = { status: (n: string) => airlock.get((s) => s.connection.statusOf(n)) }
    const accounts = { state: (n: string) => airlock.get((s) => s.accountOf(n)) }
    const network = {
      get activeNetwork() {
        return airlock.get((s) => s.network.active)
      },
      get unsupportedChainId() {
        return airlock.get((s) => s.network.unsupportedChainId)
      },
    }
    expect(connection.status('eip155')).toBe('connected')
    expect(accounts.state('eip155').address).toBe(account.address)
    expect(network.activeNetwork?.caipNetworkId).toBe('eip155:31337')

    await airlock.switchNetwork('eip155:31338')
    expect(wallet.chainId).toBe(31338)
    expect(network.activeNetwork?.caipNetworkId).toBe('eip155:31338')

    wallet.emit('chainChanged', '0x7a69')
    expect(network.activeNetwork?.caipNetworkId).toBe('eip155:31337')

    const other = DEVNET_ACCOUNTS[8]!.address
    wallet.emit('accountsChanged', [other])
    expect(accounts.state('eip155').address).toBe(other)
    wallet.emit('accountsChanged', [account.address])

    wallet.emit('chainChanged', '0x1')
    expect(network.unsupportedChainId).toBe('eip155:1')
    await vi.waitFor(() => expect(airlock.get((s) => s.modal.view).view).toBe('UnsupportedChain'))
    airlock.close()
    wallet.emit('chainChanged', '0x7a69')

    // Reload: a new instance on the same storage reconnects without prompting (eth_accounts is non-empty).
    const calls = wallet.calls.length
    const reloaded = start(wallet, storage)
    await reloaded.ready
    expect(reloaded.get((s) => s.connection.statusOf('eip155'))).toBe('connected')
    expect(reloaded.get((s) => s.accountOf('eip155')).address).toBe(account.address)
    expect(wallet.calls.slice(calls)).not.toContain('eth_requestAccounts')

    await reloaded.disconnect()
    expect(reloaded.get((s) => s.connection.statusOf('eip155'))).toBe('disconnected')
    expect(reloaded.get((s) => s.accountOf('eip155')).address).toBeUndefined()
  })

  test('a wallet that no longer authorises the site is not reconnected after a reload', async () => {
    const storage = memoryWebStorage()
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, storage)
    await airlock.ready
    await airlock.connect('test-wallet')
    wallet.setConnected(false)
    const reloaded = start(wallet, storage)
    await reloaded.ready
    expect(reloaded.get((s) => s.connection.statusOf('eip155'))).toBe('disconnected')
  })

  test('an unknown chain does not open UnsupportedChain when unsupported chains are allowed [spec 4.5]', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage(), { allowUnsupportedChain: true })
    await airlock.ready
    await airlock.connect('test-wallet')
    wallet.emit('chainChanged', '0x1')
    expect(airlock.get((s) => s.network.unsupportedChainId)).toBe('eip155:1')
    expect(airlock.get((s) => s.modal.open)).toBe(false)
  })

  test('the wallet disconnecting on its own resets the namespace', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage())
    await airlock.ready
    await airlock.connect('test-wallet')
    wallet.emit('accountsChanged', [])
    expect(airlock.get((s) => s.connection.statusOf('eip155'))).toBe('disconnected')
  })

  test('a declined connect surfaces "Signature declined"', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage())
    await airlock.ready
    wallet.rejectNext(4001)
    await expect(airlock.connect('test-wallet')).rejects.toThrow('Signature declined')
    expect(airlock.get((s) => s.connection.statusOf('eip155'))).toBe('disconnected')
  })

  test('discovery listeners are attached in setup (not at import) and removed on destroy', async () => {
    const page = new EventTarget()
    const injected = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const announce = (rdns: string, provider: TestWalletProvider) =>
      page.dispatchEvent(
        Object.assign(new Event('eip6963:announceProvider'), {
          detail: { info: { uuid: rdns, name: rdns, icon: 'data:,', rdns }, provider },
        }),
      )
    let requests = 0
    page.addEventListener('eip6963:requestProvider', () => {
      requests++
      announce('io.metamask.mobile', injected)
    })
    Object.assign(globalThis, { window: Object.assign(page, { ethereum: injected }) })
    expect(requests).toBe(0)
    const airlock = start(injected, memoryWebStorage())
    await airlock.ready
    expect(requests).toBe(1)
    // MetaMask mobile's rdns counts as desktop MetaMask; window.ethereum is the same provider, so it is hidden.
    expect(airlock.get((s) => s.connection.connectors).map((c) => `${c.type}:${c.id}`)).toEqual([
      'EXTERNAL:test-wallet',
      'ANNOUNCED:io.metamask',
    ])
    announce(
      'io.metamask',
      createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 }),
    )
    expect(airlock.get((s) => s.connection.connectors)).toHaveLength(2)
    await airlock.destroy()
    announce('com.example.late', injected)
    expect(airlock.get((s) => s.connection.connectors).map((c) => c.id)).not.toContain('com.example.late')
  })

  test('the profile name comes from the identity API', async () => {
    const named = DEVNET_ACCOUNTS[1]!
    const signer = privateKeyToAccount(named.privateKey)
    const message = JSON.stringify({
      name: 'evm-plugin-test',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const res = await fetch(
      `${inject('apiUrl')}/v1/profile/account?projectId=${inject('projectId')}&st=test&sv=0.1.0`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coin_type: 0x80000000 + 31337,
          address: named.address,
          message,
          signature: await signer.signMessage({ message }),
        }),
      },
    )
    expect(res.status).toBe(200)
    const wallet = createTestWalletProvider({ accounts: [named.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage())
    await airlock.ready
    await airlock.connect('test-wallet')
    await vi.waitFor(
      () => expect(airlock.get((s) => s.accountOf('eip155')).profileName).toMatch(/^evm-plugin-test\./),
      { timeout: 5000 },
    )
  })

  test('another plugin can add an AUTH connector through the adapter it reads', async () => {
    const authWallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31338 })
    const auth: AirlockPlugin = {
      name: 'auth-test',
      requires: ['evm'],
      setup(ctx) {
        const adapter = ctx.get((s) => s.connection.adapter('eip155'))
        if (!adapter) throw new Error('evm is not set up')
        return adapter.registry.add({
          id: 'auth',
          name: 'Email',
          type: 'AUTH',
          getProvider: async () => authWallet,
        })
      },
    }
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage(), { plugins: [auth] })
    await airlock.ready
    expect(airlock.get((s) => s.connection.connectors).map((c) => `${c.type}:${c.id}`)).toContain('AUTH:auth')
    await airlock.connect('auth')
    expect(airlock.get((s) => s.network.active)?.caipNetworkId).toBe('eip155:31338')
    expect(airlock.get((s) => s.connection.connectorIdOf('eip155'))).toBe('auth')
  })
})

describe('the connect protocol without any UI framework', () => {
  test('open, connect the devnet wallet, reach Account: statuses, views and balance come from the core alone', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = start(wallet, memoryWebStorage())
    await airlock.ready
    const seen: string[] = []
    airlock.watchConnectionStatus((status) => seen.push(status))
    airlock.watchModal((modal) => seen.push(`${modal.open ? 'open' : 'closed'}:${modal.view.view}`))
    await airlock.open()
    await airlock.connect('test-wallet')
    expect(seen).toEqual([
      'open:Connect',
      'open:ConnectingExternal',
      'connecting',
      'pending', // the after-connect hooks run (none here): never 'connected' before they finish
      'connected',
      'open:Account',
    ])
    expect(airlock.getAccount().address?.toLowerCase()).toBe(account.address.toLowerCase())
    expect(airlock.getNetwork().caipNetworkId).toBe('eip155:31337')
    await vi.waitFor(() => expect(airlock.getAccount().balanceSymbol).toBe('ETH'))
  })
})
