import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseFrameHostOptions } from './config'
import { isLoopbackOrigin } from './startFrameHost'
import { call, type FrameHostHarness, from, startFrameHostHarness } from './testing/frameHostHarness'

type Json = Record<string, unknown> & {
  error?: { message: string; code: string; retryAfterSeconds?: number }
}

describe('frame host API (two hosts on one PGlite database, real SMTP into the devnet sink)', () => {
  let h: FrameHostHarness
  beforeAll(async () => {
    h = await startFrameHostHarness()
  })
  afterAll(() => h?.stop())

  const signIn = async (email: string) => {
    const { code, verifier } = await h.loginCode(h.a, email)
    const res = await call<Json & { token: string }>('POST', `${h.b.url}/api/email/verify`, {
      email,
      otp: code,
      projectId: 'p1',
      verifier,
    })
    expect(res.status).toBe(200)
    return { token: res.body.token, auth: { authorization: `Bearer ${res.body.token}` } }
  }

  it('accepts on host B a code requested through host A, once', async () => {
    const { code, verifier } = await h.loginCode(h.a, 'Ada@Example.com')
    const verify = await call<Json>('POST', `${h.b.url}/api/email/verify`, {
      email: 'ada@example.com',
      otp: code,
      projectId: 'p1',
      verifier,
    })
    expect(verify.status).toBe(200)
    expect(verify.body).toMatchObject({
      user: { email: 'ada@example.com' },
      sessionMode: 'bearer',
      hasWallet: false,
    })
    expect(verify.headers.get('set-cookie')).toContain('HttpOnly')
    const session = await call<Json>('GET', `${h.a.url}/api/session`, undefined, {
      authorization: `Bearer ${verify.body.token}`,
    })
    expect(session.body).toMatchObject({ user: { email: 'ada@example.com' }, projectId: 'p1' })
    const again = await call<Json>('POST', `${h.a.url}/api/email/verify`, {
      email: 'ada@example.com',
      otp: code,
      projectId: 'p1',
      verifier,
    })
    expect(again.body.error).toEqual({ message: 'No code is pending: request a new one', code: 'NO_CODE' })
  })

  it('keeps only a keyed hash of the code', async () => {
    const { code } = await h.loginCode(h.a, 'hash@example.com')
    const rows = await h.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM otp_challenges WHERE email = 'hash@example.com'",
    )
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]?.code_hash).not.toContain(code)
  })

  it('enforces the 30 s cooldown across both hosts with the real remaining seconds [spec 9.25, 8.25]', async () => {
    await h.loginCode(h.a, 'cool@example.com', '192.0.2.30')
    const start = (host: typeof h.a) =>
      call<Json>(
        'POST',
        `${host.url}/api/email/start`,
        { email: 'cool@example.com', projectId: 'p1', challenge: 'c'.repeat(43) },
        from('192.0.2.30'),
      )
    const right = await start(h.b)
    expect(right.status).toBe(429)
    expect(right.body.error).toEqual({
      message: 'Please try again after 30 seconds',
      code: 'COOLDOWN',
      retryAfterSeconds: 30,
    })
    expect(right.headers.get('retry-after')).toBe('30')
    h.clock.now += 12_500
    expect((await start(h.a)).body.error?.message).toBe('Please try again after 18 seconds')
    h.clock.now += 17_500
    expect((await start(h.b)).status).toBe(200)
  })

  it('locks a challenge after 5 wrong codes, then refuses even the right one', async () => {
    const { code, verifier } = await h.loginCode(h.a, 'lock@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const attempt = (otp: string, host = h.a) =>
      call<Json>('POST', `${host.url}/api/email/verify`, {
        email: 'lock@example.com',
        otp,
        projectId: 'p1',
        verifier,
      })
    const messages: string[] = []
    for (let i = 0; i < 5; i++) messages.push((await attempt(wrong)).body.error?.message ?? '')
    expect(messages).toEqual([
      'Invalid code (4 attempts left)',
      'Invalid code (3 attempts left)',
      'Invalid code (2 attempts left)',
      'Invalid code (1 attempts left)',
      'Too many wrong codes: request a new one',
    ])
    expect((await attempt(code, h.b)).body.error?.code).toBe('LOCKED')
  })

  it('expires a code after 10 minutes', async () => {
    const { code, verifier } = await h.loginCode(h.a, 'late@example.com')
    h.clock.now += 10 * 60_000 + 1
    const res = await call<Json>('POST', `${h.a.url}/api/email/verify`, {
      email: 'late@example.com',
      otp: code,
      projectId: 'p1',
      verifier,
    })
    expect(res.body.error).toEqual({ message: 'This code has expired: request a new one', code: 'EXPIRED' })
  })

  it('stores key shares once and releases them only to a session', async () => {
    const { auth } = await signIn('keys@example.com')
    expect((await call('GET', `${h.a.url}/api/key-shares`)).status).toBe(401)
    expect((await call('GET', `${h.a.url}/api/key-shares`, undefined, auth)).status).toBe(404)
    const shares = { authShare: 'YXV0aA==', recoveryShare: 'v1.c2FsdA.aXY.Y2lwaGVy' }
    expect((await call('PUT', `${h.b.url}/api/key-shares`, shares, auth)).status).toBe(201)
    expect((await call('PUT', `${h.a.url}/api/key-shares`, shares, auth)).status).toBe(409)
    expect((await call('GET', `${h.a.url}/api/key-shares`, undefined, auth)).body).toEqual(shares)
    await call('POST', `${h.a.url}/api/session/sign-out`, undefined, auth)
    expect((await call('GET', `${h.b.url}/api/key-shares`, undefined, auth)).status).toBe(401)
  })

  it('on a loopback origin the session also rides in a __Host-, Secure, Partitioned, HttpOnly cookie', async () => {
    const { code, verifier } = await h.loginCode(h.a, 'cookie@example.com')
    const verify = await call('POST', `${h.a.url}/api/email/verify`, {
      email: 'cookie@example.com',
      otp: code,
      projectId: 'p1',
      verifier,
    })
    const setCookie = verify.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      /^__Host-airlock_frame_session=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=None; Partitioned$/,
    )
    const cookie = setCookie.split(';')[0]!
    expect((await call('GET', `${h.b.url}/api/session`, undefined, { cookie })).body).toMatchObject({
      user: { email: 'cookie@example.com' },
    })
    const out = await call('POST', `${h.b.url}/api/session/sign-out`, undefined, { cookie })
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned$/)
    const after = await call('GET', `${h.a.url}/api/session`, undefined, { cookie })
    expect([after.status, after.body]).toEqual([200, { user: null }])
    expect(isLoopbackOrigin('http://127.0.0.1:4000')).toBe(true)
    expect(isLoopbackOrigin('http://localhost:4000')).toBe(true)
    expect(isLoopbackOrigin('http://[::1]:4000')).toBe(true)
    expect(isLoopbackOrigin('http://frame.lan:4000')).toBe(false)
    expect(isLoopbackOrigin('https://127.0.0.1')).toBe(false)
  })

  it('answers bad input with clear errors', async () => {
    const url = `${h.a.url}/api/email/start`
    expect((await call<Json>('POST', url, '{nope')).body.error).toEqual({
      message: 'Request body is not valid JSON',
      code: 'BAD_REQUEST',
    })
    const challenge = 'c'.repeat(43)
    expect(
      (await call<Json>('POST', url, { email: 'x', projectId: 'p1', challenge })).body.error?.message,
    ).toBe('Invalid request: email: Invalid email address')
    expect((await call<Json>('POST', url, { email: 'a@b.co', projectId: 'nope', challenge })).status).toBe(
      403,
    )
    expect(
      (await call<Json>('POST', url, { email: 'a@b.co', projectId: 'p1', challenge, admin: 1 })).status,
    ).toBe(400)
    // A code asked without a frame's challenge is refused: only a frame can ask for one it can redeem.
    expect((await call<Json>('POST', url, { email: 'a@b.co', projectId: 'p1' })).body.error?.message).toMatch(
      /^Invalid request: challenge: /,
    )
    expect(
      (await call('POST', url, { email: `${'a'.repeat(70_000)}@b.co`, projectId: 'p1', challenge })).status,
    ).toBe(413)
    expect((await call('GET', `${h.a.url}/api/nothing`)).status).toBe(404)
  })

  it('serves the API to its own origin only', async () => {
    const foreign = await call<Json>(
      'POST',
      `${h.a.url}/api/email/start`,
      { email: 'c@b.co', projectId: 'p1', challenge: 'c'.repeat(43) },
      { origin: 'http://localhost:3000' },
    )
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const own = await call('GET', `${h.a.url}/api/session`, undefined, { origin: h.a.origin })
    expect(own.headers.get('access-control-allow-origin')).toBe(h.a.origin)
  })

  it('serves the frame page with frame-ancestors from the project and refuses unknown projects', async () => {
    const page = await fetch(
      `${h.a.url}/frame?projectId=p1&chainId=eip155%3A31337&version=1&enableLogger=false`,
    )
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors http://localhost:*')
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545")
    expect(await page.text()).toContain('"chains":{"eip155:31337":"http://127.0.0.1:8545"}')
    const unknown = await fetch(`${h.a.url}/frame?projectId=evil`)
    expect(unknown.status).toBe(400)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('passes a well-formed locale to the frame page and serves the approval window unframeable', async () => {
    const base = `${h.a.url}/frame?projectId=p1&chainId=eip155%3A31337`
    expect(await (await fetch(`${base}&locale=es-MX`)).text()).toContain('"locale":"es-MX"')
    const hostile = await (await fetch(`${base}&locale=${encodeURIComponent('"></script><script>')}`)).text()
    expect(hostile).not.toContain('"locale"')
    const approve = await fetch(`${h.a.url}/approve?locale=es`)
    expect(approve.status).toBe(200)
    expect(approve.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(approve.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(await approve.text()).toContain('<script src="/approve.js" defer></script>')
    const script = await fetch(`${h.a.url}/approve.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect((await script.text()).length).toBeGreaterThan(1000)
  })
})

describe('parseFrameHostOptions', () => {
  it('names every bad field', () => {
    expect(() =>
      parseFrameHostOptions({ smtpUrl: 'http://x', secret: 'short', projects: [] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Invalid frame host configuration: smtpUrl: an smtp:// or smtps:// URL; secret: SECRET must be at least 32 characters; projects: Too small: expected array to have >=1 items]`,
    )
  })
})
