// The evm plugin in a kernel instance under plugin contract v2: a connector made by another plugin
// (serving several namespaces) connects eip155 through its provider, transfers go through the kernel's
// TransactionService, and other plugins gate wallet requests with the `beforeRequest` hook.
import { DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import { createTestWalletProvider, type TestWalletProvider } from '@airlock/devnet/test-wallets'
import {
  type AirlockPlugin,
  BaseError,
  type Connector,
  createAirlock,
  createMemoryBackend,
} from '@airlock/kernel'
import { when } from 'mobx'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { evm } from './plugin'

const rpcUrls = inject('rpcUrls')
const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))
// Account 6: used by no other evm test file (9 is the deployer, read by clients.test.ts).
const account = DEVNET_ACCOUNTS[6]!
const metadata = { name: 'Airlock test', description: 'evm v2 tests', url: 'http://127.0.0.1', icons: [] }

const instances: { destroy(): Promise<void> }[] = []
afterEach(async () => {
  for (const a of instances.splice(0)) await a.destroy()
})

function start(plugins: AirlockPlugin[], storage = createMemoryBackend()) {
  const airlock = createAirlock({
    projectId: inject('projectId'),
    metadata,
    storage,
    logLevel: 'silent',
    plugins: [evm({ networks: chains, rpc: 'direct', injected: false }), ...plugins],
  })
  instances.push(airlock)
  return airlock
}

/** An instance with `wallet` as the evm plugin's external connector 'test-wallet', and `gate`. */
function startWithWallet(wallet: TestWalletProvider, gate: AirlockPlugin) {
  const airlock = createAirlock({
    projectId: inject('projectId'),
    metadata,
    storage: createMemoryBackend(),
    logLevel: 'silent',
    plugins: [
      evm({
        networks: chains,
        rpc: 'direct',
        external: [{ id: 'test-wallet', name: 'Test wallet', provider: wallet }],
      }),
      gate,
    ],
  })
  instances.push(airlock)
  return airlock
}

/** A plugin adding a connector that serves eip155 and another namespace through one shared connection. */
function multiWallet(wallet: TestWalletProvider) {
  const calls: string[] = []
  const connector: Connector = {
    id: 'multi',
    name: 'Multi wallet',
    type: 'MULTI_CHAIN',
    namespaces: ['eip155', 'acme'],
    connect: async ({ namespaces }) => void calls.push(`connect:${namespaces.join(',')}`),
    reconnect: async () => {
      calls.push('reconnect')
      return true
    },
    disconnect: async () => void calls.push('disconnect'),
    getProvider: async <N extends string>(namespace: N) => {
      calls.push(`provider:${namespace}`)
      return wallet as never
    },
  }
  const plugin: AirlockPlugin = { name: 'multi', setup: (ctx) => ctx.registerConnector(connector) }
  return { plugin, calls }
}

describe('evm() under contract v2', () => {
  test('a connector of another plugin connects eip155 through getProvider; reload reconnects; disconnect closes it once', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31338 })
    const storage = createMemoryBackend()
    const multi = multiWallet(wallet)
    const airlock = start([multi.plugin], storage)
    await airlock.ready
    await airlock.connect('multi')
    expect(multi.calls).toEqual(['connect:eip155', 'provider:eip155'])
    expect(airlock.get((s) => s.connection.connectorIdOf('eip155'))).toBe('multi')
    expect(airlock.get((s) => s.accountOf('eip155')).address).toBe(account.address)
    expect(airlock.get((s) => s.network.active)?.caipNetworkId).toBe('eip155:31338')

    wallet.setConnected(true)
    const reloaded = start([multiWallet(wallet).plugin], storage)
    await reloaded.ready
    expect(reloaded.get((s) => s.connection.statusOf('eip155'))).toBe('connected')
    await airlock.disconnect()
    expect(multi.calls.filter((c) => c === 'disconnect')).toHaveLength(1)
    expect(airlock.get((s) => s.connection.statusOf('eip155'))).toBe('disconnected')
  })

  test('a native transfer through the TransactionService is tracked until confirmed', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = createAirlock({
      projectId: inject('projectId'),
      metadata,
      storage: createMemoryBackend(),
      logLevel: 'silent',
      plugins: [
        evm({
          networks: chains,
          rpc: 'direct',
          external: [{ id: 'test-wallet', name: 'Test wallet', provider: wallet }],
        }),
      ],
    })
    instances.push(airlock)
    await airlock.ready
    await airlock.connect('test-wallet')
    const adapter = airlock.get((s) => s.connection.adapter('eip155'))
    const network = airlock.get((s) => s.network.find('eip155:31337'))
    if (!network) throw new Error('eip155:31337 is configured')
    const to = privateKeyToAccount(generatePrivateKey()).address
    const prepared = await adapter!.prepareTransfer({
      to,
      amount: parseEther('0.01'),
      network,
      address: account.address,
    })
    const hash = await airlock.transactions.submit({ network, send: () => adapter!.sendTransfer(prepared) })
    const status = () => airlock.get((s) => s.transactions).find((t) => t.hash === hash)?.status
    expect(status()).toBeDefined()
    await when(() => status() !== 'pending', { timeout: 20_000 })
    expect(status()).toBe('confirmed')
    expect(await adapter!.getBalance({ address: to, network })).toEqual({ balance: '0.01', symbol: 'ETH' })
  })

  test("another plugin's beforeRequest hook is awaited before a signature, and can refuse it", async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const seen = vi.fn()
    let allow = true
    const gate: AirlockPlugin = {
      name: 'gate',
      setup: (ctx) =>
        ctx.hook('beforeRequest', async (request) => {
          seen(request)
          if (!allow) throw new Error('Request refused')
        }),
    }
    const airlock = startWithWallet(wallet, gate)
    await airlock.ready
    await airlock.connect('test-wallet')
    const adapter = airlock.get((s) => s.connection.adapter('eip155'))!
    await adapter.signMessage({ message: 'hi', address: account.address })
    expect(seen).toHaveBeenCalledWith({
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['hi', account.address],
    })
    allow = false
    await expect(adapter.signMessage({ message: 'no', address: account.address })).rejects.toThrow()
    expect(wallet.calls.filter((m) => m === 'personal_sign')).toHaveLength(1)
  })

  test('adapter.request: a signing or sending method waits for the beforeRequest hooks (a refusal never reaches the wallet); reads pass ungated', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const seen: string[] = []
    class Refused extends BaseError {} // an Airlock error keeps its class through the kernel's hook runner
    const gate: AirlockPlugin = {
      name: 'gate',
      setup: (ctx) =>
        ctx.hook('beforeRequest', async ({ namespace, method, params }) => {
          seen.push(`${namespace}:${method}`)
          if (method === 'personal_sign' && (params as unknown[])[0] === '0x6e6f')
            throw new Refused('Refused by the gate')
        }),
    }
    const airlock = startWithWallet(wallet, gate)
    await airlock.ready
    const adapter = airlock.get((s) => s.connection.adapter('eip155'))!
    await expect(adapter.request({ method: 'eth_chainId' })).rejects.toThrow() // not connected yet
    await airlock.connect('test-wallet')

    expect(await adapter.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const signature = await adapter.request({ method: 'personal_sign', params: ['0x6869', account.address] })
    expect(
      await verifyMessage({ address: account.address, message: 'hi', signature: signature as Hex }),
    ).toBe(true)
    await expect(
      adapter.request({ method: 'personal_sign', params: ['0x6e6f', account.address] }),
    ).rejects.toBeInstanceOf(Refused)
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await adapter.request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: '0x1' }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(seen).toEqual(['eip155:personal_sign', 'eip155:personal_sign', 'eip155:eth_sendTransaction'])
    expect(wallet.calls.filter((m) => m === 'personal_sign')).toHaveLength(1)
    expect(wallet.calls).toContain('eth_sendTransaction')
  })
})
