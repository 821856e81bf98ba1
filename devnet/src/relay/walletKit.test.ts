import { createMemoryStorage } from '@airlock/testing'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { createEip155Signer } from '../wallet/createEip155Signer'
import { type RelayServer, startRelay } from './startRelay'
import { recordOffHostFetch } from './testing/recordOffHostFetch'

// Turns off pulse (WalletKit sends an INIT event at start) and verify in Node.
process.env.IS_VITEST = 'true'
const offHost = recordOffHostFetch()

const CHAIN = 'eip155:31337'
const account = DEVNET_ACCOUNTS[3]!
let relay: RelayServer
let dapp: InstanceType<typeof SignClient>
let kit: Awaited<ReturnType<typeof WalletKit.init>>

beforeAll(async () => {
  relay = await startRelay()
  dapp = await SignClient.init({
    projectId: 'airlock-devnet',
    relayUrl: relay.url,
    storage: createMemoryStorage().keyValue(),
    customStoragePrefix: 'walletkit-dapp',
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'Node dApp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  const core = new Core({
    projectId: 'airlock-devnet',
    relayUrl: relay.url,
    storage: createMemoryStorage().keyValue(),
    customStoragePrefix: 'walletkit-wallet',
    logger: 'silent',
    telemetryEnabled: false,
  })
  kit = await WalletKit.init({
    // The SDK's own Core and ICore types disagree under exactOptionalPropertyTypes (relayUrl?: string).
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: { name: 'WalletKit wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
})

afterAll(async () => {
  offHost.restore()
  for (const client of [dapp.core, kit?.core]) await client?.relayer.transportClose().catch(() => undefined)
  await relay?.stop()
})

describe('@reown/walletkit through the devnet relay', () => {
  it('approves a session and answers eth_signTypedData_v4, then the wallet disconnects', async () => {
    const signer = createEip155Signer({ privateKey: account.privateKey, rpcUrls: {} })
    kit.on('session_proposal', async ({ id, params }) => {
      const namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains: [CHAIN],
            methods: ['eth_signTypedData_v4'],
            events: ['accountsChanged'],
            accounts: [`${CHAIN}:${account.address}`],
          },
        },
      })
      await kit.approveSession({ id, namespaces })
    })
    kit.on('session_request', async ({ id, topic, params }) => {
      const result = await signer.sign(params.request.method, params.request.params as unknown[], 31337)
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    })

    const started = performance.now()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['eth_signTypedData_v4'], events: [] } },
    })
    // Call approval() at once: the SDK's promise ignores a session that settles before approval() is called.
    const approved = approval()
    await kit.pair({ uri: uri! })
    const session = await approved
    console.info(
      `[relay] WalletKit: connect → approved session: ${(performance.now() - started).toFixed(0)} ms`,
    )
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${account.address}`])

    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello from walletkit' },
    } as const
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'eth_signTypedData_v4', params: [account.address, JSON.stringify(typed)] },
    })
    expect(await verifyTypedData({ ...typed, address: account.address, signature })).toBe(true)

    const deleted = new Promise<string>((resolve) =>
      dapp.once('session_delete', ({ topic }) => resolve(topic)),
    )
    await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toBe(session.topic)
  })

  it('made no fetch outside 127.0.0.1', () => {
    expect(offHost.urls).toEqual([])
  })
})
