// solana() in a kernel instance on the devnet Solana node: connect through airlock.connect, the beforeRequest
// gate, a transfer tracked by the transaction service until confirmed, a connector of another plugin
// connected through getProvider('solana'), the WalletConnect contribution, a wallet that registers late on
// reload, and one wallet row for a wallet that also announces through EIP-6963.
import { DEVNET_SOLANA_ACCOUNTS } from '@airlock/devnet'
import { type AirlockPlugin, type Connector, createAirlock, createMemoryBackend } from '@airlock/kernel'
import type { Wallet } from '@wallet-standard/base'
import { when } from 'mobx'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { memoryWallets } from '../test/memoryWallets'
import { localNetwork, prompts, testWallet } from '../test/setup'
import { solana } from './plugin'
import { SOLANA_WALLETCONNECT_METHODS } from './walletConnect/namespace'
import { walletStandardProvider } from './wallets/walletStandardProvider'

const local = localNetwork(inject('solanaRpcUrl'), inject('solanaWsUrl'))
// Account 6: used by no other test file of this project.
const account = DEVNET_SOLANA_ACCOUNTS[6]!
const metadata = { name: 'Airlock test', description: 'solana tests', url: 'http://127.0.0.1', icons: [] }

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
    plugins: [solana({ networks: [local], wallets }), ...plugins],
  })
  instances.push(airlock)
  return airlock
}

function wallet(name?: string) {
  return testWallet({ secretKeys: [account.secretKey], ...(name ? { name } : {}) })
}

describe('solana() in an Airlock instance', () => {
  test('connects a Wallet Standard wallet; a transfer is tracked until confirmed; beforeRequest gates it', async () => {
    const w = wallet()
    const gated: string[] = []
    const gate: AirlockPlugin = {
      name: 'gate',
      setup: (ctx) =>
        void ctx.hook('beforeRequest', ({ namespace, method }) => void gated.push(`${namespace}:${method}`)),
    }
    const airlock = start(memoryWallets([w]), [gate])
    await airlock.ready
    expect(airlock.get((s) => s.connection.wallets).map((g) => g.name)).toContain('Test Solana Wallet')
    await airlock.connect('solana:Test Solana Wallet')
    expect(airlock.get((s) => s.accountOf('solana')).address).toBe(account.address)
    expect(airlock.get((s) => s.network.active)?.caipNetworkId).toBe(local.caipNetworkId)

    const adapter = airlock.get((s) => s.connection.adapter('solana'))
    if (!adapter) throw new Error('no solana adapter')
    const prepared = await adapter.prepareTransfer({
      to: DEVNET_SOLANA_ACCOUNTS[8]!.address,
      amount: 1_000_000n,
      network: local,
      address: account.address,
    })
    const hash = await airlock.transactions.submit({
      network: local,
      send: () => adapter.sendTransfer(prepared),
    })
    const status = () => airlock.get((s) => s.transactions).find((t) => t.hash === hash)?.status
    await when(() => status() !== 'pending', { timeout: 20_000 })
    expect(status()).toBe('confirmed')
    expect(gated).toEqual(['solana:solana_signTransaction'])
  })

  test('a connector of another plugin connects solana through getProvider', async () => {
    const w = wallet()
    const calls: string[] = []
    const connector: Connector = {
      id: 'multi',
      name: 'Multi wallet',
      type: 'MULTI_CHAIN',
      namespaces: ['solana'],
      connect: async ({ namespaces }) => void calls.push(`connect:${namespaces.join(',')}`),
      getProvider: async <N extends string>(namespace: N) => {
        calls.push(`provider:${namespace}`)
        return walletStandardProvider(w) as never
      },
    }
    const airlock = start(memoryWallets(), [
      { name: 'multi', setup: (ctx) => ctx.registerConnector(connector) },
    ])
    await airlock.ready
    await airlock.connect('multi')
    expect(calls).toEqual(['connect:solana', 'provider:solana'])
    expect(airlock.get((s) => s.accountOf('solana')).address).toBe(account.address)
  })

  test('contributes the solana namespace to WalletConnect', async () => {
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
        namespace: 'solana',
        chains: [local.caipNetworkId],
        methods: [...SOLANA_WALLETCONNECT_METHODS],
      }),
    ])
  })

  test("contributes Phantom's and Solflare's browse links as WalletConnect's mobile redirect", async () => {
    let redirects: {
      link(wallet: { id: string; name: string }, page: { href: string; origin: string }): unknown
    }[] = []
    const reader: AirlockPlugin = {
      name: 'reader',
      setup: (ctx) => {
        redirects = [...ctx.get((s) => s.contributions('walletconnect/mobileRedirect'))]
      },
    }
    const airlock = start(memoryWallets(), [reader])
    await airlock.ready
    const page = { href: 'https://app.example/?a=1', origin: 'https://app.example' }
    expect(redirects.map((r) => r.link({ id: 'a', name: 'Solflare' }, page))).toEqual([
      'https://solflare.com/ul/v1/browse/https%3A%2F%2Fapp.example%2F%3Fa%3D1?ref=https%3A%2F%2Fapp.example',
    ])
    expect(redirects.map((r) => r.link({ id: 'b', name: 'MetaMask' }, page))).toEqual([undefined])
  })

  test('a stored connection is restored when the wallet registers after start-up; unregistering removes it', async () => {
    const storage = createMemoryBackend()
    const first = wallet()
    const airlock = start(memoryWallets([first]), [], storage)
    await airlock.ready
    await airlock.connect('solana:Test Solana Wallet')

    const late = memoryWallets()
    const reloaded = start(late, [], storage)
    setTimeout(() => late.register(first), 100)
    await reloaded.ready
    await when(() => reloaded.get((s) => s.connection.statusOf('solana')) === 'connected', { timeout: 5000 })
    expect(reloaded.get((s) => s.accountOf('solana')).address).toBe(account.address)
    // Restored without a prompt: the only connect the visitor approved is the first instance's.
    expect(prompts(first)).toEqual(['standard:connect'])

    late.unregister(first)
    expect(reloaded.get((s) => s.connection.connectors).map((c) => c.id)).not.toContain(
      'solana:Test Solana Wallet',
    )
  })

  test('a wallet with an EIP-6963 connector of the same name joins into one row (rdns); duplicates by name are one', async () => {
    const phantom = wallet('Phantom')
    const copy: Wallet = { ...phantom, accounts: phantom.accounts, features: phantom.features }
    const custom = wallet('Custom Wallet')
    const evmLike: Connector = {
      id: 'com.custom',
      name: 'Custom Wallet',
      type: 'ANNOUNCED',
      namespaces: ['eip155'],
      info: { rdns: 'com.custom' },
    }
    const airlock = start(memoryWallets([phantom, copy, custom]), [
      { name: 'other', setup: (ctx) => ctx.registerConnector(evmLike) },
    ])
    await airlock.ready
    const rows = airlock.get((s) => s.connection.wallets)
    expect(rows.filter((g) => g.name === 'Phantom')).toHaveLength(1)
    expect(rows.find((g) => g.name === 'Phantom')?.rdns).toBe('app.phantom')
    expect(rows.filter((g) => g.name === 'Custom Wallet')).toHaveLength(1)
    expect(rows.find((g) => g.name === 'Custom Wallet')?.rdns).toBe('com.custom')
  })
})
