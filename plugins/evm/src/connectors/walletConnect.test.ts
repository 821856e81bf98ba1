import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { SignClient } from '@walletconnect/sign-client'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { devnetChain, LocalWalletProvider } from '../../test/localWalletProvider'
import { memoryStorage } from '../../test/memoryStorage'
import { createEvmAdapter, type EvmAdapter } from '../adapter/createEvmAdapter'
import { evmOptionsSchema, type WalletConnectStorage } from '../options'
import { walletConnectDeepLink } from './walletConnect'

const rpcUrls = inject('rpcUrls')
const pub = (id: number) => createPublicClient({ transport: http(rpcUrls[id]) })
const relayUrl = inject('relayUrl')
const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))
const account = DEVNET_ACCOUNTS[6]!
const metadata = { name: 'Airlock test dapp', description: 'evm tests', url: 'http://127.0.0.1', icons: [] }

let phone: Awaited<ReturnType<typeof SignClient.init>>
const signer = new LocalWalletProvider({
  privateKey: account.privateKey,
  rpcUrls,
  chainId: 31337,
  authorised: true,
})
let rejectNext: number | undefined
let rejectProposal = false

function makeAdapter(storage: WalletConnectStorage) {
  const adapter = createEvmAdapter(evmOptionsSchema.parse({ networks: chains }), {
    walletConnect: { projectId: 'airlock-test', relayUrl, metadata, storagePrefix: 'evm-test', storage },
  })
  const hooks = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnected: vi.fn(),
    walletConnectUri: vi.fn((uri: string, _expiresAt: number) => void phone.core.pairing.pair({ uri })),
    walletConnectUriCleared: vi.fn(),
  }
  adapter.attach?.(hooks)
  return { adapter, hooks }
}

beforeAll(async () => {
  phone = await SignClient.init({
    projectId: 'airlock-test',
    relayUrl,
    metadata: { ...metadata, name: 'Phone wallet' },
    storage: memoryStorage(),
    logger: 'silent',
    telemetryEnabled: false,
  })
  phone.on('session_proposal', async ({ id }) => {
    if (rejectProposal) {
      rejectProposal = false
      await phone.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    await phone.approve({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${account.address}`, `eip155:31338:${account.address}`],
          methods: [
            'personal_sign',
            'eth_sendTransaction',
            'eth_signTypedData_v4',
            'wallet_switchEthereumChain',
          ],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  phone.on('session_request', async ({ id, topic, params }) => {
    if (rejectNext !== undefined) {
      const code = rejectNext
      rejectNext = undefined
      await phone.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message: 'User rejected.' } },
      })
      return
    }
    signer.chainId = Number(params.chainId.split(':')[1])
    const result = await signer.request(params.request)
    await phone.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
})

afterAll(async () => {
  await phone?.core.relayer.transportClose().catch(() => undefined)
})

describe('WalletConnect connector through the devnet relay', () => {
  let storage: WalletConnectStorage
  let first: { adapter: EvmAdapter; hooks: ReturnType<typeof makeAdapter>['hooks'] }

  test('the sign client is not loaded until WalletConnect is used', () => {
    storage = memoryStorage()
    first = makeAdapter(storage)
    const connector = first.adapter.registry.get('walletConnect') as unknown as { loaded: boolean }
    expect(first.adapter.connectors.map((c) => c.type)).toContain('WALLET_CONNECT')
    expect(connector.loaded).toBe(false)
  })

  test('publishes the pairing URI, the phone pairs, the session settles', async () => {
    const started = performance.now()
    const result = await first.adapter.connect({
      connectorId: 'walletConnect',
      network: first.adapter.networks[0]!,
    })
    const ms = performance.now() - started
    console.info(
      `[bench] WalletConnect connect-to-session (Node, sign-client ↔ sign-client): ${ms.toFixed(0)} ms`,
    )
    expect(result).toMatchObject({ address: account.address, chainId: 31337 })
    const [uri, expiresAt] = first.hooks.walletConnectUri.mock.calls[0] as [string, number]
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(expiresAt - Date.now()).toBeGreaterThan(3.5 * 60_000)
    expect(first.hooks.walletConnectUriCleared).toHaveBeenCalled()
  })

  test('personal_sign comes back and verifies; a transaction lands on anvil', async () => {
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
      sendTokenAmount: '0.75',
      gasPrice: 2_000_000_000n,
      decimals: 18,
    })
    const client = pub(31337)
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.75'))
  })

  test('a rejection with code 5000 from the phone is "Signature declined"', async () => {
    rejectNext = 5000
    await expect(first.adapter.signMessage({ message: 'no', address: account.address })).rejects.toThrow(
      'Signature declined',
    )
  })

  test('switching to another approved chain needs no round trip and reports chainChanged', async () => {
    await first.adapter.switchNetwork({ network: first.adapter.networks[1]! })
    expect(first.hooks.chainChanged).toHaveBeenLastCalledWith(31338)
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await first.adapter.sendNativeToken({
      receiverAddress: to,
      sendTokenAmount: '0.1',
      gasPrice: 2_000_000_000n,
      decimals: 18,
    })
    expect((await pub(31338).waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  test('after a reload the session is restored from storage without a new pairing', async () => {
    const reloaded = makeAdapter(storage)
    const result = await reloaded.adapter.reconnect?.({ connectorId: 'walletConnect' })
    expect(result).toMatchObject({ address: account.address })
    expect(reloaded.hooks.walletConnectUri).not.toHaveBeenCalled()
    const signature = (await reloaded.adapter.signMessage({
      message: 'restored',
      address: account.address,
    })) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: 'restored', signature })).toBe(true)
    first = reloaded
  })

  test('the phone ending the session is reported as a disconnect', async () => {
    const topic = phone.session.getAll().at(-1)?.topic
    expect(topic).toBeDefined()
    await phone.disconnect({ topic: topic as string, reason: { code: 6000, message: 'bye' } })
    await vi.waitFor(() => expect(first.hooks.disconnected).toHaveBeenCalled(), { timeout: 5000 })
    expect(first.adapter.connection).toBeUndefined()
    await first.adapter.dispose()
  })
})

test('a stale pairing attempt failing does not clear the newer QR URI', async () => {
  const uris: string[] = []
  const adapter = createEvmAdapter(evmOptionsSchema.parse({ networks: chains }), {
    walletConnect: {
      projectId: 'airlock-test',
      relayUrl,
      metadata,
      storagePrefix: 'evm-test-stale',
      storage: memoryStorage(),
    },
  })
  const hooks = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnected: vi.fn(),
    walletConnectUri: vi.fn((uri: string, _expiresAt: number) => void uris.push(uri)),
    walletConnectUriCleared: vi.fn(),
  }
  adapter.attach?.(hooks)
  const first = adapter.connect({ connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(uris).toHaveLength(1))
  const second = adapter.connect({ connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(uris).toHaveLength(2))
  rejectProposal = true
  await phone.core.pairing.pair({ uri: uris[0] as string })
  await expect(first).rejects.toThrow('Signature declined')
  expect(hooks.walletConnectUriCleared).not.toHaveBeenCalled()
  await phone.core.pairing.pair({ uri: uris[1] as string })
  await expect(second).resolves.toMatchObject({ address: account.address })
  expect(hooks.walletConnectUriCleared).toHaveBeenCalledOnce()
  await adapter.dispose()
  expect(adapter.connection).toBeUndefined()
})

test('deep links: universal and native forms', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
  expect(walletConnectDeepLink('https://metamask.app.link', uri)).toBe(
    `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
  )
  expect(walletConnectDeepLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
  expect(walletConnectDeepLink('trust://', uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`)
})
