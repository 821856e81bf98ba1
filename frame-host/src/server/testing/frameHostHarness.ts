import { type MailSink, startMailSink } from '@airlock/devnet'
import { type FrameDatabase, openFrameDatabase } from '../database/openFrameDatabase'
import { type FrameHost, startFrameHost } from '../startFrameHost'

/** A test secret (never use in production). */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123'

/** Two frame hosts on one database, a mail sink, and a shared movable clock. */
export interface FrameHostHarness {
  sink: MailSink
  db: FrameDatabase
  a: FrameHost
  b: FrameHost
  clock: { now: number }
  /** Asks host `via` for a login code for `email` and returns the code from the sink. */
  loginCode(via: FrameHost, email: string): Promise<string>
  stop(): Promise<void>
}

/** JSON request helper: method, URL, body, headers → status, headers, parsed body. */
export async function call<T = Record<string, unknown>>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {}
  return { status: res.status, headers: res.headers, body: parsed as T }
}

/** Starts the harness on PGlite (or `databaseUrl`), project 'p1' allowed from http://localhost:*. */
export async function startFrameHostHarness(
  databaseUrl?: string,
  schema?: string,
): Promise<FrameHostHarness> {
  const sink = await startMailSink()
  const db = await openFrameDatabase({
    ...(databaseUrl ? { url: databaseUrl, dropSchemaOnClose: true } : {}),
    ...(schema ? { schema } : {}),
  })
  const clock = { now: Date.now() }
  const options = {
    smtpUrl: sink.smtpUrl,
    secret: TEST_SECRET,
    projects: [{ id: 'p1', origins: ['http://localhost:*'] }],
    chains: { 'eip155:31337': 'http://127.0.0.1:8545' },
  }
  const runtime = { database: db, now: () => clock.now }
  const a = await startFrameHost(options, runtime)
  const b = await startFrameHost(options, runtime)
  return {
    sink,
    db,
    a,
    b,
    clock,
    async loginCode(via, email) {
      const after = sink.mailbox.lastId
      const res = await call('POST', `${via.url}/api/email/start`, { email, projectId: 'p1' })
      if (res.status !== 200) throw new Error(`email/start ${res.status}: ${JSON.stringify(res.body)}`)
      const mail = await sink.mailbox.waitFor(email, { afterId: after })
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
      if (!code) throw new Error(`no code in ${mail.subject}`)
      return code
    },
    async stop() {
      await Promise.all([a.stop(), b.stop()])
      await db.close()
      await sink.stop()
    },
  }
}
