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
import { CODE_LIMITS } from './limits'
import {
  call,
  type FrameHostHarness,
  from,
  newVerifier,
  startFrameHostHarness,
  TEST_SECRET,
} from './testing/frameHostHarness'

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
      TRUSTED_PROXIES: '1',
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

  const start = (url: string, email: string, ip: string) => {
    const { verifier, challenge } = newVerifier()
    return call<{ error?: { code: string; message: string } }>(
      'POST',
      `${url}/api/email/start`,
      { email, projectId: 'p1', challenge },
      from(ip),
    ).then((res) => ({ ...res, verifier }))
  }

  it('accepts in the CLI process a code requested in this one, only with its verifier; one cooldown for both', async () => {
    expect(h.db.kind).toBe('postgres')
    h.clock.now = Date.now() // this process's clock, as the CLI process uses
    const { code, verifier } = await h.loginCode(h.a, 'pg@example.com', '198.51.100.1')
    const cooldown = await start(other.url, 'pg@example.com', '198.51.100.1')
    expect(cooldown.status).toBe(429)
    expect(cooldown.body.error?.code).toBe('COOLDOWN')
    const verify = (with_: string) =>
      call<{ user?: { email: string }; error?: { code: string } }>('POST', `${other.url}/api/email/verify`, {
        email: 'pg@example.com',
        otp: code,
        projectId: 'p1',
        verifier: with_,
      })
    expect((await verify(newVerifier().verifier)).body.error?.code).toBe('NO_CODE')
    const verified = await verify(verifier)
    expect(verified.status).toBe(200)
    expect(verified.body.user?.email).toBe('pg@example.com')
    const health = await call<{ database: string }>('GET', `${other.url}/healthz`)
    expect(health.body.database).toBe('postgres')
  })

  it('counts the limits once for both processes: 20 mails an hour per client, 20 a day per address', async () => {
    // Fixed windows: start clear of an hour boundary (a bounded wait), so the run stays in one window.
    const toBoundary = 3_600_000 - (Date.now() % 3_600_000)
    if (toBoundary < 60_000) await new Promise((r) => setTimeout(r, toBoundary + 1_000))
    h.clock.now = Date.now()
    const ip = '203.0.113.77'
    for (let i = 0; i < CODE_LIMITS.mailsPerIp.max; i++) {
      const res = await start(i % 2 ? other.url : h.a.url, `pg-many-${i}@example.com`, ip)
      expect(res.status, `mail ${i}`).toBe(200)
    }
    for (const url of [h.a.url, other.url])
      expect((await start(url, 'pg-many-x@example.com', ip)).body.error?.code).toBe('COOLDOWN')
    // One address, asked once each by 20 clients through both processes: the 21st client is refused.
    for (let i = 0; i < CODE_LIMITS.mailsPerAddress.max; i++) {
      const res = await start(i % 2 ? other.url : h.a.url, 'pg-target@example.com', `198.51.100.${100 + i}`)
      expect(res.status, `client ${i}`).toBe(200)
    }
    const refused = await start(other.url, 'pg-target@example.com', '198.51.100.200')
    expect(refused.status).toBe(429)
    expect(h.sink.mailbox.list('pg-target@example.com')).toHaveLength(CODE_LIMITS.mailsPerAddress.max)
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
