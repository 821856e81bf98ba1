// Spec §8 thrown errors that arise in the EVM plugin, reached through the public API (createAirlock +
// evm()): a wallet that names no chain ('ChainId is required') and a chain with no RPC URL ('No RPC URL
// found for chain …', never a request to an empty URL).
import { DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import { createTestWalletProvider } from '@airlock/devnet/test-wallets'
import { ChainIdMissingError, createAirlock, RpcUrlNotFoundError } from '@airlock/kernel'
import { afterEach, expect, inject, test } from 'vitest'
import { evm } from './plugin'
import type { Eip1193Provider } from './types'

const rpcUrls = inject('rpcUrls')
const account = DEVNET_ACCOUNTS[6]!
const metadata = { name: 'Airlock test', description: 'thrown errors', url: 'http://127.0.0.1', icons: [] }
const instances: { destroy(): Promise<void> }[] = []
afterEach(async () => {
  for (const a of instances.splice(0)) await a.destroy()
})

function start(provider: Eip1193Provider, chains = [devnetChain(31337, rpcUrls[31337] ?? '')]) {
  const airlock = createAirlock({
    projectId: inject('projectId'),
    metadata,
    plugins: [
      evm({
        networks: chains,
        rpc: 'direct',
        external: [{ id: 'test-wallet', name: 'Test wallet', provider }],
      }),
    ],
  })
  instances.push(airlock)
  return airlock
}

test("a wallet whose eth_chainId answers nothing fails the connect with 'ChainId is required' [spec 8.34]", async () => {
  const wallet = createTestWalletProvider({
    accounts: [account.privateKey],
    rpcUrls: { 31337: rpcUrls[31337] ?? '' },
    chainId: 31337,
  })
  const silent: Eip1193Provider = {
    request: (args) => (args.method === 'eth_chainId' ? Promise.resolve(null) : wallet.request(args)),
    on: (event, listener) => {
      wallet.on(event, listener)
      return silent
    },
    removeListener: (event, listener) => {
      wallet.removeListener(event, listener)
      return silent
    },
  }
  const airlock = start(silent)
  await airlock.ready
  const failure = await airlock.connect('test-wallet').catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(ChainIdMissingError)
  expect((failure as Error).message).toMatch(/^ChainId is required/)
  expect(airlock.getConnectionStatus()).toBe('disconnected')
})

test("reading on a chain without an RPC URL throws 'No RPC URL found for chain eip155:31337'", async () => {
  const chain = { ...devnetChain(31337, ''), rpcUrls: { default: { http: [] as string[] } } }
  const wallet = createTestWalletProvider({
    accounts: [account.privateKey],
    rpcUrls: { 31337: rpcUrls[31337] ?? '' },
    chainId: 31337,
  })
  const airlock = start(wallet, [chain])
  await airlock.ready
  const adapter = airlock.get((s) => s.connection.adapter('eip155'))
  if (!adapter?.getBalance) throw new Error('the evm adapter reads balances')
  const failure = await adapter
    .getBalance({ address: account.address, network: airlock.getNetwork() })
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(RpcUrlNotFoundError)
  expect((failure as Error).message).toBe('No RPC URL found for chain eip155:31337')
})
