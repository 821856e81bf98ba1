import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CODE_LIMITS } from '../limits'
import {
  call,
  type FrameHostHarness,
  from,
  newVerifier,
  startFrameHostHarness,
} from '../testing/frameHostHarness'

type Json = Record<string, unknown> & {
  error?: { message: string; code: string; retryAfterSeconds?: number; attemptsLeft?: number }
}

const DAY = 86_400_000

// Issue #28, findings 5, 6, 8 and 11: who can redeem a code, what a code mail says, and what the limits
// on codes cost someone who wants to guess one or keep someone else from getting one.
describe('email codes: bound to the asking frame, limited per address and per client', () => {
  let h: FrameHostHarness
  beforeAll(async () => {
    h = await startFrameHostHarness()
  })
  afterAll(() => h?.stop())
  // Each test starts at the beginning of a fresh day, so that its hour and day windows are its own.
  beforeEach(() => {
    h.clock.now = (Math.floor(h.clock.now / DAY) + 1) * DAY + 1_000
  })

  const start = (email: string, ip: string, host = h.a) => {
    const { verifier, challenge } = newVerifier()
    return call<Json>(
      'POST',
      `${host.url}/api/email/start`,
      { email, projectId: 'p1', challenge },
      from(ip),
    ).then((res) => ({ ...res, verifier }))
  }
  const verify = (email: string, otp: string, verifier: string, ip: string, host = h.b) =>
    call<Json & { user?: { email: string } }>(
      'POST',
      `${host.url}/api/email/verify`,
      { email, otp, projectId: 'p1', verifier },
      from(ip),
    )
  const mailsTo = (email: string) => h.sink.mailbox.list(email).length

  it('redeems a code only with the verifier of the frame that asked for it (finding 5)', async () => {
    const frame = await h.loginCode(h.a, 'relay@example.com', '198.51.100.1')
    // The host page saw the code (or a look-alike phished it): without the frame's verifier it is nothing,
    // and its tries do not use up the frame's.
    for (let i = 0; i < 6; i++) {
      const relayed = await verify('relay@example.com', frame.code, newVerifier().verifier, '203.0.113.9')
      expect(relayed.body.error?.code).toBe('NO_CODE')
    }
    const own = await verify('relay@example.com', frame.code, frame.verifier, '198.51.100.1')
    expect(own.status).toBe(200)
    expect(own.body.user?.email).toBe('relay@example.com')
  })

  it("lets no one else supersede or lock a frame's code: asking and guessing only touch their own (finding 8)", async () => {
    const frame = await h.loginCode(h.a, 'victim@example.com', '198.51.100.2')
    // The old attack: six requests (a code, then five wrong guesses) every 30 s. Each code is now bound to
    // the attacker's own verifier, so it locks only the attacker's own.
    for (let round = 0; round < 3; round++) {
      const attacker = await start('victim@example.com', '203.0.113.10')
      expect(attacker.status).toBe(200)
      for (let i = 0; i < 5; i++)
        await verify('victim@example.com', '000000', attacker.verifier, '203.0.113.10')
      h.clock.now += 30_000
    }
    expect((await verify('victim@example.com', frame.code, frame.verifier, '198.51.100.2')).status).toBe(200)
  })

  it('mails codes to at most 20 addresses an hour from one client (finding 11)', async () => {
    for (let i = 0; i < CODE_LIMITS.mailsPerIp.max; i++)
      expect((await start(`many-${i}@example.com`, '203.0.113.20')).status).toBe(200)
    const refused = await start('many-20@example.com', '203.0.113.20', h.b)
    expect(refused.status).toBe(429)
    expect(refused.body.error?.code).toBe('COOLDOWN')
    expect(refused.body.error?.retryAfterSeconds).toBeGreaterThan(3_500)
    expect(refused.body.error?.retryAfterSeconds).toBeLessThanOrEqual(3_600)
    expect(mailsTo('many-20@example.com')).toBe(0)
    // Anyone else is served.
    expect((await start('many-20@example.com', '198.51.100.20')).status).toBe(200)
  })

  it('keeps an address from codes only for 20 requests a day from 4 clients; codes already out still work', async () => {
    const email = 'target@example.com'
    const first = await h.loginCode(h.a, email, '198.51.100.30')
    let sent = 1
    const clients = ['198.51.100.30', '203.0.113.31', '203.0.113.32', '203.0.113.33']
    // Five codes from each client, 30 s apart (the spec's cooldown per address and client).
    for (let round = 0; round < CODE_LIMITS.mailsPerAddressAndIp.max; round++) {
      h.clock.now += 30_000
      for (const [i, ip] of clients.entries()) {
        if (round === 0 && i === 0) continue // the frame's code above
        expect((await start(email, ip, i % 2 ? h.a : h.b)).status, `${ip} #${round}`).toBe(200)
        sent++
      }
    }
    // A sixth from the same client in a day is refused.
    h.clock.now += 30_000
    expect((await start(email, clients[1]!)).body.error?.code).toBe('COOLDOWN')
    expect(sent).toBe(CODE_LIMITS.mailsPerAddress.max)
    // The address has had its 20 codes today: a fifth client is refused until the day ends.
    const fifth = await start(email, '198.51.100.34')
    expect(fifth.status).toBe(429)
    expect(fifth.body.error?.retryAfterSeconds).toBeGreaterThan(23 * 3_600)
    expect(mailsTo(email)).toBe(CODE_LIMITS.mailsPerAddress.max)
    // The first code, bound to its frame's verifier, was neither superseded nor locked.
    expect((await verify(email, first.code, first.verifier, '198.51.100.30')).status).toBe(200)
    h.clock.now += DAY
    expect((await start(email, '198.51.100.34')).status).toBe(200)
  })

  it('refuses code checks from a client after 30 wrong codes in an hour', async () => {
    const ip = '203.0.113.40'
    const codes = []
    for (let i = 0; i < 7; i++)
      codes.push({ email: `guess-${i}@example.com`, ...(await start(`guess-${i}@example.com`, ip)) })
    const mail = await h.sink.mailbox.waitFor('guess-6@example.com')
    const right = /(\d{6})/.exec(mail.subject)![1]!
    const wrong = right === '000000' ? '111111' : '000000'
    for (const { email, verifier } of codes.slice(0, 6))
      for (let i = 0; i < 5; i++) await verify(email, wrong, verifier, ip)
    const last = codes[6]!
    const refused = await verify(last.email, right, last.verifier, ip)
    expect(refused.status).toBe(429)
    expect(refused.body.error?.code).toBe('RATE_LIMITED')
    // The code itself was not touched: its holder, on another network, redeems it.
    expect((await verify(last.email, right, last.verifier, '198.51.100.40')).status).toBe(200)
  })

  it('confirms an email change with a code to each address, each mail naming the new one (finding 6)', async () => {
    const { code, verifier } = await h.loginCode(h.a, 'old@example.com', '198.51.100.50')
    const signed = await verify('old@example.com', code, verifier, '198.51.100.50')
    const auth = {
      authorization: `Bearer ${(signed.body as { token: string }).token}`,
      ...from('198.51.100.50'),
    }
    const after = h.sink.mailbox.lastId
    expect(
      (await call('POST', `${h.a.url}/api/email/update`, { newEmail: 'new@example.com' }, auth)).body,
    ).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const toOld = await h.sink.mailbox.waitFor('old@example.com', { afterId: after })
    expect(toOld.subject).toContain('new@example.com')
    expect(toOld.text).toContain('from old@example.com to new@example.com')
    const primary = /(\d{6})/.exec(toOld.subject)![1]!
    const step2 = await call('POST', `${h.b.url}/api/email/update/primary`, { otp: primary }, auth)
    expect(step2.body).toEqual({ action: 'VERIFY_SECONDARY_OTP', newEmail: 'new@example.com' })
    const toNew = await h.sink.mailbox.waitFor('new@example.com', { afterId: after })
    expect(toNew.text).toContain('from old@example.com to new@example.com')
    const secondary = /(\d{6})/.exec(toNew.subject)![1]!
    expect(
      (await call('POST', `${h.a.url}/api/email/update/secondary`, { otp: secondary }, auth)).body,
    ).toEqual({
      newEmail: 'new@example.com',
    })
    expect((await call('GET', `${h.a.url}/api/session`, undefined, auth)).body).toMatchObject({
      user: { email: 'new@example.com' },
    })
  })

  it('says whether an address has an account only to whoever reads its mail (finding 11)', async () => {
    const taken = await h.loginCode(h.a, 'taken@example.com', '198.51.100.60')
    expect((await verify('taken@example.com', taken.code, taken.verifier, '198.51.100.60')).status).toBe(200)
    const me = await h.loginCode(h.a, 'prober@example.com', '198.51.100.61')
    const signed = await verify('prober@example.com', me.code, me.verifier, '198.51.100.61')
    const auth = {
      authorization: `Bearer ${(signed.body as { token: string }).token}`,
      ...from('198.51.100.61'),
    }
    // The same answer as for a free address (it was 409 'This email is used by another account').
    const after = h.sink.mailbox.lastId
    const asked = await call('POST', `${h.a.url}/api/email/update`, { newEmail: 'taken@example.com' }, auth)
    expect([asked.status, asked.body]).toEqual([200, { action: 'VERIFY_PRIMARY_OTP' }])
    const toOld = await h.sink.mailbox.waitFor('prober@example.com', { afterId: after })
    const primary = /(\d{6})/.exec(toOld.subject)![1]!
    expect((await call('POST', `${h.a.url}/api/email/update/primary`, { otp: primary }, auth)).status).toBe(
      200,
    )
    // Only the holder of the new address's mailbox learns that it is taken, at the last step.
    const toNew = await h.sink.mailbox.waitFor('taken@example.com', { afterId: after })
    const secondary = /(\d{6})/.exec(toNew.subject)![1]!
    const last = await call<Json>('POST', `${h.b.url}/api/email/update/secondary`, { otp: secondary }, auth)
    expect([last.status, last.body.error?.code]).toEqual([409, 'EMAIL_TAKEN'])
  })
})
