import {
  type AnvilNode,
  DEVNET_FARCASTER_USERS,
  deployIdRegistry,
  type FarcasterRelayServer,
  FaultRegistry,
  ID_REGISTRY_ADDRESS,
  startAnvil,
  startFarcasterRelay,
} from '@airlock/devnet'
import { encodeFunctionData, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameDatabase, openFrameDatabase } from '../database/openFrameDatabase'
import { SocialLoginError } from '../oauth/SocialLoginError'
import { applySocialMigrations } from '../oauth/socialMigrations'
import { createFarcasterLogin, type FarcasterLogin } from './createFarcasterLogin'
import { parseFarcasterConfig } from './farcasterConfig'

const FRAME = 'http://127.0.0.1:5999'
let db: FrameDatabase
let anvil: AnvilNode
let relay: FarcasterRelayServer
let farcaster: FarcasterLogin
const faults = new FaultRegistry()

beforeAll(async () => {
  ;[db, anvil, relay] = await Promise.all([
    openFrameDatabase(),
    startAnvil({ chainId: 31337 }),
    startFarcasterRelay({ faults }),
  ])
  await Promise.all([applySocialMigrations(db), deployIdRegistry(anvil.rpcUrl)])
  farcaster = createFarcasterLogin({
    db,
    config: parseFarcasterConfig({ relayUrl: relay.relayUrl, rpcUrl: anvil.rpcUrl }),
    publicUrl: FRAME,
    requestTimeoutMs: 2000,
  })
})
afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
  await db?.close()
})

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof SocialLoginError) return error.code
    throw error
  }
  throw new Error('expected a refusal')
}

describe('Farcaster sign-in verified against the IdRegistry on anvil', () => {
  it('a channel signed by the custody key of its fid signs in (fid, relay username), once', async () => {
    const started = await farcaster.start({ projectId: 'p1' })
    expect(started.url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    const poll = { projectId: 'p1', state: started.state, bindingToken: started.bindingToken }
    expect(await farcaster.poll(poll)).toEqual({ status: 'pending' })
    await relay.approve(started.url, 'grace')
    const done = await farcaster.poll(poll)
    expect(done).toMatchObject({
      status: 'completed',
      identity: { provider: 'farcaster', subject: '2', username: 'grace', emailVerified: false },
    })
    expect(await refusal(farcaster.poll(poll))).toBe('STATE_USED')
    const again = await farcaster.start({ projectId: 'p1' })
    await relay.approve(again.url, 2)
    const second = await farcaster.poll({
      projectId: 'p1',
      state: again.state,
      bindingToken: again.bindingToken,
    })
    expect(second.status === 'completed' && second.userId).toBe(done.status === 'completed' && done.userId)
  })

  it.each([
    ['a message for another domain', { domain: 'evil.example' }],
    ['a relay channel answered by another fid', { relayFid: 3 }],
    ['a message claiming an fid its signer does not hold', { messageFid: 3, relayFid: 3 }],
  ])('refuses %s', async (_, tampering) => {
    const started = await farcaster.start({ projectId: 'p1' })
    await relay.approve(started.url, 'ada', tampering)
    const poll = { projectId: 'p1', state: started.state, bindingToken: started.bindingToken }
    expect(await refusal(farcaster.poll(poll))).toBe('FARCASTER_INVALID')
    expect(await refusal(farcaster.poll(poll))).toBe('STATE_USED')
  })

  it('refuses another frame or project polling the flow', async () => {
    const started = await farcaster.start({ projectId: 'p1' })
    expect(
      await refusal(farcaster.poll({ projectId: 'p1', state: started.state, bindingToken: 'X'.repeat(43) })),
    ).toBe('BINDING_MISMATCH')
    expect(
      await refusal(
        farcaster.poll({ projectId: 'p2', state: started.state, bindingToken: started.bindingToken }),
      ),
    ).toBe('WRONG_PROJECT')
    expect(
      await refusal(
        farcaster.poll({ projectId: 'p1', state: 'Y'.repeat(43), bindingToken: started.bindingToken }),
      ),
    ).toBe('STATE_UNKNOWN')
  })

  it('a relay failing or hanging leaves the flow pending for the next poll', async () => {
    const started = await farcaster.start({ projectId: 'p1' })
    const poll = { projectId: 'p1', state: started.state, bindingToken: started.bindingToken }
    faults.add({ route: '/relay/v1/channel/status', kind: '500', count: 1 })
    expect(await refusal(farcaster.poll(poll))).toBe('PROVIDER_UNAVAILABLE')
    faults.add({ route: '/relay/v1/channel/status', kind: 'timeout', count: 1 })
    expect(await refusal(farcaster.poll(poll))).toBe('PROVIDER_UNAVAILABLE')
    faults.add({ route: '/relay/v1/channel', kind: 'malformed', count: 1 })
    expect(await refusal(farcaster.start({ projectId: 'p1' }))).toBe('PROVIDER_UNAVAILABLE')
    await relay.approve(started.url, 'alan')
    expect(await farcaster.poll(poll)).toMatchObject({ status: 'completed', identity: { subject: '3' } })
  })

  it('reads the registry: once the fid moved to another custody address, the old key is refused', async () => {
    const ada = DEVNET_FARCASTER_USERS[0]!
    const rpc = (method: string, params: unknown[]) =>
      fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }).then((r) => r.json())
    await rpc('anvil_impersonateAccount', [ada.custody])
    await rpc('eth_sendTransaction', [
      {
        from: ada.custody,
        to: ID_REGISTRY_ADDRESS,
        data: encodeFunctionData({
          abi: parseAbi(['function transfer(address to)']),
          functionName: 'transfer',
          args: ['0x000000000000000000000000000000000000dEaD'],
        }),
      },
    ])
    const started = await farcaster.start({ projectId: 'p1' })
    await relay.approve(started.url, 'ada')
    expect(
      await refusal(
        farcaster.poll({ projectId: 'p1', state: started.state, bindingToken: started.bindingToken }),
      ),
    ).toBe('FARCASTER_INVALID')
  })
})
