// wagmi over a WalletConnect connection made in Airlock, in Node: a kernel instance with the evm plugin and
// @airlock/walletconnect, a @walletconnect/sign-client "phone" (the walletconnect package's test phone)
// signing with a devnet account through the devnet relay, and wagmi's own actions over airlockWagmiConfig.
import { createEip155Signer, DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock, createMemoryBackend } from '@airlock/kernel'
import { createMemoryStorage } from '@airlock/testing'
import { walletConnect } from '@airlock/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest'
import { createStorage } from 'wagmi'
import { connect, disconnect, getConnection, signMessage, switchChain } from 'wagmi/actions'
import { type Phone, startPhone } from '../../walletconnect/test/phone'
import { airlockWagmiConfig } from '../src/index'

const rpcUrls = inject('rpcUrls')
const relayUrl = inject('relayUrl')
const account = DEVNET_ACCOUNTS[4]!
const signer = createEip155Signer({ privateKey: account.privateKey, rpcUrls })
const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))
const instances: Airlock[] = []
let phone: Phone

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

test('wagmi connects through the WalletConnect pairing made in the modal; signs, switches and disconnects over the session', async () => {
  const airlock = createAirlock(
    {
      projectId: 'airlock-test',
      metadata: { name: 'Airlock wagmi dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      storage: createMemoryBackend(),
      logLevel: 'silent',
      endpoints: { relay: relayUrl },
      plugins: [
        evm({ networks: chains, rpc: 'direct', injected: false, eip6963: false }),
        walletConnect({ storage: createMemoryStorage().keyValue() }),
      ],
    },
    { environment: { isMobile: () => false }, accountDataApi: null },
  )
  instances.push(airlock)
  await airlock.ready
  const map = new Map<string, string>()
  const config = airlockWagmiConfig(airlock, {
    wagmi: {
      storage: createStorage({
        storage: {
          getItem: (k) => map.get(k) ?? null,
          setItem: (k, v) => void map.set(k, v),
          removeItem: (k) => void map.delete(k),
        },
      }),
    },
  })

  const connecting = connect(config, { connector: config.connectors[0]! })
  await vi.waitFor(() => expect(airlock.getModalState().open).toBe(true))
  // The visitor picks WalletConnect in the modal and scans the QR code with the phone.
  const pairing = airlock.connect('walletConnect')
  const wc = airlock.plugin('walletconnect')
  await vi.waitFor(() => expect(wc?.store.uri).toMatch(/^wc:/), { timeout: 10_000 })
  await phone.pair(wc?.store.uri as string)
  await pairing
  await expect(connecting).resolves.toMatchObject({ accounts: [account.address], chainId: 31337 })
  expect(airlock.get((s) => s.connection.connectorIdOf('eip155'))).toBe('walletConnect')

  const signature = await signMessage(config, { message: 'wagmi over WalletConnect' })
  expect(
    await verifyMessage({ address: account.address, message: 'wagmi over WalletConnect', signature }),
  ).toBe(true)

  await switchChain(config, { chainId: 31338 })
  expect(getConnection(config).chainId).toBe(31338)
  expect(airlock.getNetwork().caipNetworkId).toBe('eip155:31338')

  await disconnect(config)
  await vi.waitFor(() => expect(airlock.getConnectionStatus()).toBe('disconnected'))
  expect(getConnection(config).status).toBe('disconnected')
})
