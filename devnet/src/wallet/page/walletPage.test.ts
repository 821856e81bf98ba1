import {
  bitcoinRegtest,
  bytesToBase64,
  createEsploraClient,
  hexToBytes,
  verifyBip322,
} from '@airlock/bitcoin'
import { createMemoryStorage } from '@airlock/testing'
import { ed25519 } from '@noble/curves/ed25519'
import { SignClient } from '@walletconnect/sign-client'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest'
import { DEVNET_BITCOIN_ACCOUNTS } from '../../bitcoin/bitcoinAccounts'
import { type BitcoinNode, startBitcoinNode } from '../../bitcoin/startBitcoinNode'
import { DEVNET_ACCOUNTS } from '../../chain/accounts'
import { type AnvilNode, startAnvil } from '../../chain/startAnvil'
import { type RelayServer, startRelay } from '../../relay/startRelay'
import { DEVNET_SOLANA_ACCOUNTS } from '../../solana/solanaAccounts'
import { DEVNET_SOLANA_CAIP_ID } from '../../solana/solanaConstants'
import { type SolanaNode, startSolanaNode } from '../../solana/startSolanaNode'
import { fromBase58, toBase58, toBase64 } from '../solana/encoding'
import { startWalletServer, type WalletServer } from '../startWalletServer'
import { launchChromium } from '../testing/launchChromium'
import { solanaBalance, unsignedTransfer } from '../testing/solanaTransfer'

// Turns off the SDK's pulse/verify calls for the Node dApp client.
process.env.IS_VITEST = 'true'

const CHAIN = 'eip155:31337'
const A0 = DEVNET_ACCOUNTS[0]!
type Client = InstanceType<typeof SignClient>

let anvil: AnvilNode
let anvil2: AnvilNode
let solana: SolanaNode
let bitcoin: BitcoinNode
let relay: RelayServer
let wallets: WalletServer
let browser: Browser
let context: BrowserContext
let page: Page
let dapp: Client
/** The page's console, printed when a test fails. */
const consoleLines: string[] = []
/** Every request the page tried to send outside 127.0.0.1 (aborted). */
const outside: string[] = []

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return ['data:', 'blob:', 'about:'].includes(protocol) || hostname === '127.0.0.1'
}

beforeAll(async () => {
  ;[anvil, anvil2, relay, browser, solana, bitcoin] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
    startRelay(),
    launchChromium(),
    startSolanaNode({ slotMs: 40, confirmDelayMs: 10 }),
    startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false }),
  ])
  wallets = await startWalletServer({
    relayUrl: relay.url,
    chains: [
      { chainId: 31337, rpcUrl: anvil.rpcUrl },
      { chainId: 31338, rpcUrl: anvil2.rpcUrl },
    ],
    solana: { rpcUrl: solana.rpcUrl },
    bitcoin: { esploraUrl: bitcoin.esploraUrl },
  })
  dapp = await SignClient.init({
    projectId: 'airlock-devnet',
    relayUrl: relay.url,
    storage: createMemoryStorage().keyValue(),
    customStoragePrefix: 'wallet-page-dapp',
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'Node dApp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  context = await browser.newContext()
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (isLocal(url)) return route.continue()
    outside.push(url)
    return route.abort()
  })
  page = await context.newPage()
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`))
  page.on('websocket', (ws) => {
    if (!isLocal(ws.url())) outside.push(ws.url())
  })
}, 120_000) // two anvils, the relay, Chromium, the Solana and Bitcoin nodes and the page bundle: slow on a loaded machine

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => undefined)
  await browser?.close()
  await Promise.all([
    wallets?.stop(),
    relay?.stop(),
    anvil?.stop(),
    anvil2?.stop(),
    solana?.stop(),
    bitcoin?.stop(),
  ])
})

beforeEach(() => {
  onTestFailed(async () => {
    const pageLog = await page
      .getByTestId('log')
      .textContent()
      .catch(() => '(no page)')
    const status = await page
      .getByTestId('wallet-status')
      .textContent()
      .catch(() => '(no page)')
    console.error(`[wallet page] status: ${status}\nlog: ${pageLog}\nconsole:\n${consoleLines.join('\n')}`)
  })
})

function connect() {
  return dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [CHAIN],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
}

describe('wallet page', () => {
  it('pairs from ?uri=, shows the proposal and settles the session when approved', async () => {
    const { uri, approval } = await connect()
    // Call approval() at once: the SDK's promise ignores a session that settles before approval() is called.
    const approved = approval()
    const started = performance.now()
    await page.goto(`${wallets.walletPageUrl}?uri=${encodeURIComponent(uri!)}`)
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(A0.address)
    const proposal = page.getByTestId('proposal')
    await proposal.waitFor()
    expect(await proposal.getByTestId('proposal-name').textContent()).toBe('Node dApp')
    await proposal.getByTestId('approve-proposal').click()
    const session = await approved
    console.info(
      `[wallet page] open page with uri → approved session: ${(performance.now() - started).toFixed(0)} ms`,
    )
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${A0.address}`])
    await page.getByTestId('session').waitFor()
    expect(await page.getByTestId('session-peer').textContent()).toBe('Node dApp')
  })

  it('shows a personal_sign request with its params and answers it with a valid signature', async () => {
    const session = dapp.session.getAll()[0]!
    const message = '0x68656c6c6f2066726f6d20746865206e6f6465206461707020' as Hex
    const pending = dapp.request<Hex>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: [message, A0.address] },
    })
    const t0 = performance.now()
    const card = page.getByTestId('request').last()
    await expect.poll(() => card.getByTestId('request-method').textContent()).toBe('personal_sign')
    console.info(`[wallet page] request shown after ${(performance.now() - t0).toFixed(0)} ms`)
    expect(await card.getByTestId('request-params').textContent()).toContain(message)
    await card.getByTestId('approve-request').click()
    const signature = await pending
    expect(await verifyMessage({ address: A0.address, message: { raw: message }, signature })).toBe(true)
  })

  it('sends an approved eth_sendTransaction to anvil and returns its hash', async () => {
    const session = dapp.session.getAll()[0]!
    const pending = dapp.request<Hex>({
      topic: session.topic,
      chainId: CHAIN,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: A0.address, to: DEVNET_ACCOUNTS[2]!.address, value: '0x16345785d8a0000' }],
      },
    })
    const card = page.getByTestId('request').last()
    await expect.poll(() => card.getByTestId('request-method').textContent()).toBe('eth_sendTransaction')
    await card.getByTestId('approve-request').click()
    const hash = await pending
    const receipt = await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
  })

  it('rejects a request with the user-rejected error (5000)', async () => {
    const session = dapp.session.getAll()[0]!
    const pending = dapp.request({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: ['0x01', A0.address] },
    })
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    )
    const card = page.getByTestId('request').last()
    await expect.poll(() => card.getByTestId('request-params').textContent()).toContain('0x01')
    await card.getByTestId('reject-request').click()
    expect(await outcome).toMatchObject({ code: 5000, message: 'User rejected.' })
    await expect.poll(() => card.getByTestId('request-result').textContent()).toBe('rejected')
  })

  it('adds a known chain to the session on wallet_switchEthereumChain and answers 4902 for an unknown one', async () => {
    const session = dapp.session.getAll()[0]!
    expect(session.namespaces.eip155?.chains).toEqual([CHAIN])
    const chainChanged = new Promise<unknown>((resolve) =>
      dapp.once('session_event', ({ params }) => resolve(params.event)),
    )
    const pending = dapp.request({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    })
    const card = page.getByTestId('request').last()
    await expect
      .poll(() => card.getByTestId('request-method').textContent())
      .toBe('wallet_switchEthereumChain')
    await card.getByTestId('approve-request').click()
    expect(await pending).toBeNull()
    expect(await chainChanged).toEqual({ name: 'chainChanged', data: 31338 })
    const updated = dapp.session.get(session.topic).namespaces.eip155
    expect(updated?.chains).toEqual([CHAIN, 'eip155:31338'])
    expect(updated?.accounts).toContain(`eip155:31338:${A0.address}`)

    const unknown = dapp
      .request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
      })
      .then(
        () => 'resolved',
        (error: unknown) => error,
      )
    const second = page.getByTestId('request').last()
    await expect.poll(() => second.getByTestId('request-params').textContent()).toContain('"0x1"')
    await second.getByTestId('approve-request').click()
    expect(await unknown).toMatchObject({ code: 4902 })
  })

  it('pairs a pasted URI and disconnects a session from the page', async () => {
    const { uri, approval } = await connect()
    // Call approval() at once: the SDK's promise ignores a session that settles before approval() is called.
    const approved = approval()
    await page.getByTestId('wc-uri-input').fill(uri!)
    await page.getByTestId('pair-button').click()
    await page.getByTestId('proposal').getByTestId('approve-proposal').click()
    const second = await approved
    await expect.poll(() => page.getByTestId('session').count()).toBe(2)
    const deleted = new Promise<string>((resolve) =>
      dapp.once('session_delete', ({ topic }) => resolve(topic)),
    )
    await page
      .locator(`[data-testid=session][data-topic="${second.topic}"]`)
      .getByTestId('disconnect-session')
      .click()
    expect(await deleted).toBe(second.topic)
    await expect.poll(() => page.getByTestId('session').count()).toBe(1)
  })

  it('approves the solana namespace and answers solana_signMessage and solana_signAndSendTransaction', async () => {
    const S0 = DEVNET_SOLANA_ACCOUNTS[0]!
    const S5 = DEVNET_SOLANA_ACCOUNTS[5]!
    expect(await page.getByTestId('wallet-solana-address').textContent()).toBe(S0.address)
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        solana: {
          chains: [DEVNET_SOLANA_CAIP_ID],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
        },
      },
    })
    const approved = approval()
    await page.getByTestId('wc-uri-input').fill(uri!)
    await page.getByTestId('pair-button').click()
    await page.getByTestId('proposal').getByTestId('approve-proposal').click()
    const session = await approved
    expect(session.namespaces.solana?.accounts).toEqual([`${DEVNET_SOLANA_CAIP_ID}:${S0.address}`])

    const message = new TextEncoder().encode('hello Solana from the node dapp')
    const signed = dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: DEVNET_SOLANA_CAIP_ID,
      request: { method: 'solana_signMessage', params: { message: toBase58(message), pubkey: S0.address } },
    })
    const card = page.getByTestId('request').last()
    await expect.poll(() => card.getByTestId('request-method').textContent()).toBe('solana_signMessage')
    await card.getByTestId('approve-request').click()
    expect(ed25519.verify(fromBase58((await signed).signature), message, S0.publicKey)).toBe(true)

    const before = await solanaBalance(solana.rpcUrl, S5.address, 'confirmed')
    const wire = await unsignedTransfer({
      rpcUrl: solana.rpcUrl,
      from: S0.address,
      to: S5.address,
      lamports: 4242n,
    })
    const sent = dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: DEVNET_SOLANA_CAIP_ID,
      request: {
        method: 'solana_signAndSendTransaction',
        params: { transaction: toBase64(wire), pubkey: S0.address, sendOptions: { commitment: 'confirmed' } },
      },
    })
    const sendCard = page.getByTestId('request').last()
    await expect
      .poll(() => sendCard.getByTestId('request-method').textContent())
      .toBe('solana_signAndSendTransaction')
    await sendCard.getByTestId('approve-request').click()
    expect(fromBase58((await sent).signature)).toHaveLength(64)
    expect(await solanaBalance(solana.rpcUrl, S5.address, 'confirmed')).toBe(before + 4242n)
  })

  it('approves the bip122 namespace, lists its address unasked, and answers signMessage and sendTransfer as AppKit asks them', async () => {
    const B0 = DEVNET_BITCOIN_ACCOUNTS[0]!
    const B6 = DEVNET_BITCOIN_ACCOUNTS[6]!
    const chain = bitcoin.caipNetworkId
    expect(await page.getByTestId('wallet-bitcoin-address').textContent()).toBe(B0.address)
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        bip122: {
          chains: [chain],
          methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
          events: [],
        },
      },
    })
    const approved = approval()
    await page.getByTestId('wc-uri-input').fill(uri!)
    await page.getByTestId('pair-button').click()
    await page.getByTestId('proposal').getByTestId('approve-proposal').click()
    const session = await approved
    expect(session.namespaces.bip122?.accounts).toEqual([`${chain}:${B0.address}`])

    // The address list is a read: answered at once, as wallets do, with no card to approve.
    const listed = await dapp.request<Array<{ address: string; intention: string }>>({
      topic: session.topic,
      chainId: chain,
      request: { method: 'getAccountAddresses', params: { account: B0.address } },
    })
    expect(listed).toMatchObject([{ address: B0.address, intention: 'payment' }])
    expect(await page.getByTestId('approve-request').count()).toBe(0)

    const signed = dapp.request<{ signature: string; address: string }>({
      topic: session.topic,
      chainId: chain,
      request: {
        method: 'signMessage',
        params: { message: 'hello bip122', account: B0.address, address: B0.address, protocol: 'bip322' },
      },
    })
    const card = page.getByTestId('request').last()
    await expect.poll(() => card.getByTestId('request-method').textContent()).toBe('signMessage')
    await card.getByTestId('approve-request').click()
    const { signature } = await signed
    expect(
      verifyBip322('hello bip122', B0.address, bytesToBase64(hexToBytes(signature)), bitcoinRegtest),
    ).toBe(true)

    const sent = dapp.request<{ txid: string }>({
      topic: session.topic,
      chainId: chain,
      request: {
        method: 'sendTransfer',
        params: { account: B0.address, recipientAddress: B6.address, amount: '42000' },
      },
    })
    const sendCard = page.getByTestId('request').last()
    await expect.poll(() => sendCard.getByTestId('request-method').textContent()).toBe('sendTransfer')
    await sendCard.getByTestId('approve-request').click()
    const tx = await createEsploraClient({ baseUrl: bitcoin.esploraUrl }).getTransaction((await sent).txid)
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: B6.address, value: 42_000n })
  })

  it('never tried to reach a host outside 127.0.0.1', () => {
    expect(outside).toEqual([])
  })
})
