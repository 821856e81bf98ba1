// The Farcaster routes through HTTP on a frame host with the devnet relay: bad bodies, unknown projects,
// app origins the project does not allow, unknown flows and other frames' binding tokens are refused;
// a started flow polls 'pending' until the Farcaster app signs (signing is covered in
// createFarcasterLogin.test.ts and the browser journey).
import { type FarcasterRelayServer, startFarcasterRelay } from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameHost, startFrameHost } from '../startFrameHost'
import { call, TEST_SECRET } from '../testing/frameHostHarness'

const APP = 'http://localhost:3000'
let relay: FarcasterRelayServer
let host: FrameHost
/** The frame host's clock: a test moves it past a flow's lifetime. */
let clock = Date.now()

interface Answer {
  url?: string
  state?: string
  bindingToken?: string
  expiresAt?: string
  status?: string
  error?: { code: string }
}

beforeAll(async () => {
  relay = await startFarcasterRelay()
  host = await startFrameHost(
    {
      smtpUrl: 'smtp://127.0.0.1:1',
      secret: TEST_SECRET,
      projects: [
        { id: 'p1', origins: ['http://localhost:*'] },
        { id: 'p2', origins: ['http://localhost:4000'] },
      ],
      // The chain is only read once a channel completes, which no test here does.
      farcaster: { relayUrl: relay.relayUrl, rpcUrl: 'http://127.0.0.1:1' },
    },
    { now: () => clock },
  )
})
afterAll(async () => {
  await host?.stop()
  await relay?.stop()
})

const start = (body: unknown) => call<Answer>('POST', `${host.url}/api/farcaster/start`, body)
const poll = (body: unknown) => call<Answer>('POST', `${host.url}/api/farcaster/poll`, body)

describe('POST /api/farcaster/start and /poll (frame host, devnet relay)', () => {
  it('starts a channel for an allowed app origin and polls it as pending', async () => {
    const started = await start({ projectId: 'p1', appOrigin: APP })
    expect(started.status).toBe(200)
    expect(started.body.url?.startsWith('farcaster://connect?channelToken=')).toBe(true)
    expect(Date.parse(started.body.expiresAt ?? '')).toBeGreaterThan(Date.now())
    const pending = await poll({
      projectId: 'p1',
      state: started.body.state,
      bindingToken: started.body.bindingToken,
    })
    expect(pending).toMatchObject({ status: 200, body: { status: 'pending' } })
  })

  it('refuses bad bodies: not JSON, missing or extra fields, wrong types', async () => {
    for (const body of [
      '{',
      {},
      { projectId: 'p1' },
      { projectId: 'p1', appOrigin: APP, extra: 1 },
      { projectId: 7, appOrigin: APP },
    ]) {
      const answer = await start(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    for (const body of [
      '{',
      {},
      { projectId: 'p1', state: 's' },
      { projectId: 'p1', state: 1, bindingToken: 'b' },
    ]) {
      const answer = await poll(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('refuses an unknown project and an app origin the project does not allow', async () => {
    expect((await start({ projectId: 'nope', appOrigin: APP })).status).toBe(403)
    expect((await start({ projectId: 'p2', appOrigin: APP })).status).toBe(403)
    expect((await start({ projectId: 'p1', appOrigin: 'https://evil.example' })).status).toBe(403)
    const started = await start({ projectId: 'p1', appOrigin: APP })
    expect(
      (await poll({ projectId: 'nope', state: started.body.state, bindingToken: started.body.bindingToken }))
        .status,
    ).toBe(403)
  })

  it('refuses an unknown flow, another frame (binding token) and another project polling it', async () => {
    const started = await start({ projectId: 'p1', appOrigin: APP })
    const unknown = await poll({
      projectId: 'p1',
      state: 'x'.repeat(43),
      bindingToken: started.body.bindingToken,
    })
    expect(unknown.status).toBeGreaterThanOrEqual(400)
    expect(unknown.body.error?.code).toBe('STATE_UNKNOWN')
    const otherFrame = await poll({
      projectId: 'p1',
      state: started.body.state,
      bindingToken: 'y'.repeat(43),
    })
    expect(otherFrame.status).toBeGreaterThanOrEqual(400)
    expect(otherFrame.body.error?.code).toBe('BINDING_MISMATCH')
    const p2 = await start({ projectId: 'p2', appOrigin: 'http://localhost:4000' })
    const otherProject = await poll({
      projectId: 'p2',
      state: started.body.state,
      bindingToken: started.body.bindingToken,
    })
    expect(otherProject.status).toBeGreaterThanOrEqual(400)
    expect(otherProject.body.error?.code).toBe('WRONG_PROJECT')
    expect(p2.status).toBe(200)
  })

  it('refuses a flow past its lifetime (10 min)', async () => {
    const started = await start({ projectId: 'p1', appOrigin: APP })
    clock += 10 * 60_000 + 1
    try {
      const late = await poll({
        projectId: 'p1',
        state: started.body.state,
        bindingToken: started.body.bindingToken,
      })
      expect(late.status).toBeGreaterThanOrEqual(400)
      expect(late.body.error?.code).toBe('STATE_EXPIRED')
    } finally {
      clock = Date.now()
    }
  })
})
