import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdRegistry } from '../../contracts/artifacts/artifacts'
import { type AnvilNode, startAnvil } from '../chain/startAnvil'
import { FaultRegistry } from '../faults/FaultRegistry'
import { deployIdRegistry } from './deployIdRegistry'
import { DEVNET_FARCASTER_USERS, ID_REGISTRY_ADDRESS } from './farcasterUsers'
import { parseConnectUrl } from './signSignInRequest'
import { type FarcasterRelayServer, startFarcasterRelay } from './startFarcasterRelay'

let anvil: AnvilNode
let relay: FarcasterRelayServer
const faults = new FaultRegistry()

beforeAll(async () => {
  ;[anvil, relay] = await Promise.all([startAnvil({ chainId: 31337 }), startFarcasterRelay({ faults })])
  await deployIdRegistry(anvil.rpcUrl)
})
afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

async function openChannel(
  body: Record<string, unknown> = {
    siweUri: 'http://127.0.0.1:5999',
    domain: '127.0.0.1:5999',
    nonce: 'abcdef123456',
  },
) {
  const res = await fetch(`${relay.relayUrl}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    body: (await res.json()) as { channelToken: string; url: string; nonce: string },
  }
}

const status = (token: string) =>
  fetch(`${relay.relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })

describe('devnet Farcaster', () => {
  it('the IdRegistry at the canonical address holds each user custody address and fid', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    for (const user of DEVNET_FARCASTER_USERS) {
      expect(privateKeyToAccount(user.custodyKey).address).toBe(user.custody)
      const [fid, custody] = await Promise.all([
        client.readContract({
          address: ID_REGISTRY_ADDRESS,
          abi: IdRegistry.abi,
          functionName: 'idOf',
          args: [user.custody],
        }),
        client.readContract({
          address: ID_REGISTRY_ADDRESS,
          abi: IdRegistry.abi,
          functionName: 'custodyOf',
          args: [BigInt(user.fid)],
        }),
      ])
      expect(fid).toBe(BigInt(user.fid))
      expect(custody).toBe(user.custody)
    }
    await deployIdRegistry(anvil.rpcUrl) // a second call leaves the registry as it is
    expect(
      await client.readContract({
        address: ID_REGISTRY_ADDRESS,
        abi: IdRegistry.abi,
        functionName: 'idCounter',
      }),
    ).toBe(3n)
  })

  it('relay: channel → farcaster://connect URL, pending, authenticated once by the app with its key', async () => {
    const { status: code, body } = await openChannel()
    expect(code).toBe(201)
    expect(body.nonce).toBe('abcdef123456')
    expect(parseConnectUrl(body.url)).toMatchObject({
      channelToken: body.channelToken,
      domain: '127.0.0.1:5999',
    })
    expect((await status(body.channelToken)).status).toBe(202)
    const signed = { message: 'x', signature: `0x${'1'.repeat(130)}`, fid: 1 }
    const post = (key: string) =>
      fetch(`${relay.relayUrl}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${body.channelToken}`,
          'x-farcaster-auth-relay-key': key,
        },
        body: JSON.stringify(signed),
      })
    expect((await post('wrong')).status).toBe(401)
    expect((await post(relay.relayKey)).status).toBe(201)
    expect((await post(relay.relayKey)).status).toBe(409)
    const done = await status(body.channelToken)
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ state: 'completed', fid: 1, nonce: 'abcdef123456' })
    expect((await status('unknown')).status).toBe(401)
    expect((await openChannel({ siweUri: 'not a url', domain: 'x' })).status).toBe(400)
  })

  it('the app page shows the request and signs it with the chosen custody key', async () => {
    const { body } = await openChannel()
    const page = await fetch(`${relay.appUrl}?uri=${encodeURIComponent(body.url)}`)
    const html = await page.text()
    expect(html).toContain('Sign in to 127.0.0.1:5999')
    expect(html).toContain('data-fid="2"')
    const approved = await fetch(`${relay.appUrl}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uri: body.url, fid: '2' }),
    })
    expect(approved.status).toBe(200)
    const done = (await (await status(body.channelToken)).json()) as {
      message: string
      fid: number
      custody: string
    }
    expect(done.fid).toBe(2)
    expect(done.message).toContain('127.0.0.1:5999 wants you to sign in with your Ethereum account')
    expect(done.message).toContain('farcaster://fid/2')
    expect(done.custody).toBe(DEVNET_FARCASTER_USERS[1]!.custody)
  })

  it('relay faults by path', async () => {
    faults.add({ route: '/relay/v1/channel', kind: '503', count: 1 })
    expect((await openChannel()).status).toBe(503)
  })
})
