import { DEVNET_ACCOUNTS, DEVNET_CONTRACTS, devnetChain } from '@airlock/devnet'
import { createTestWalletProvider } from '@airlock/devnet/test-wallets'
import {
  createPublicClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { externalConnector } from '../connectors/external'
import { parseEvmOptions } from '../options'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter'

const rpcUrls = inject('rpcUrls')
const pub = (id: number) => createPublicClient({ transport: http(rpcUrls[id]) })
const [chainA, chainB] = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? '')) as [
  ReturnType<typeof devnetChain>,
  ReturnType<typeof devnetChain>,
]
const sender = DEVNET_ACCOUNTS[2]!

function setup(opts: { authorised?: boolean; balanceCacheMs?: number } = { balanceCacheMs: 30_000 }) {
  const wallet = createTestWalletProvider({
    accounts: [sender.privateKey],
    rpcUrls,
    chainId: 31337,
    connected: opts.authorised ?? false,
  })
  const adapter = createEvmAdapter(
    parseEvmOptions({
      networks: [chainA, chainB],
      connectors: [externalConnector({ id: 'test-wallet', name: 'Test wallet', provider: wallet })],
      ...(opts.balanceCacheMs === undefined ? {} : { balanceCacheMs: opts.balanceCacheMs }),
    }),
  )
  const hooks = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnected: vi.fn(),
    beforeRequest: vi.fn(async (_request: { method: string; params?: unknown }) => {}),
  }
  adapter.attach(hooks)
  return { wallet, adapter, hooks }
}

const network = (adapter: EvmAdapter, id: number) => {
  const n = adapter.networks.find((x) => x.id === id)
  if (!n) throw new Error(`no network ${id}`)
  return n
}

describe('connection lifecycle', () => {
  test('connects with eth_requestAccounts and reports address and chain', async () => {
    const { adapter, wallet } = setup()
    const result = await adapter.connect({ connectorId: 'test-wallet' })
    expect(result).toMatchObject({ address: sender.address, chainId: 31337 })
    expect(wallet.calls).toContain('eth_requestAccounts')
    expect(adapter.connection).toEqual({
      address: sender.address,
      chainId: 31337,
      connectorId: 'test-wallet',
    })
  })

  test('reconnect restores an authorised wallet without prompting, and returns null otherwise', async () => {
    const authorised = setup({ authorised: true })
    expect(await authorised.adapter.reconnect({ connectorId: 'test-wallet' })).toMatchObject({
      address: sender.address,
    })
    expect(authorised.wallet.calls).not.toContain('eth_requestAccounts')
    const fresh = setup({ authorised: false })
    expect(await fresh.adapter.reconnect({ connectorId: 'test-wallet' })).toBeNull()
    expect(await fresh.adapter.reconnect({ connectorId: 'unknown' })).toBeNull()
  })

  test('wallet events reach the kernel hooks; an empty account list or disconnect drops the connection', async () => {
    const { adapter, wallet, hooks } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    const other = DEVNET_ACCOUNTS[3]!.address
    wallet.emit('accountsChanged', [other])
    expect(hooks.accountsChanged).toHaveBeenLastCalledWith([other])
    expect(adapter.connection?.address).toBe(other)
    wallet.emit('chainChanged', '0x7a6a')
    expect(hooks.chainChanged).toHaveBeenLastCalledWith(31338)
    wallet.emit('disconnect', { code: 1013 })
    expect(hooks.disconnected).not.toHaveBeenCalled()
    wallet.emit('disconnect', { code: 4900 })
    expect(hooks.disconnected).toHaveBeenCalledOnce()
    expect(adapter.connection).toBeUndefined()
    expect(wallet.listenerCount('chainChanged')).toBe(0)
  })

  test('disconnect removes the listeners and later requests need connect() [spec 8.36]', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    await adapter.disconnect()
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
    await expect(adapter.signMessage({ message: 'x', address: sender.address })).rejects.toThrow(
      'Please call connect() before request()',
    )
  })

  test('a rejected connect is "Signature declined"', async () => {
    const { adapter, wallet } = setup()
    wallet.rejectNext(4001)
    await expect(adapter.connect({ connectorId: 'test-wallet' })).rejects.toMatchObject({
      shortMessage: 'Signature declined',
    })
  })
})

describe('balance', () => {
  test('reads the native balance from anvil and caches it for 30 s', async () => {
    const { adapter } = setup()
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    const first = await adapter.getBalance({ address: fresh, network: network(adapter, 31337) })
    expect(first).toEqual({ balance: '0', symbol: 'ETH' })
    await adapter.connect({ connectorId: 'test-wallet' })
    const funder = setup()
    await funder.adapter.connect({ connectorId: 'test-wallet' })
    const hash = await funder.adapter.sendNativeToken({
      receiverAddress: fresh,
      sendTokenAmount: '0.25',
      gasPrice: parseUnits('2', 9),
      decimals: 18,
    })
    await pub(31337).waitForTransactionReceipt({ hash })
    expect(await adapter.getBalance({ address: fresh, network: network(adapter, 31337) })).toEqual(first)
    const uncached = setup({ balanceCacheMs: 0 })
    expect(await uncached.adapter.getBalance({ address: fresh, network: network(adapter, 31337) })).toEqual({
      balance: '0.25',
      symbol: 'ETH',
    })
  })
})

describe('send', () => {
  let ctx: ReturnType<typeof setup>
  beforeEach(async () => {
    ctx = setup()
    await ctx.adapter.connect({ connectorId: 'test-wallet' })
  })

  test('sends ETH: the receipt succeeds and the receiver holds the amount', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const client = pub(31337)
    const hash = await ctx.adapter.sendNativeToken({
      receiverAddress: to,
      sendTokenAmount: '1.5',
      gasPrice: await client.getGasPrice(),
      decimals: 18,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(sender.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('1.5'))
  })

  test('sends the 6-decimal token: receipt and both token balances checked on chain', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const client = pub(31337)
    const balanceOf = (address: `0x${string}`) =>
      client.readContract({
        address: DEVNET_CONTRACTS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const before = await balanceOf(sender.address)
    const hash = await ctx.adapter.sendErc20Token({
      receiverAddress: to,
      sendTokenAmount: '12.345678',
      tokenAddress: DEVNET_CONTRACTS.usdc,
      decimals: 6,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balanceOf(to)).toBe(12_345_678n)
    expect(await balanceOf(sender.address)).toBe(before - 12_345_678n)
  })

  test("'Insufficient balance' when amount plus gas exceeds the balance, for ETH and for tokens [spec 8.7]", async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      ctx.adapter.sendNativeToken({
        receiverAddress: to,
        sendTokenAmount: '99999999',
        gasPrice: 1_000_000_000n,
        decimals: 18,
      }),
    ).rejects.toMatchObject({ shortMessage: 'Insufficient balance' })
    await expect(
      ctx.adapter.sendErc20Token({
        receiverAddress: to,
        sendTokenAmount: '10000000',
        tokenAddress: DEVNET_CONTRACTS.usdc,
        decimals: 6,
      }),
    ).rejects.toMatchObject({ shortMessage: 'Insufficient balance' })
  })

  test('native sends require receiver, amount, gas price and decimals [spec 5.6]', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const ok = { receiverAddress: to, sendTokenAmount: '1', gasPrice: 1n, decimals: 18 }
    for (const missing of ['receiverAddress', 'sendTokenAmount', 'gasPrice', 'decimals'] as const) {
      const { [missing]: _, ...params } = ok
      await expect(ctx.adapter.sendNativeToken(params)).rejects.toMatchObject({
        shortMessage: 'Failed to send transaction. Please try again.',
      })
    }
    expect(ctx.wallet.calls).not.toContain('eth_sendTransaction')
  })

  test('a rejected transaction is "Signature declined" (4001 and 5000)', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    for (const code of [4001, 5000]) {
      ctx.wallet.rejectNext(code)
      await expect(
        ctx.adapter.sendNativeToken({
          receiverAddress: to,
          sendTokenAmount: '0.1',
          gasPrice: 2_000_000_000n,
          decimals: 18,
        }),
      ).rejects.toMatchObject({ shortMessage: 'Signature declined', code: 4001 })
    }
  })

  test('generic sendTransaction sends a call with value and data', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await ctx.adapter.sendTransaction({
      to,
      value: 7n,
      data: '0x',
      network: network(ctx.adapter, 31337),
      address: sender.address,
    })
    const client = pub(31337)
    expect((await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(7n)
  })

  test("a caller's gas limit is sent as given (a plain transfer's estimate would be 21,000): the transaction on chain carries it", async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await ctx.adapter.sendTransaction({
      to,
      value: 5n,
      network: network(ctx.adapter, 31337),
      address: sender.address,
      gas: 54_321n,
    })
    const client = pub(31337)
    const tx = await client.getTransaction({ hash: hash as `0x${string}` })
    expect(tx.gas).toBe(54_321n)
    expect((await client.waitForTransactionReceipt({ hash: tx.hash })).status).toBe('success')
  })
})

describe('sign', () => {
  test('personal_sign returns a signature viem verifies; typed data too', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    const signature = (await adapter.signMessage({
      message: 'Hello Airlock',
      address: sender.address,
    })) as `0x${string}`
    expect(await verifyMessage({ address: sender.address, message: 'Hello Airlock', signature })).toBe(true)
    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail' as const,
      message: { contents: 'hi', amount: 5n },
    }
    const typedSig = (await adapter.signTypedData({ data: typed, address: sender.address })) as `0x${string}`
    expect(await verifyTypedData({ address: sender.address, signature: typedSig, ...typed })).toBe(true)
  })

  test('a declined signature maps 4001 and 5000 to "Signature declined"', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    for (const code of [4001, 5000]) {
      wallet.rejectNext(code)
      await expect(adapter.signMessage({ message: 'no', address: sender.address })).rejects.toThrow(
        'Signature declined',
      )
    }
  })
})

describe('switch network', () => {
  test('switches with wallet_switchEthereumChain and reports chainChanged; reads follow the new chain', async () => {
    const { adapter, wallet, hooks } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    await adapter.switchNetwork({ network: network(adapter, 31338) })
    expect(wallet.chainId).toBe(31338)
    expect(hooks.chainChanged).toHaveBeenLastCalledWith(31338)
    expect(adapter.connection?.chainId).toBe(31338)
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await adapter.sendNativeToken({
      receiverAddress: to,
      sendTokenAmount: '0.5',
      gasPrice: 2_000_000_000n,
      decimals: 18,
    })
    expect((await pub(31338).waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await pub(31338).getBalance({ address: to })).toBe(parseEther('0.5'))
    expect(await pub(31337).getBalance({ address: to })).toBe(0n)
  })

  test('on 4902 adds the chain with wallet_addEthereumChain, then switches', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    wallet.forgetChain(31338)
    await adapter.switchNetwork({ network: network(adapter, 31338) })
    expect(wallet.calls.filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.chainId).toBe(31338)
  })

  test('a declined switch is "Signature declined"; an unknown network is "Network not found" [spec 8.20]', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    wallet.rejectNext(4001)
    await expect(adapter.switchNetwork({ network: network(adapter, 31338) })).rejects.toThrow(
      'Signature declined',
    )
    await expect(adapter.switchNetwork({ network: { ...network(adapter, 31338), id: 999 } })).rejects.toThrow(
      'Network not found',
    )
  })
})

describe('wallet_sendCalls', () => {
  test('each call needs "to" and data starting with 0x; valid batches reach the wallet', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: 'test-wallet' })
    await expect(adapter.sendCalls({ calls: [{ to: 'abc' }] })).rejects.toMatchObject({ code: -32602 })
    await expect(adapter.sendCalls({ calls: [{ to: '0x1', data: 'zz' }] })).rejects.toMatchObject({
      code: -32602,
    })
    expect(wallet.calls).not.toContain('wallet_sendCalls')
    // The Node test wallet forwards unknown methods to anvil, which does not implement EIP-5792.
    await expect(adapter.sendCalls({ calls: [{ to: sender.address, data: '0x' }] })).rejects.toBeDefined()
    expect(wallet.calls).toContain('wallet_sendCalls')
  })
})
