// bitcoin() in a kernel instance on the devnet's Bitcoin node: its networks pass the kernel's checks, connect
// through airlock.connect with the beforeRequest gate, a payment tracked by the transaction service until its
// first block, a connector of another plugin connected through getProvider('bip122'), the WalletConnect
// contribution, a wallet that registers late on reload, one row with a same-named EIP-6963 connector, and
// Sats Connect providers read from the page.
import { type BitcoinNode, DEVNET_BITCOIN_ACCOUNTS, startBitcoinNode } from '@airlock/devnet'
import { type AirlockPlugin, type Connector, createAirlock, createMemoryBackend } from '@airlock/kernel'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { toCaipNetwork } from '../src/caipNetwork'
import { type BitcoinNetwork, bitcoinMainnet, bitcoinRegtest } from '../src/networks'
import { bitcoin } from '../src/plugin'
import { BITCOIN_WALLETCONNECT_METHODS } from '../src/walletConnect/namespace'
import { BitcoinWalletRegistry } from '../src/wallets/BitcoinWalletRegistry'
import { walletStandardProvider } from '../src/wallets/walletStandardProvider'
import { memoryWallets, testBitcoinWallet } from './testWallet'

const A = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]
const metadata = { name: 'Airlock test', description: 'bitcoin tests', url: 'http://127.0.0.1', icons: [] }
let node: BitcoinNode
let network: BitcoinNetwork

beforeAll(async () => {
  node = await startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: 200 })
  network = node.network
}, 120_000)
afterAll(() => node?.stop())

const instances: { destroy(): Promise<void> }[] = []
afterEach(async () => {
  for (const a of instances.splice(0)) await a.destroy()
})

function start(
  wallets: ReturnType<typeof memoryWallets>,
  plugins: AirlockPlugin[] = [],
  storage = createMemoryBackend(),
) {
  const airlock = createAirlock({
    projectId: 'airlock-devnet',
    metadata,
    storage,
    logLevel: 'silent',
    plugins: [bitcoin({ networks: [network, bitcoinMainnet], wallets, pollIntervalMs: 50 }), ...plugins],
  })
  instances.push(airlock)
  return airlock
}

/** Ready, with wallet discovery done (in a page it starts at the first idle moment or when the modal opens). */
async function discovered(airlock: ReturnType<typeof start>) {
  await airlock.ready
  await airlock.get((s) => s.connection.adapter('bip122'))?.loadConnectors()
}

describe('bitcoin() in an Airlock instance', () => {
  test('connects a Wallet Standard wallet; a payment is tracked to its first block; beforeRequest gates it', async () => {
    const { wallet } = testBitcoinWallet([A(2).privateKeyHex], network)
    const gated: string[] = []
    const gate: AirlockPlugin = {
      name: 'gate',
      setup: (ctx) =>
        void ctx.hook('beforeRequest', ({ namespace, method }) => void gated.push(`${namespace}:${method}`)),
    }
    const airlock = start(memoryWallets([wallet]), [gate])
    await discovered(airlock)
    expect(airlock.get((s) => s.network.all.map((n) => n.caipNetworkId))).toEqual(
      expect.arrayContaining([network.caipNetworkId, bitcoinMainnet.caipNetworkId]),
    )
    await airlock.connect('bip122:Test Bitcoin Wallet')
    expect(airlock.get((s) => s.accountOf('bip122')).address).toBe(A(2).address)
    expect(airlock.get((s) => s.network.active)?.caipNetworkId).toBe(network.caipNetworkId)
    const adapter = airlock.get((s) => s.connection.adapter('bip122'))
    if (!adapter) throw new Error('the bip122 adapter is registered')
    const caip = toCaipNetwork(network)
    const prepared = await adapter.prepareTransfer({
      to: A(3).address,
      amount: 25_000n,
      network: caip,
      address: A(2).address,
    })
    const hash = await airlock.transactions.submit({
      network: caip,
      send: () => adapter.sendTransfer(prepared),
    })
    const status = () => airlock.get((s) => s.transactions).find((t) => t.hash === hash)?.status
    await expect.poll(status, { timeout: 20_000 }).toBe('confirmed')
    expect(gated).toEqual(['bip122:signPsbt'])
  })

  test("connects another plugin's connector through its bip122 provider", async () => {
    const { wallet } = testBitcoinWallet([A(0).privateKeyHex], network)
    const calls: string[] = []
    const connector: Connector = {
      id: 'multi',
      name: 'Multi wallet',
      type: 'MULTI_CHAIN',
      namespaces: ['bip122'],
      connect: async ({ namespaces }) => void calls.push(`connect:${namespaces.join(',')}`),
      getProvider: async <N extends string>(namespace: N) => {
        calls.push(`provider:${namespace}`)
        return walletStandardProvider(wallet) as never
      },
    }
    const airlock = start(memoryWallets(), [
      { name: 'multi', setup: (ctx) => ctx.registerConnector(connector) },
    ])
    await airlock.ready
    await airlock.connect('multi')
    expect(calls).toEqual(['connect:bip122', 'provider:bip122'])
    expect(airlock.get((s) => s.accountOf('bip122')).address).toBe(A(0).address)
  })

  test('contributes the bip122 namespace to WalletConnect', async () => {
    let seen: { namespace: string; chains: readonly string[]; methods: readonly string[] }[] = []
    const reader: AirlockPlugin = {
      name: 'reader',
      setup: (ctx) => {
        seen = [...ctx.get((s) => s.contributions('walletconnect/namespace'))]
      },
    }
    const airlock = start(memoryWallets(), [reader])
    await airlock.ready
    expect(seen).toEqual([
      expect.objectContaining({
        namespace: 'bip122',
        chains: [network.caipNetworkId, bitcoinMainnet.caipNetworkId],
        methods: [...BITCOIN_WALLETCONNECT_METHODS],
      }),
    ])
  })

  test('after a reload, a wallet that registers late is restored without a prompt', async () => {
    const storage = createMemoryBackend()
    const first = testBitcoinWallet([A(1).privateKeyHex], network)
    const airlock = start(memoryWallets([first.wallet]), [], storage)
    await discovered(airlock)
    await airlock.connect('bip122:Test Bitcoin Wallet')
    await airlock.destroy()
    instances.splice(instances.indexOf(airlock), 1)
    // the same wallet (it remembers the site), registering after the page started
    const late = memoryWallets()
    const reloaded = start(late, [], storage)
    setTimeout(() => late.register(first.wallet), 100)
    await reloaded.ready
    await expect
      .poll(() => reloaded.get((s) => s.accountOf('bip122')).address, { timeout: 10_000 })
      .toBe(A(1).address)
    expect(first.control.calls.filter((c) => c === 'bitcoin:connect')).toHaveLength(1)
  })

  test('a wallet with an EIP-6963 connector of the same name is one row; Sats Connect entries of the same name too', async () => {
    const custom = testBitcoinWallet([A(0).privateKeyHex], network, 'Custom Wallet')
    const evmLike: Connector = {
      id: 'com.custom',
      name: 'Custom Wallet',
      type: 'ANNOUNCED',
      namespaces: ['eip155'],
      info: { rdns: 'com.custom' },
    }
    const airlock = start(memoryWallets([custom.wallet]), [
      { name: 'other', setup: (ctx) => ctx.registerConnector(evmLike) },
    ])
    await discovered(airlock)
    const rows = airlock.get((s) => s.connection.wallets)
    expect(rows.filter((g) => g.name === 'Custom Wallet')).toHaveLength(1)
    expect(rows.find((g) => g.name === 'Custom Wallet')?.rdns).toBe('com.custom')
  })
})

describe('the wallet registry', () => {
  const requester = { request: async () => ({ result: null }) }
  test('reads Sats Connect providers from the page (by the path of their id), one row per name, Wallet Standard first', () => {
    const registry = new BitcoinWalletRegistry()
    const page = {
      btc_providers: [
        { id: 'Xverse.BitcoinProvider', name: 'Xverse', icon: 'data:x' },
        { id: 'Missing.Provider', name: 'Ghost', icon: '' },
        { id: 'Dup.Provider', name: 'Test Bitcoin Wallet', icon: '' },
        { name: 'no id' },
      ],
      Xverse: { BitcoinProvider: requester },
      Dup: { Provider: requester },
    }
    const { wallet } = testBitcoinWallet([A(0).privateKeyHex], bitcoinRegtest)
    registry.watch(memoryWallets([wallet]))
    registry.readSatsConnect(page)
    expect(registry.connectors.map((c) => c.id)).toEqual(['bip122:Test Bitcoin Wallet', 'bip122:Xverse'])
    expect(registry.wallet('bip122:Test Bitcoin Wallet')?.kind).toBe('wallet-standard')
    expect(registry.wallet('bip122:Xverse')?.kind).toBe('sats-connect')
  })

  test('follows unregistration; waitFor resolves when the wallet arrives, undefined after its wait', async () => {
    const registry = new BitcoinWalletRegistry()
    const source = memoryWallets()
    registry.watch(source)
    const { wallet } = testBitcoinWallet([A(0).privateKeyHex], bitcoinRegtest)
    const waiting = registry.waitFor('bip122:Test Bitcoin Wallet', 10_000)
    source.register(wallet)
    expect((await waiting)?.name).toBe('Test Bitcoin Wallet')
    source.unregister(wallet)
    expect(registry.connectors).toEqual([])
    expect(await registry.waitFor('bip122:Test Bitcoin Wallet', 20)).toBeUndefined()
  })
})
