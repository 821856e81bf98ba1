// EIP-5792 capabilities against the devnet: the test wallet (which forwards wallet_getCapabilities to anvil,
// answering "method not found") has none; a smart wallet made of the same test wallet plus an answer to
// wallet_getCapabilities has atomic batches. The adapter caches per account and chain.
import { DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import { createTestWalletProvider } from '@airlock/devnet/test-wallets'
import { RpcError } from '@airlock/kernel'
import { describe, expect, inject, test } from 'vitest'
import { createEvmAdapter } from '../adapter/createEvmAdapter'
import { externalConnector } from '../connectors/external'
import { parseEvmOptions } from '../options'
import type { Eip1193Provider, Eip1193RequestArguments } from '../types'
import { supportsAtomicBatch } from './atomicBatch'
import { getCapabilities } from './capabilities'

const rpcUrls = inject('rpcUrls')
const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))

function testWallet() {
  return createTestWalletProvider({
    accounts: [DEVNET_ACCOUNTS[2]!.privateKey, DEVNET_ACCOUNTS[3]!.privateKey],
    rpcUrls,
    chainId: 31337,
  })
}

/** The test wallet, answering wallet_getCapabilities itself (atomic on the asked chains) or with `fail`. */
function smartWallet(fail?: { code: number; message: string }) {
  const wallet = testWallet()
  const provider: Eip1193Provider = {
    request: async (args: Eip1193RequestArguments) => {
      if (args.method !== 'wallet_getCapabilities') return wallet.request(args as never)
      wallet.log.push({ method: args.method, params: args.params as unknown[] })
      if (fail) throw Object.assign(new Error(fail.message), fail)
      const [, ids] = args.params as [string, string[]]
      return Object.fromEntries(ids.map((id) => [id, { atomic: { status: 'supported' } }]))
    },
    on: (event, listener) => wallet.on(event, listener),
    removeListener: (event, listener) => wallet.removeListener(event, listener),
  }
  return { wallet, provider }
}

async function connected(provider: Eip1193Provider) {
  const adapter = createEvmAdapter(
    parseEvmOptions({
      networks: chains,
      connectors: [externalConnector({ id: 'w', name: 'Wallet', provider })],
    }),
  )
  await adapter.connect({ connectorId: 'w' })
  return adapter
}

const isInternalRpcError = (e: unknown) => e instanceof RpcError && e.code === -32603

const asks = (log: ReadonlyArray<{ method: string; params: readonly unknown[] }>) =>
  log.filter((r) => r.method === 'wallet_getCapabilities').map((r) => r.params)

describe('getCapabilities', () => {
  test('a wallet without the method (anvil behind the test wallet answers "method not found") has none', async () => {
    const wallet = testWallet()
    const address = DEVNET_ACCOUNTS[2]!.address
    expect(await getCapabilities(wallet, { address, chainId: 31337 })).toEqual({})
    expect(asks(wallet.log)).toEqual([[address, ['0x7a69']]])
  })

  test('another failure throws the kernel class of its code', async () => {
    const { provider } = smartWallet({ code: -32603, message: 'boom' })
    await expect(
      getCapabilities(provider, { address: DEVNET_ACCOUNTS[2]!.address, chainId: 31337 }),
    ).rejects.toSatisfy(isInternalRpcError)
  })

  test('supportsAtomicBatch reads atomic.status, the older atomicBatch.supported and the 0x0 entry', () => {
    expect(supportsAtomicBatch({ '0x1': { atomic: { status: 'ready' } } }, 1)).toBe(true)
    expect(supportsAtomicBatch({ '0x1': { atomic: { status: 'unsupported' } } }, 1)).toBe(false)
    expect(supportsAtomicBatch({ '8453': { atomicBatch: { supported: true } } }, 8453)).toBe(true)
    expect(supportsAtomicBatch({ '0x0': { atomic: { status: 'supported' } } }, 10)).toBe(true)
    expect(supportsAtomicBatch({ '0x2': { atomic: { status: 'supported' } } }, 1)).toBe(false)
    expect(supportsAtomicBatch({}, 1)).toBe(false)
  })
})

describe('the adapter caches capabilities per account and chain', () => {
  test('a smart wallet: atomic on its chain; asked once until the account or chain changes or it disconnects', async () => {
    const { wallet, provider } = smartWallet()
    const adapter = await connected(provider)
    const caps = await adapter.getCapabilities()
    expect(supportsAtomicBatch(caps, 31337)).toBe(true)
    await adapter.getCapabilities({ address: DEVNET_ACCOUNTS[2]!.address.toLowerCase() })
    expect(asks(wallet.log)).toHaveLength(1)

    wallet.switchAccount(1)
    await adapter.getCapabilities()
    expect(asks(wallet.log).at(-1)).toEqual([DEVNET_ACCOUNTS[3]!.address, ['0x7a69']])
    expect(asks(wallet.log)).toHaveLength(2)

    const b = adapter.networks.find((n) => n.id === 31338)!
    await adapter.switchNetwork({ network: b })
    expect(supportsAtomicBatch(await adapter.getCapabilities(), 31338)).toBe(true)
    expect(asks(wallet.log).at(-1)).toEqual([DEVNET_ACCOUNTS[3]!.address, ['0x7a6a']])
    await adapter.getCapabilities()
    expect(asks(wallet.log)).toHaveLength(3)

    await adapter.disconnect()
    await adapter.connect({ connectorId: 'w' })
    await adapter.getCapabilities()
    expect(asks(wallet.log)).toHaveLength(4)
  })

  test('the "none" answer of a wallet without the method is cached too', async () => {
    const wallet = testWallet()
    const adapter = await connected(wallet)
    expect(await adapter.getCapabilities()).toEqual({})
    expect(await adapter.getCapabilities()).toEqual({})
    expect(asks(wallet.log)).toHaveLength(1)
  })

  test('a failure is not cached', async () => {
    const { wallet, provider } = smartWallet({ code: -32603, message: 'boom' })
    const adapter = await connected(provider)
    await expect(adapter.getCapabilities()).rejects.toSatisfy(isInternalRpcError)
    await expect(adapter.getCapabilities()).rejects.toSatisfy(isInternalRpcError)
    expect(asks(wallet.log)).toHaveLength(2)
  })
})
