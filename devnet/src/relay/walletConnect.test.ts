import { createMemoryStorage } from '@airlock/testing'
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { type AnvilNode, startAnvil } from '../chain/startAnvil'
import { createEip155Signer } from '../wallet/createEip155Signer'
import { type RelayServer, startRelay } from './startRelay'
import { recordOffHostFetch } from './testing/recordOffHostFetch'

// Turns off the SDK's calls to pulse/verify hosts in Node (they are unreachable here).
process.env.IS_VITEST = 'true'
const offHost = recordOffHostFetch()

const CHAIN_ID = 31337
const CAIP_CHAIN = `eip155:${CHAIN_ID}`
const metadata = (name: string) => ({
  name,
  description: `${name} (devnet test)`,
  url: 'http://127.0.0.1',
  icons: [] as string[],
})

let anvil: AnvilNode
let relay: RelayServer
type Client = InstanceType<typeof SignClient>

let dapp: Client
let wallet: Client

function init(name: string): Promise<Client> {
  return SignClient.init({
    projectId: 'airlock-devnet',
    relayUrl: relay.url,
    metadata: metadata(name),
    storage: createMemoryStorage().keyValue(),
    // A distinct prefix per client: the SDK otherwise shares one global Core (and client id) per process.
    customStoragePrefix: name,
    logger: 'silent',
    telemetryEnabled: false,
  })
}

beforeAll(async () => {
  ;[anvil, relay] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), startRelay()])
  ;[dapp, wallet] = await Promise.all([init('Airlock dApp'), init('Airlock Test Wallet')])
})

afterAll(async () => {
  offHost.restore()
  for (const client of [dapp, wallet]) await client?.core.relayer.transportClose().catch(() => undefined)
  await relay?.stop()
  await anvil?.stop()
})

describe('WalletConnect through the devnet relay', () => {
  it('pairs, settles an eip155 session, signs, sends a transaction and disconnects', async () => {
    const account = DEVNET_ACCOUNTS[0]!
    const signer = createEip155Signer({
      privateKey: account.privateKey,
      rpcUrls: { [CHAIN_ID]: anvil.rpcUrl },
    })

    wallet.on('session_proposal', async ({ id }) => {
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: [CAIP_CHAIN],
            accounts: [`${CAIP_CHAIN}:${signer.address}`],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const chainId = Number(params.chainId.split(':')[1])
      try {
        const result = await signer.sign(params.request.method, params.request.params as unknown[], chainId)
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 5000, message } } })
      }
    })

    const started = performance.now()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [CAIP_CHAIN],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
    // Call approval() at once: the SDK's promise ignores a session that settles before approval() is called.
    const approved = approval()
    expect(uri).toMatch(/^wc:/)
    await wallet.pair({ uri: uri! })
    const session = await approved
    const connectMs = performance.now() - started
    console.info(`[relay] connect → approved session: ${connectMs.toFixed(0)} ms`)
    expect(session.namespaces.eip155?.accounts).toEqual([`${CAIP_CHAIN}:${account.address}`])

    const message = '0x48656c6c6f2c20416972206c6f636b' as Hex
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: CAIP_CHAIN,
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)

    const to = DEVNET_ACCOUNTS[1]!.address
    const hash = await dapp.request<Hex>({
      topic: session.topic,
      chainId: CAIP_CHAIN,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to, value: '0x2386f26fc10000' }],
      },
    })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())

    const deleted = new Promise<string>((resolve) =>
      wallet.once('session_delete', ({ topic }) => resolve(topic)),
    )
    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toBe(session.topic)
    expect(wallet.session.getAll()).toHaveLength(0)
  })

  it('made no fetch outside 127.0.0.1', () => {
    expect(offHost.urls).toEqual([])
  })
})
