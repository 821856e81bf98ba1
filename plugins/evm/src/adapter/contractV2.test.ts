import '../../test/connectorTypes'
// The EVM adapter's plugin-contract-v2 capabilities against the devnet's anvil: address rules, transfers
// (prepare, fee, send, wait), approval gating through `beforeRequest`, smart accounts' gas exemption and
// connectors made by other plugins (connected through their eip155 provider).
import { DEVNET_ACCOUNTS, DEVNET_CONTRACTS, devnetChain } from '@airlock/devnet'
import { createTestWalletProvider, type TestWalletProvider } from '@airlock/devnet/test-wallets'
import type { Connector } from '@airlock/kernel'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test, vi } from 'vitest'
import { externalConnector } from '../connectors/external'
import { parseEvmOptions } from '../options'
import type { EvmConnector } from '../types'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter'
import type { EvmTransferData } from './transfers'

const rpcUrls = inject('rpcUrls')
const pub = createPublicClient({ transport: http(rpcUrls[31337]) })
const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))
// Account 0 holds devnet USDC and no other evm test file uses it (the EIP-6963 journey checks account 4's balance).
const sender = DEVNET_ACCOUNTS[0]!
const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const usdcBalance = (address: `0x${string}`) =>
  pub.readContract({
    address: DEVNET_CONTRACTS.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

function setup(
  opts: { wallet?: TestWalletProvider; connectors?: EvmConnector[]; confirmationTimeoutMs?: number } = {},
) {
  const wallet =
    opts.wallet ?? createTestWalletProvider({ accounts: [sender.privateKey], rpcUrls, chainId: 31337 })
  const adapter = createEvmAdapter(
    parseEvmOptions({
      networks: chains,
      connectors: opts.connectors ?? [
        externalConnector({ id: 'test-wallet', name: 'Test wallet', provider: wallet }),
      ],
      ...(opts.confirmationTimeoutMs ? { confirmationTimeoutMs: opts.confirmationTimeoutMs } : {}),
    }),
  )
  const requests: { method: string; params?: unknown }[] = []
  const hooks = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnected: vi.fn(),
    beforeRequest: vi.fn(async (request: { method: string; params?: unknown }) => {
      requests.push(request)
    }),
  }
  adapter.attach(hooks)
  return { wallet, adapter, hooks, requests }
}

const network = (adapter: EvmAdapter, id = 31337) => {
  const n = adapter.networks.find((x) => x.id === id)
  if (!n) throw new Error(`no network ${id}`)
  return n
}

describe('address rules', () => {
  test('[spec 5.3] validate: 40 hex digits with an optional 0x prefix; format: the EIP-55 checksum once the viem runtime is loaded', async () => {
    const { adapter } = setup()
    const bare = sender.address.slice(2).toLowerCase()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.address.validate(sender.address.toLowerCase())).toBe(true)
    expect(adapter.address.validate(bare)).toBe(true)
    expect(adapter.address.validate('0x123')).toBe(false)
    expect(adapter.address.validate(`${bare}0`)).toBe(false)
    expect(adapter.address.validate(`zz${sender.address.slice(2)}`)).toBe(false)
    expect(adapter.address.validate(`0x${bare.slice(1)}g`)).toBe(false)
    await adapter.connect({ connectorId: 'test-wallet' })
    expect(adapter.address.format?.(sender.address.toLowerCase())).toBe(sender.address)
    expect(adapter.address.format?.(bare)).toBe(sender.address)
    expect(adapter.address.format?.('not an address')).toBe('not an address')
  })

  test('preloadConnect loads the behaviour and viem without asking the wallet; the connect that follows works', async () => {
    const { adapter, wallet } = setup()
    // Before: no viem, so an address is shown as given.
    expect(adapter.address.format?.(sender.address.toLowerCase())).toBe(sender.address.toLowerCase())
    await adapter.preloadConnect?.()
    expect(adapter.address.format?.(sender.address.toLowerCase())).toBe(sender.address)
    expect(wallet.calls).toEqual([])
    expect(adapter.connection).toBeUndefined()
    await expect(adapter.connect({ connectorId: 'test-wallet' })).resolves.toMatchObject({
      address: sender.address,
    })
  })

  test('[spec 5.3] a receiver given without 0x is sent to: the transfer lands on that address', async () => {
    const { adapter, requests } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    const to = fresh()
    const prepared = await adapter.prepareTransfer({
      to: to.slice(2),
      amount: parseEther('0.01'),
      network: network(adapter),
      address: sender.address.slice(2),
    })
    const hash = await adapter.sendTransfer(prepared)
    expect(await adapter.waitForTransaction({ hash, network: network(adapter) })).toBe('confirmed')
    expect(await pub.getBalance({ address: to })).toBe(parseEther('0.01'))
    expect(requests[0]?.params).toEqual([expect.objectContaining({ to })])
  })
})

describe('transfers', () => {
  test('native: the fee is gas × price in ETH; the transfer lands and its wait reports confirmed', async () => {
    const { adapter, requests } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    const to = fresh()
    const prepared = await adapter.prepareTransfer({
      to,
      amount: parseEther('0.75'),
      network: network(adapter),
      address: sender.address,
    })
    const data = prepared.data as EvmTransferData
    expect(data).toMatchObject({ chainId: 31337, gas: 21_000n })
    expect(data.gasPrice).toBeGreaterThan(0n)
    expect(await adapter.estimateFee(prepared)).toEqual({
      amount: 21_000n * data.gasPrice,
      decimals: 18,
      symbol: 'ETH',
    })
    const hash = await adapter.sendTransfer(prepared)
    expect(await adapter.waitForTransaction({ hash, network: network(adapter) })).toBe('confirmed')
    expect(await pub.getBalance({ address: to })).toBe(parseEther('0.75'))
    expect(requests.map((r) => r.method)).toEqual(['eth_sendTransaction'])
    expect(requests[0]?.params).toEqual([
      expect.objectContaining({ from: sender.address, to, value: `0x${parseEther('0.75').toString(16)}` }),
    ])
  })

  test('ERC-20 by CAIP-10 token address: both token balances move', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    const to = fresh()
    const before = await usdcBalance(sender.address)
    const prepared = await adapter.prepareTokenTransfer({
      to,
      amount: 2_500_000n,
      token: { address: `eip155:31337:${DEVNET_CONTRACTS.usdc}`, decimals: 6 },
      network: network(adapter),
      address: sender.address,
    })
    expect((await adapter.estimateFee(prepared)).amount).toBeGreaterThan(0n)
    const hash = await adapter.sendTransfer(prepared)
    expect(await adapter.waitForTransaction({ hash, network: network(adapter) })).toBe('confirmed')
    expect(await usdcBalance(to)).toBe(2_500_000n)
    expect(await usdcBalance(sender.address)).toBe(before - 2_500_000n)
  })

  test("'Insufficient balance' when preparing more than the balance (native and token); bad input is refused [spec 8.7]", async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    const base = { to: fresh(), network: network(adapter), address: sender.address }
    await expect(adapter.prepareTransfer({ ...base, amount: parseEther('99999999') })).rejects.toMatchObject({
      shortMessage: 'Insufficient balance',
    })
    await expect(
      adapter.prepareTokenTransfer({
        ...base,
        amount: parseUnits('99999999', 6),
        token: { address: DEVNET_CONTRACTS.usdc, decimals: 6 },
      }),
    ).rejects.toMatchObject({ shortMessage: 'Insufficient balance' })
    await expect(adapter.prepareTransfer({ ...base, to: '0x12', amount: 1n })).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    await expect(adapter.prepareTransfer({ ...base, amount: 0n })).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    await expect(adapter.estimateFee({ params: { ...base, amount: 1n } })).rejects.toThrow()
    expect(wallet.calls).not.toContain('eth_sendTransaction')
  })

  test('waiting is bounded: an unknown hash fails after the confirmation timeout', async () => {
    const { adapter } = setup({ confirmationTimeoutMs: 300 })
    const started = Date.now()
    await expect(
      adapter.waitForTransaction({ hash: `0x${'ab'.repeat(32)}`, network: network(adapter) }),
    ).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

describe('approval gating (beforeRequest)', () => {
  test('awaited before signing and sending; a refusal stops the request before the wallet', async () => {
    const { adapter, wallet, hooks, requests } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    await adapter.signMessage({ message: 'gated', address: sender.address })
    expect(requests).toEqual([{ method: 'personal_sign', params: ['gated', sender.address] }])
    hooks.beforeRequest.mockRejectedValueOnce(new Error('refused by policy'))
    await expect(adapter.signMessage({ message: 'no', address: sender.address })).rejects.toThrow(
      'refused by policy',
    )
    hooks.beforeRequest.mockRejectedValueOnce(new Error('refused by policy'))
    const prepared = await adapter.prepareTransfer({
      to: fresh(),
      amount: 1n,
      network: network(adapter),
      address: sender.address,
    })
    await expect(adapter.sendTransfer(prepared)).rejects.toThrow('refused by policy')
    expect(wallet.calls.filter((m) => m === 'personal_sign')).toHaveLength(1)
    expect(wallet.calls).not.toContain('eth_sendTransaction')
    await adapter.sendCalls({ calls: [{ to: sender.address, data: '0x' }] }).catch(() => undefined)
    expect(requests.at(-1)?.method).toBe('wallet_sendCalls')
  })
})

describe('smart accounts', () => {
  test('are exempt from the gas check: with tokens but no ETH, an EOA gets "Insufficient balance", a smart account reaches the wallet', async () => {
    const funder = setup()
    await funder.adapter.connect({ connectorId: 'test-wallet' })
    const key = generatePrivateKey()
    const holder = privateKeyToAccount(key).address
    const funding = await funder.adapter.sendErc20Token({
      receiverAddress: holder,
      sendTokenAmount: '5',
      tokenAddress: DEVNET_CONTRACTS.usdc,
      decimals: 6,
    })
    await pub.waitForTransactionReceipt({ hash: funding })
    const run = async (accountType: 'eoa' | 'smartAccount') => {
      const wallet = createTestWalletProvider({ accounts: [key], rpcUrls, chainId: 31337 })
      const connector: EvmConnector = {
        id: 'holder',
        name: 'Holder',
        type: 'AUTH',
        getProvider: async () => wallet,
        connect: async () => ({ accounts: [holder], chainId: 31337, accountType }),
      }
      const { adapter } = setup({ wallet, connectors: [connector] })
      expect((await adapter.connect({ connectorId: 'holder' })).accounts?.[0]?.type).toBe(accountType)
      const prepared = await adapter
        .prepareTokenTransfer({
          to: fresh(),
          amount: 1_000_000n,
          token: { address: DEVNET_CONTRACTS.usdc, decimals: 6 },
          network: network(adapter),
          address: holder,
        })
        .then(
          () => 'prepared',
          (error: { shortMessage?: string }) => error.shortMessage,
        )
      const sent = adapter.sendErc20Token({
        receiverAddress: fresh(),
        sendTokenAmount: '1',
        tokenAddress: DEVNET_CONTRACTS.usdc,
        decimals: 6,
      })
      return { prepared, sent, wallet }
    }
    const eoa = await run('eoa')
    expect(eoa.prepared).toBe('Insufficient balance')
    await expect(eoa.sent).rejects.toMatchObject({ shortMessage: 'Insufficient balance' })
    expect(eoa.wallet.calls).not.toContain('eth_sendTransaction')
    // The local test wallet has no paymaster, so the node refuses it; what matters is that the adapter let it go.
    const smart = await run('smartAccount')
    expect(smart.prepared).toBe('prepared')
    await smart.sent.catch(() => undefined)
    expect(smart.wallet.calls).toContain('eth_sendTransaction')
  })
})

describe('connectors of other plugins', () => {
  test('connect through getProvider("eip155"), without closing the owner’s shared connection', async () => {
    const wallet = createTestWalletProvider({ accounts: [sender.privateKey], rpcUrls, chainId: 31338 })
    const disconnect = vi.fn(async () => {})
    const getProvider = vi.fn(async () => wallet)
    const connector = {
      id: 'multi',
      name: 'Multi wallet',
      type: 'MULTI_CHAIN',
      namespaces: ['eip155', 'acme'],
      getProvider,
      disconnect,
    } as Connector
    const { adapter } = setup()
    const result = await adapter.connect({ connectorId: 'multi', connector })
    expect(result).toMatchObject({ address: sender.address, chainId: 31338 })
    expect(getProvider).toHaveBeenCalledWith('eip155')
    expect(adapter.connection?.connectorId).toBe('multi')
    expect(await adapter.reconnect({ connectorId: 'multi', connector })).toMatchObject({ chainId: 31338 })
    await adapter.disconnect()
    expect(disconnect).not.toHaveBeenCalled()
    expect(adapter.connection).toBeUndefined()
  })

  test('a connector without an eip155 provider is refused', async () => {
    const { adapter } = setup()
    const other = { id: 'x', name: 'X', type: 'EXTERNAL', namespaces: ['acme'] } as Connector
    await expect(adapter.connect({ connectorId: 'x', connector: other })).rejects.toMatchObject({
      shortMessage: 'Something went wrong',
    })
    expect(await adapter.reconnect({ connectorId: 'x', connector: other })).toBeNull()
  })
})
