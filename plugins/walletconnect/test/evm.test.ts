// WalletConnect for eip155 end to end in Node: a real Airlock instance with the evm plugin (which contributes
// its namespace) and this plugin, a sign-client phone signing with a devnet account, the devnet relay and anvil.

import { createEip155Signer, DEVNET_ACCOUNTS } from '@airlock/devnet'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock, createMemoryBackend } from '@airlock/kernel'
import { createMemoryStorage } from '@airlock/testing'
import { createPublicClient, defineChain, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest'
import { walletConnect } from '../src/index'
import { evmAdapterOf, walletConnectOf } from './apis'
import { type Phone, startPhone } from './phone'

const rpcUrls = inject('rpcUrls')
const relayUrl = inject('relayUrl')
const account = DEVNET_ACCOUNTS[7]!
const signer = createEip155Signer({ privateKey: account.privateKey, rpcUrls })
const chains = [31337, 31338].map((id) =>
  defineChain({
    id,
    name: `Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrls[id] ?? ''] } },
  }),
)
const wcStorage = createMemoryStorage().keyValue()
const backend = createMemoryBackend()
const instances: Airlock[] = []
let phone: Phone

async function start() {
  const airlock = createAirlock(
    {
      projectId: 'airlock-test',
      metadata: { name: 'Airlock evm dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      storage: backend,
      logLevel: 'silent',
      endpoints: { relay: relayUrl },
      plugins: [
        evm({ networks: chains, rpc: 'direct', injected: false, eip6963: false }),
        walletConnect({ storage: wcStorage }),
      ],
    },
    { environment: { isMobile: () => false }, accountDataApi: null },
  )
  instances.push(airlock)
  await airlock.ready
  return { airlock, wc: walletConnectOf(airlock), adapter: evmAdapterOf(airlock) }
}

beforeAll(async () => {
  phone = await startPhone(relayUrl)
  phone.approve = () => ({
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${account.address}`, `eip155:31338:${account.address}`],
      methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
      events: ['accountsChanged', 'chainChanged'],
    },
  })
  phone.respond = ({ method, params, chainId }) =>
    signer.sign(method, params as readonly unknown[], Number(chainId.split(':')[1]))
})

afterAll(async () => {
  for (const airlock of instances) await airlock.destroy().catch(() => undefined)
  await phone?.close()
})

test('eip155 over WalletConnect: pair, sign, send on anvil, restore after a reload', async () => {
  const first = await start()
  expect(first.wc.connector.namespaces).toEqual(['eip155'])
  const connecting = first.airlock.connect('walletConnect')
  await vi.waitFor(() => expect(first.wc.store.uri).toMatch(/^wc:/), { timeout: 10_000 })
  await phone.pair(first.wc.store.uri as string)
  await expect(connecting).resolves.toMatchObject({ address: account.address, chainId: 31337 })
  expect(first.airlock.get((s) => s.connection.connectorIdOf('eip155'))).toBe('walletConnect')

  const signature = (await first.adapter.signMessage({
    message: 'Airlock over WalletConnect',
    address: account.address,
  })) as `0x${string}`
  expect(
    await verifyMessage({ address: account.address, message: 'Airlock over WalletConnect', signature }),
  ).toBe(true)

  const to = privateKeyToAccount(generatePrivateKey()).address
  const hash = await first.adapter.sendNativeToken({
    receiverAddress: to,
    sendTokenAmount: '0.25',
    gasPrice: 2_000_000_000n,
    decimals: 18,
  })
  const client = createPublicClient({ transport: http(rpcUrls[31337]) })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))

  await first.airlock.destroy()
  const reloaded = await start()
  expect(reloaded.airlock.get((s) => s.connection.statusOf('eip155'))).toBe('connected')
  expect(reloaded.airlock.get((s) => s.account).address).toBe(account.address)
  expect(reloaded.wc.store.published).toBe(0)
  const again = (await reloaded.adapter.signMessage({
    message: 'restored',
    address: account.address,
  })) as `0x${string}`
  expect(await verifyMessage({ address: account.address, message: 'restored', signature: again })).toBe(true)
})
