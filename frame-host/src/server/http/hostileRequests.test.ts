import { HOSTILE_REQUESTS, rawHttpRequest } from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameHost, startFrameHost } from '../startFrameHost'
import { TEST_SECRET } from '../testing/frameHostHarness'

// Finding 3 of issue #28: `GET //[ HTTP/1.1` made `new URL()` throw outside the handler's try; the
// rejection was unhandled and the process exited before any login. These requests are sent verbatim on
// TCP; the host must answer each and keep serving, with no uncaught error in this process.
describe('frame host HTTP layer against hostile requests', () => {
  let host: FrameHost
  const crashes: unknown[] = []
  const onCrash = (error: unknown) => void crashes.push(error)
  beforeAll(async () => {
    process.on('uncaughtException', onCrash)
    process.on('unhandledRejection', onCrash)
    host = await startFrameHost(
      {
        smtpUrl: 'smtp://127.0.0.1:9',
        secret: TEST_SECRET,
        projects: [{ id: 'p1', origins: ['http://localhost:*'] }],
      },
      {
        mailer: { send: async () => undefined, close: () => undefined },
        requestTimeoutMs: 1_500,
        headersTimeoutMs: 1_000,
      },
    )
  })
  afterAll(async () => {
    process.off('uncaughtException', onCrash)
    process.off('unhandledRejection', onCrash)
    await host?.stop()
  })

  const healthy = async () => (await fetch(`${host.url}/healthz`)).status

  it.each(Object.entries(HOSTILE_REQUESTS))('answers %s with a 4xx and keeps serving', async (_name, raw) => {
    const answer = await rawHttpRequest(host.url, [raw])
    expect(answer.status, answer.text.slice(0, 120)).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(await healthy()).toBe(200)
    expect(crashes).toEqual([])
  })

  it('cuts off a body sent a few bytes at a time (408) while answering everyone else', async () => {
    const head =
      'POST /api/email/start HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n'
    const drips = Array.from({ length: 40 }, () => '          ')
    const slow = Array.from({ length: 20 }, () => rawHttpRequest(host.url, [head, ...drips], { gapMs: 200 }))
    // While twenty slow bodies hold their connections, the host answers at once.
    expect(await healthy()).toBe(200)
    for (const answer of await Promise.all(slow)) expect(answer.status).toBe(408)
    expect(await healthy()).toBe(200)
    expect(crashes).toEqual([])
  })

  it('cuts off a request head that never ends', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)
    const answer = await rawHttpRequest(host.url, ['GET /healthz HTTP/1.1\r\nHost: x\r\n', ...lines], {
      gapMs: 100,
    })
    expect(answer.status).toBe(408)
    expect(await healthy()).toBe(200)
  })

  it('sends nosniff and a same-origin resource policy on every API answer (finding 11)', async () => {
    for (const res of [
      await fetch(`${host.url}/api/session/nothing`),
      await fetch(`${host.url}/api/email/start`, { method: 'OPTIONS', headers: { origin: host.origin } }),
      await fetch(`${host.url}/healthz`),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    }
  })
})
