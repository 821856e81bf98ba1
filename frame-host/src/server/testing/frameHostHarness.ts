import { createHash, randomBytes } from 'node:crypto'
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
  /**
   * Asks host `via` for a login code for `email` as a frame does (with a fresh verifier's challenge, from
   * client address `ip`) and returns the code from the sink and the verifier that redeems it.
   */
  loginCode(via: FrameHost, email: string, ip?: string): Promise<LoginCode>
  stop(): Promise<void>
}

/** A login code as the sink received it, and the verifier that redeems it. */
export interface LoginCode {
  code: string
  verifier: string
}

/** A PKCE-style verifier and its challenge, as the frame makes them. */
export function newVerifier(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** Headers that make a request count as coming from client address `ip` (the harness trusts one proxy). */
export const from = (ip: string): Record<string, string> => ({ 'x-forwarded-for': ip })

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
    // Tests choose their client address with X-Forwarded-For (see `from`).
    trustedProxies: 1,
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
    async loginCode(via, email, ip = '192.0.2.1') {
      const after = sink.mailbox.lastId
      const { verifier, challenge } = newVerifier()
      const res = await call(
        'POST',
        `${via.url}/api/email/start`,
        { email, projectId: 'p1', challenge },
        from(ip),
      )
      if (res.status !== 200) throw new Error(`email/start ${res.status}: ${JSON.stringify(res.body)}`)
      const mail = await sink.mailbox.waitFor(email, { afterId: after })
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
      if (!code) throw new Error(`no code in ${mail.subject}`)
      return { code, verifier }
    },
    async stop() {
      await Promise.all([a.stop(), b.stop()])
      await db.close()
      await sink.stop()
    },
  }
}
