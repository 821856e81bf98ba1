// @airlock/wagmi under wagmi 2: @wagmi/core 2.22.1 (what wagmi 2.19.5's hooks call: wagmi 2.19.5's
// `createConfig` and `http` are @wagmi/core 2.22.1's own functions; installed here as `wagmi-core-v2`,
// beside the repository's wagmi 3) with its createConfig and actions, against the devnet's anvil chains and
// the signing test wallet. The same viem copy (2.57.1) serves both majors. Both host paths: the
// airlockWagmiConfig helper (its 'wagmi' import pointed at wagmi 2's createConfig and http below) and the
// airlock() connector in the host's own createConfig.
//
// Types: the package's declarations name wagmi's `CreateConnectorFn`/`Config`, which in a wagmi 2 host are
// wagmi 2's; here 'wagmi' is wagmi 3, so the values cross majors through `toV2` (a cast, nothing else).
import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { createTestWalletProvider } from '@airlock/devnet/test-wallets'
import { createMemoryStorage } from '@airlock/testing'
import { createPublicClient, verifyMessage, http as viemHttp } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createConfig as wagmiCreateConfig } from 'wagmi'
import {
  type Config,
  type CreateConnectorFn,
  connect,
  createConfig,
  createStorage,
  disconnect,
  getAccount,
  http,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  version,
  waitForTransactionReceipt,
} from 'wagmi-core-v2'
import { airlock, airlockWagmiConfig } from '../src/index'
import { chains, rpcUrls, startAirlock } from './nodeSupport'

// What a wagmi 2 host's 'wagmi' gives airlockWagmiConfig: @wagmi/core 2's createConfig and http.
vi.mock('wagmi', async () => {
  const core = await import('wagmi-core-v2')
  return { createConfig: vi.fn(core.createConfig), http: core.http }
})

/** A value typed against wagmi 3 (the repository's 'wagmi'), as a wagmi 2 host's types see it. */
const toV2 = <T>(value: unknown) => value as T

// Account 5: no other wagmi test file sends from it.
const account = DEVNET_ACCOUNTS[5]!
const [chainA, chainB] = chains as [(typeof chains)[number], (typeof chains)[number]]

/** wagmi 2's storage over a Map (survives a "reload" when handed to the next config). */
function wagmi2Storage(map = new Map<string, string>()) {
  return createStorage({
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
  })
}

/** A host's own wagmi 2 config with the airlock() connector over `instance`. */
function ownWagmi2Config(instance: Parameters<typeof airlock>[0], map = new Map<string, string>()) {
  return createConfig({
    chains: [chainA, chainB],
    connectors: [toV2<CreateConnectorFn>(airlock(instance))],
    transports: { [chainA.id]: http(rpcUrls[chainA.id]), [chainB.id]: http(rpcUrls[chainB.id]) },
    multiInjectedProviderDiscovery: false,
    storage: wagmi2Storage(map),
  })
}

describe('airlock() under wagmi 2 (@wagmi/core 2)', () => {
  test('airlockWagmiConfig: connect through the modal, signMessage verifies, sendTransaction lands, switchChain moves Airlock, both-way disconnect', async () => {
    expect(version).toMatch(/^2\./)
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const instance = startAirlock(wallet, createMemoryStorage().webStorage())
    await instance.ready
    const config = toV2<Config>(
      airlockWagmiConfig(instance, { wagmi: { storage: toV2<never>(wagmi2Storage()) } }),
    )
    expect(vi.mocked(wagmiCreateConfig)).toHaveBeenCalledTimes(1) // built by wagmi 2's createConfig
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338])

    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => instance.getModalState().open).toBe(true)
    await instance.connect('test-wallet') // the visitor's pick in the modal
    expect(await connecting).toEqual({ accounts: [account.address], chainId: 31337 })
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: account.address,
      chainId: 31337,
    })

    const signature = await signMessage(config, { message: 'hello from wagmi 2' })
    expect(await verifyMessage({ address: account.address, message: 'hello from wagmi 2', signature })).toBe(
      true,
    )
    const to = DEVNET_ACCOUNTS[6]!.address
    const anvil = createPublicClient({ transport: viemHttp(rpcUrls[31337]) })
    const before = await anvil.getBalance({ address: to })
    const hash = await sendTransaction(config, { to, value: 7n })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
    expect((await anvil.getBalance({ address: to })) - before).toBe(7n)

    await switchChain(config, { chainId: 31338 })
    expect(getAccount(config).chainId).toBe(31338)
    expect(instance.getNetwork().caipNetworkId).toBe('eip155:31338')
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    await instance.disconnect()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    await instance.connect('test-wallet')
    await expect.poll(() => getAccount(config).status).toBe('connected')
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    await expect.poll(() => instance.getConnectionStatus()).toBe('disconnected')
  })

  test('airlock() in the host’s own config: after a reload both sides are connected again without a prompt', async () => {
    const storage = createMemoryStorage().webStorage()
    const wagmiMap = new Map<string, string>()
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const first = startAirlock(wallet, storage)
    await first.ready
    const config = ownWagmi2Config(first, wagmiMap)
    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => first.getModalState().open).toBe(true)
    await first.connect('test-wallet')
    await connecting
    await first.destroy()

    wallet.gate.mode = 'manual' // any prompt would now wait, and the test would time out
    const second = startAirlock(wallet, storage)
    const reloaded = ownWagmi2Config(second, wagmiMap)
    const restored = await reconnect(reloaded)
    expect(restored.map((c) => c.accounts)).toEqual([[account.address]])
    expect(getAccount(reloaded)).toMatchObject({ status: 'connected', address: account.address })
    expect(second.getConnectionStatus()).toBe('connected')
    expect(wallet.gate.pending()).toEqual([])
  })
})
