// The connector and the config helper in Node, against the devnet's anvil chains: a kernel instance with
// the evm plugin and the devnet's EIP-1193 test wallet (signing for real), and wagmi's own actions.
// `airlock.connect(id)` stands in for the visitor's click in the modal (the browser journey clicks it).
import { DEVNET_ACCOUNTS, DEVNET_CONTRACTS } from '@airlock/devnet'
import { createTestWalletProvider } from '@airlock/devnet/test-wallets'
import { NetworkNotFoundError } from '@airlock/kernel'
import { createMemoryStorage } from '@airlock/testing'
import { createPublicClient, erc20Abi, http, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  connect,
  disconnect,
  getConnection,
  readContract,
  reconnect,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions'
import { chains, memoryWagmiStorage, rpcUrls, startAirlock, wagmiStatus } from '../test/nodeSupport'
import { airlockWagmiConfig } from './config'
import { ConnectCancelledError } from './errors'

const account = DEVNET_ACCOUNTS[2]!

describe('airlock() connector', () => {
  test("wagmi's connect opens the modal; the wallet picked there is wagmi's account and chain; closing the modal instead rejects with code 4001", async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = startAirlock(wallet, createMemoryStorage().webStorage())
    await airlock.ready
    const config = airlockWagmiConfig(airlock, { wagmi: { storage: memoryWagmiStorage() } })

    // Closing the modal without connecting: wagmi's connect fails as a user rejection.
    const cancelled = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => airlock.getModalState().open).toBe(true)
    airlock.close()
    const error = await cancelled.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectCancelledError)
    expect((error as ConnectCancelledError).code).toBe(4001)
    expect(getConnection(config).status).toBe('disconnected')

    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => airlock.getModalState().open).toBe(true)
    await airlock.connect('test-wallet') // the visitor's pick in the modal
    const result = await connecting
    expect(result.accounts).toEqual([account.address])
    expect(result.chainId).toBe(31337)
    const connection = getConnection(config)
    expect(connection.address).toBe(airlock.getAccount().address)
    expect(connection.chainId).toBe(31337)
  })

  test('a connect or a disconnect on the Airlock side reaches wagmi; a disconnect from wagmi disconnects Airlock', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = startAirlock(wallet, createMemoryStorage().webStorage())
    await airlock.ready
    const config = airlockWagmiConfig(airlock, { wagmi: { storage: memoryWagmiStorage() } })
    await airlock.connect('test-wallet')
    await wagmiStatus(config, 'connected')
    expect(getConnection(config).address).toBe(account.address)

    await airlock.disconnect()
    await wagmiStatus(config, 'disconnected')

    await airlock.connect('test-wallet')
    await wagmiStatus(config, 'connected')
    await disconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    await expect.poll(() => airlock.getConnectionStatus()).toBe('disconnected')
  })

  test("wagmi's signMessage, signTypedData, writeContract, sendTransaction and switchChain go through the connected wallet; a switch from Airlock reaches wagmi", async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = startAirlock(wallet, createMemoryStorage().webStorage())
    await airlock.ready
    const config = airlockWagmiConfig(airlock, { wagmi: { storage: memoryWagmiStorage() } })
    await airlock.connect('test-wallet')
    await wagmiStatus(config, 'connected')

    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(await verifyMessage({ address: account.address, message: 'hello from wagmi', signature })).toBe(
      true,
    )

    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const typedSignature = await signTypedData(config, typed)
    expect(await verifyTypedData({ address: account.address, signature: typedSignature, ...typed })).toBe(
      true,
    )

    const to = DEVNET_ACCOUNTS[3]!.address
    const usdc = DEVNET_CONTRACTS.usdc
    const before = await readContract(config, {
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    const hash = await writeContract(config, {
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, 1234n],
    })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    // Read straight from anvil, not through wagmi: the transfer landed.
    const anvil = createPublicClient({ chain: chains[0], transport: http(rpcUrls[31337]) })
    expect(
      await anvil.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(before + 1234n)

    const ethBefore = await anvil.getBalance({ address: to })
    const sent = await sendTransaction(config, { to, value: 10n ** 15n })
    expect((await waitForTransactionReceipt(config, { hash: sent })).status).toBe('success')
    expect((await anvil.getBalance({ address: to })) - ethBefore).toBe(10n ** 15n)

    await switchChain(config, { chainId: 31338 })
    expect(getConnection(config).chainId).toBe(31338)
    expect(airlock.getNetwork().caipNetworkId).toBe('eip155:31338')
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    // A chain wagmi is asked for that the evm plugin does not serve: refused by class, nothing moves.
    const connector = config.connectors[0]!
    await expect(connector.switchChain?.({ chainId: 1 })).rejects.toBeInstanceOf(NetworkNotFoundError)
    expect(getConnection(config).chainId).toBe(31338)

    await airlock.switchNetwork('eip155:31337')
    await expect.poll(() => getConnection(config).chainId).toBe(31337)
  })

  test('after a reload both sides are connected again without a prompt', async () => {
    const storage = createMemoryStorage().webStorage()
    const wagmiMap = new Map<string, string>()
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const first = startAirlock(wallet, storage)
    await first.ready
    const config = airlockWagmiConfig(first, { wagmi: { storage: memoryWagmiStorage(wagmiMap) } })
    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => first.getModalState().open).toBe(true)
    await first.connect('test-wallet')
    await connecting
    await first.destroy()

    // The "reloaded page": a new instance and a new wagmi config over the same storages and wallet.
    wallet.gate.mode = 'manual' // any prompt would now wait, and the test would time out
    const second = startAirlock(wallet, storage)
    const reloaded = airlockWagmiConfig(second, { wagmi: { storage: memoryWagmiStorage(wagmiMap) } })
    const restored = await reconnect(reloaded)
    expect(restored.map((c) => c.accounts)).toEqual([[account.address]])
    expect(getConnection(reloaded)).toMatchObject({
      status: 'connected',
      address: account.address,
      chainId: 31337,
    })
    expect(second.getConnectionStatus()).toBe('connected')
    expect(wallet.gate.pending()).toEqual([])
  })

  test('airlockWagmiConfig takes the chains and RPC URLs from the evm plugin, and turns off wagmi’s EIP-6963 discovery', async () => {
    const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
    const airlock = startAirlock(wallet, createMemoryStorage().webStorage())
    const config = airlockWagmiConfig(airlock, { wagmi: { storage: memoryWagmiStorage() } })
    expect(config.chains.map((c) => [c.id, c.rpcUrls.default.http[0]])).toEqual([
      [31337, rpcUrls[31337]],
      [31338, rpcUrls[31338]],
    ])
    expect(config.connectors.map((c) => c.id)).toEqual(['airlock'])
    expect(config._internal.mipd).toBeUndefined()
  })
})
