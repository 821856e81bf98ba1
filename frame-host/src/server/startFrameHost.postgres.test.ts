import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import {
  HOSTILE_REQUESTS,
  postgresUnavailableReason,
  rawHttpRequest,
  startTestPostgres,
  type TestPostgres,
} from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type FrameHostHarness, startFrameHostHarness, TEST_SECRET } from './testing/frameHostHarness'

const unavailable = postgresUnavailableReason()
if (unavailable) console.warn(`skipping frame-host-on-PostgreSQL test: ${unavailable}`)

/** Starts the CLI as a separate OS process on `databaseUrl` and resolves with its URL. */
async function startCliProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const cli = fileURLToPath(new URL('../cli.ts', import.meta.url))
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', cli], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += String(d)
  })
  const [line] = (await Promise.race([
    once(child.stdout!, 'data'),
    once(child, 'exit').then(() => {
      throw new Error(`frame host CLI exited: ${stderr}`)
    }),
  ])) as [Buffer]
  return { url: (JSON.parse(String(line)) as { url: string }).url, child }
}

describe.skipIf(unavailable !== undefined)('frame host on a real PostgreSQL, two OS processes', () => {
  let pg: TestPostgres
  let h: FrameHostHarness
  let other: { url: string; child: ChildProcess }
  beforeAll(async () => {
    pg = await startTestPostgres()
    h = await startFrameHostHarness(pg.url, 'frame_host_e2e')
    other = await startCliProcess({
      DATABASE_URL: pg.url,
      DATABASE_SCHEMA: 'frame_host_e2e',
      SMTP_URL: h.sink.smtpUrl,
      SECRET: TEST_SECRET,
      PROJECTS: JSON.stringify([{ id: 'p1', origins: ['http://localhost:*'] }]),
      PORT: '0',
    })
  }, 90_000)
  afterAll(async () => {
    if (other) {
      other.child.kill('SIGTERM')
      if (other.child.exitCode === null) await once(other.child, 'exit')
    }
    await h?.stop()
    await pg?.stop()
  }, 30_000)

  it('accepts in the CLI process a code requested in this one, and holds the cooldown across both', async () => {
    expect(h.db.kind).toBe('postgres')
    h.clock.now = Date.now() // this process's clock, as the CLI process uses
    const code = await h.loginCode(h.a, 'pg@example.com')
    const cooldown = await call<{ error: { message: string } }>('POST', `${other.url}/api/email/start`, {
      email: 'pg@example.com',
      projectId: 'p1',
    })
    expect(cooldown.status).toBe(429)
    expect(cooldown.body.error.message).toMatch(/^Please try again after (29|30) seconds$/)
    const verify = await call<{ user: { email: string } }>('POST', `${other.url}/api/email/verify`, {
      email: 'pg@example.com',
      otp: code,
      projectId: 'p1',
    })
    expect(verify.status).toBe(200)
    expect(verify.body.user.email).toBe('pg@example.com')
    const health = await call<{ database: string }>('GET', `${other.url}/healthz`)
    expect(health.body.database).toBe('postgres')
  })

  it('keeps the deployed process up through hostile request lines (issue #28, finding 3)', async () => {
    for (const raw of Object.values(HOSTILE_REQUESTS)) {
      const answer = await rawHttpRequest(other.url, [raw])
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    expect(other.child.exitCode).toBeNull()
    expect((await call('GET', `${other.url}/healthz`)).status).toBe(200)
  })
})
