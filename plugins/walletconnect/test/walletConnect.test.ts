// The plugin on a real Airlock instance, the dApp side through @airlock/walletconnect and a made-up "acme"
// namespace (declared in test/acme.ts, unknown to the plugin), the wallet side a sign-client phone, both
// through the devnet relay.

import {
  type Airlock,
  createAirlock,
  createMemoryBackend,
  SignatureDeclinedError,
  type StorageBackend,
} from '@airlock/kernel'
import { createMemoryStorage } from '@airlock/testing'
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import {
  chooseWalletConnectView,
  PAIRING_VALIDITY_MS,
  RELAY_TIMEOUT_MS,
  RelayNotConfiguredError,
  SignClientNotInitializedError,
  type WalletConnectOptions,
  type WalletConnectStorage,
  walletConnect,
} from '../src/index'
import { acme } from './acme'
import { walletConnectOf } from './apis'
import { type Phone, startPhone } from './phone'

const relayUrl = inject('relayUrl')
const metadata = { name: 'Airlock test dapp', description: 'wc tests', url: 'http://127.0.0.1', icons: [] }
const ACME = {
  chains: ['acme:main', 'acme:test'],
  accounts: ['acme:main:alice', 'acme:test:alice'],
  methods: ['acme_signMessage'],
  events: ['accountsChanged'],
}
let phone: Phone
const opened: Airlock[] = []

async function instance(
  options: {
    wc?: WalletConnectOptions
    backend?: StorageBackend
    relay?: string | undefined
    withAdapter?: boolean
  } = {},
) {
  const a = acme()
  const airlock = createAirlock(
    {
      projectId: 'airlock-test',
      metadata,
      storage: options.backend ?? createMemoryBackend(),
      logLevel: 'silent',
      endpoints: 'relay' in options && options.relay === undefined ? {} : { relay: relayUrl },
      plugins: [
        options.withAdapter === false ? a.contributionOnly : a.plugin,
        walletConnect({ storagePrefix: 'wc-test', storage: createMemoryStorage().keyValue(), ...options.wc }),
      ],
    },
    { environment: { isMobile: () => false }, accountDataApi: null },
  )
  opened.push(airlock)
  await airlock.ready
  return { airlock, acme: a, wc: walletConnectOf(airlock) }
}

/** Waits for the pairing URI the QR code would show, and "scans" it with the phone. */
async function scan(wc: Awaited<ReturnType<typeof instance>>['wc']): Promise<string> {
  await vi.waitFor(() => expect(wc.store.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/), { timeout: 10_000 })
  const uri = wc.store.uri as string
  await phone.pair(uri)
  return uri
}

beforeAll(async () => {
  phone = await startPhone(relayUrl)
})

afterAll(async () => {
  for (const airlock of opened) await airlock.destroy().catch(() => undefined)
  await phone?.close()
})

describe('one pairing for a namespace the plugin does not know', () => {
  const wcStorage: WalletConnectStorage = createMemoryStorage().keyValue()
  const backend = createMemoryBackend()
  let first: Awaited<ReturnType<typeof instance>>

  test('nothing is loaded at start-up; the connector serves the contributed namespace', async () => {
    first = await instance({ wc: { storage: wcStorage }, backend })
    expect(first.wc.connector.loaded).toBe(false)
    expect(first.airlock.get((s) => s.connection.connector('walletConnect'))).toMatchObject({
      type: 'WALLET_CONNECT',
      namespaces: ['acme'],
      connectingView: 'ConnectingWalletConnect',
    })
  })

  test('getProvider before a session: "Sign Client not initialized" [spec 8.38]; the texts come with the first call, once', async () => {
    const catalogues = () =>
      first.airlock.get((s) => s.contributions('messages')).filter((c) => c.namespace === 'walletconnect')
    // Out of the page's initial JS: only the connector's calls and the plugin's views show these texts.
    expect(catalogues()).toHaveLength(0)
    for (let call = 0; call < 2; call++)
      await expect(first.wc.connector.getProvider('acme')).rejects.toBeInstanceOf(
        SignClientNotInitializedError,
      )
    expect(first.wc.connector.loaded).toBe(false)
    expect(catalogues()).toHaveLength(1)
  })

  test('connect publishes a URI valid 4 minutes, the phone approves, the kernel records the account [spec 9.4]', async () => {
    let proposed: Record<string, { chains?: string[]; methods: string[] }> = {}
    phone.approve = (namespaces) => {
      proposed = namespaces
      return { acme: ACME }
    }
    const started = Date.now()
    const connecting = first.airlock.connect('walletConnect')
    await scan(first.wc)
    expect((first.wc.store.expiresAt ?? 0) - started).toBeGreaterThanOrEqual(PAIRING_VALIDITY_MS - 1)
    expect((first.wc.store.expiresAt ?? 0) - Date.now()).toBeLessThanOrEqual(PAIRING_VALIDITY_MS)
    await expect(connecting).resolves.toMatchObject({ address: 'alice', chainId: 'main' })
    expect(proposed).toEqual({
      acme: {
        chains: ['acme:main', 'acme:test'],
        methods: ['acme_signMessage'],
        events: ['accountsChanged'],
      },
    })
    expect(first.airlock.get((s) => s.connection.statusOf('acme'))).toBe('connected')
    expect(first.airlock.get((s) => s.account).address).toBe('alice')
    expect(first.wc.store).toMatchObject({ uri: undefined, status: 'idle', published: 1 })
    expect(first.wc.store.session).toMatchObject({ peerName: 'Phone wallet', namespaces: ['acme'] })
    expect(first.wc.connector.accounts('acme')).toEqual(ACME.accounts)
  })

  test("the namespace's provider sends requests to the phone and gets its answers [spec 7.28, 9.8]", async () => {
    let expiryTimestamp: unknown
    phone.respond = async (request) => {
      expiryTimestamp = (request as { expiryTimestamp?: unknown }).expiryTimestamp
      const { method, params, chainId } = request
      return `${method}@${chainId}:${(params as { message: string }).message}`
    }
    const sent = Math.floor(Date.now() / 1000)
    await expect(first.acme.adapter.signMessage?.({ message: 'hi', address: 'alice' })).resolves.toBe(
      'acme_signMessage@acme:main:hi',
    )
    // The request waits on the relay for the spec's default relay timeout (5 minutes).
    expect(RELAY_TIMEOUT_MS).toBe(300_000)
    expect(Number(expiryTimestamp) - sent).toBeGreaterThanOrEqual(299)
    expect(Number(expiryTimestamp) - sent).toBeLessThanOrEqual(301)
  })

  test('after a reload the session is restored from storage without a new pairing', async () => {
    await first.airlock.destroy()
    const reloaded = await instance({ wc: { storage: wcStorage }, backend })
    expect(reloaded.airlock.get((s) => s.connection.statusOf('acme'))).toBe('connected')
    expect(reloaded.airlock.get((s) => s.account).address).toBe('alice')
    expect(reloaded.wc.store.published).toBe(0)
    await expect(reloaded.acme.adapter.signMessage?.({ message: 'again', address: 'alice' })).resolves.toBe(
      'acme_signMessage@acme:main:again',
    )
    first = reloaded
  })

  test('disconnecting deletes the session on both ends', async () => {
    const topic = first.wc.store.session?.topic as string
    expect(phone.client.session.keys).toContain(topic)
    await first.airlock.disconnect()
    expect(first.airlock.get((s) => s.connection.statusOf('acme'))).toBe('disconnected')
    expect(first.wc.store.session).toBeUndefined()
    await vi.waitFor(() => expect(phone.client.session.keys).not.toContain(topic), { timeout: 5000 })
  })

  test('the phone ending the session disconnects the namespace', async () => {
    phone.approve = () => ({ acme: ACME })
    const connecting = first.airlock.connect('walletConnect')
    await scan(first.wc)
    await connecting
    const topic = first.wc.store.session?.topic as string
    await phone.client.disconnect({ topic, reason: { code: 6000, message: 'bye' } })
    await vi.waitFor(
      () => expect(first.airlock.get((s) => s.connection.statusOf('acme'))).toBe('disconnected'),
      {
        timeout: 5000,
      },
    )
    expect(first.wc.store.session).toBeUndefined()
  })

  test('a rejection by the phone is "Signature declined", in the kernel and in the QR view\'s store', async () => {
    phone.approve = () => 'reject'
    const connecting = first.airlock.connect('walletConnect')
    await scan(first.wc)
    await expect(connecting).rejects.toBeInstanceOf(SignatureDeclinedError)
    expect(first.wc.store).toMatchObject({
      status: 'failed',
      error: expect.objectContaining({ shortMessage: 'Signature declined' }),
      uri: undefined,
    })
    expect(first.wc.store.error).toBeInstanceOf(SignatureDeclinedError)
    expect(first.airlock.get((s) => s.connection.statusOf('acme'))).toBe('disconnected')
  })
})

describe('basic mode and the opening rule', () => {
  test('without a relay, connecting says so and loads nothing', async () => {
    const { airlock, wc } = await instance({ relay: undefined })
    await expect(airlock.connect('walletConnect')).rejects.toBeInstanceOf(RelayNotConfiguredError)
    expect(wc.connector.loaded).toBe(false)
    expect(wc.store).toMatchObject({
      status: 'failed',
      error: expect.objectContaining({ shortMessage: 'WalletConnect relay not configured' }),
    })
    expect(wc.store.error).toBeInstanceOf(RelayNotConfiguredError)
  })

  test('rule 2: no adapters and no account → desktop ConnectingWalletConnectBasic, mobile AllWallets [spec 2.17]', async () => {
    const state = { adapterCount: 0, connected: false, mobile: false }
    expect(chooseWalletConnectView(state, false)).toEqual({ view: 'ConnectingWalletConnectBasic' })
    expect(chooseWalletConnectView({ ...state, mobile: true }, false)).toEqual({ view: 'AllWallets' })
    expect(chooseWalletConnectView({ ...state, adapterCount: 1 }, false)).toBeUndefined()
    expect(chooseWalletConnectView({ ...state, adapterCount: 1 }, true)).toEqual({
      view: 'ConnectingWalletConnectBasic',
    })
    expect(chooseWalletConnectView({ ...state, connected: true }, true)).toBeUndefined()
    const { airlock } = await instance({ withAdapter: false })
    await airlock.open()
    expect(airlock.get((s) => s.modal.view).view).toBe('ConnectingWalletConnectBasic')
  })

  test('basic mode with no chain adapter: the QR pairing alone gives a session and its providers', async () => {
    phone.approve = () => ({ acme: ACME })
    const { airlock, wc } = await instance({ withAdapter: false, wc: { basic: true } })
    const pairing = wc.connector.pair()
    await scan(wc)
    await pairing
    expect(wc.store.session?.namespaces).toEqual(['acme'])
    expect(wc.connector.accounts('acme')).toEqual(ACME.accounts)
    const provider = await wc.connector.getProvider('acme')
    phone.respond = async () => 'ok'
    await expect(provider.request({ method: 'acme_signMessage', params: { message: 'x' } })).resolves.toBe(
      'ok',
    )
    expect(airlock.get((s) => s.connection.status === 'connected')).toBe(false)
  })
})
