import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { formatRevokeMessage } from '@airlock/siwx/message'
import { sessionAnswerSchema, sessionListAnswerSchema } from '@airlock/siwx/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiwxServer } from '../startSiwxServer'
import {
  APP_ORIGIN,
  appMessage,
  codeOf,
  EVM_CHAIN,
  type SiwxHarness,
  SOLANA_CHAIN,
  startSiwxHarness,
  TestClient,
} from '../testing/harness'
import { solanaTestAccount } from '../testing/signers'

// EVM accounts verified by recovery (no RPC for the chain in this file's servers): sessions, not verification.
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const mallory = privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey)
const solana = solanaTestAccount()

async function signInEvm(
  h: SiwxHarness,
  client: TestClient,
  server: SiwxServer,
  extra: Record<string, unknown> = {},
  fields: { expirationTime?: string } = {},
) {
  const nonce = await client.nonce(server)
  const message = appMessage(h.clock, { accountAddress: alice.address, chainId: EVM_CHAIN, nonce, ...fields })
  const answer = await client.signIn(server, message, await alice.signMessage({ message }), extra)
  if (answer.status !== 201) throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`)
  return sessionAnswerSchema.parse(answer.body)
}

describe('sessions: read, list, revoke', () => {
  let h: SiwxHarness
  beforeAll(async () => {
    h = await startSiwxHarness()
  })
  afterAll(() => h?.stop())

  it("[spec 7.21] keeps each of the caller's sessions in its cookie and lists them, newest first, filtered on request", async () => {
    const client = new TestClient()
    const evm = await signInEvm(h, client, h.a)
    const nonce = await client.nonce(h.b)
    const message = appMessage(h.clock, { accountAddress: solana.address, chainId: SOLANA_CHAIN, nonce })
    const sol = sessionAnswerSchema.parse((await client.signIn(h.b, message, solana.sign(message))).body)
    expect(client.cookie?.split('=')[1]?.split('.')).toHaveLength(2)
    const list = sessionListAnswerSchema.parse((await client.call('GET', `${h.a.url}/v1/sessions`)).body)
    expect(list.sessions.map((s) => s.id)).toEqual([sol.session.id, evm.session.id])
    const filtered = await client.call(
      'GET',
      `${h.b.url}/v1/sessions?chainId=${EVM_CHAIN}&address=${alice.address.toLowerCase()}`,
    )
    expect(sessionListAnswerSchema.parse(filtered.body).sessions.map((s) => s.id)).toEqual([evm.session.id])
    const one = await client.call('GET', `${h.b.url}/v1/sessions/${evm.session.id}`)
    expect(sessionAnswerSchema.parse(one.body).session).toEqual(evm.session)
  })

  it("refuses another user's session id (SESSION_NOT_FOUND), and a caller without credentials (UNAUTHENTICATED)", async () => {
    const owner = new TestClient()
    const { session } = await signInEvm(h, owner, h.a)
    const other = new TestClient()
    await signInEvm(h, other, h.b)
    expect(codeOf(await other.call('GET', `${h.a.url}/v1/sessions/${session.id}`))).toBe('SESSION_NOT_FOUND')
    expect(codeOf(await other.call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`))).toBe(
      'SESSION_NOT_FOUND',
    )
    expect(codeOf(await new TestClient().call('GET', `${h.a.url}/v1/sessions/${session.id}`))).toBe(
      'UNAUTHENTICATED',
    )
    expect(codeOf(await new TestClient().call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`))).toBe(
      'UNAUTHENTICATED',
    )
    expect((await new TestClient().call('GET', `${h.a.url}/v1/sessions`)).body).toEqual({ sessions: [] })
    // The owner's session is untouched.
    const mine = await owner.call('GET', `${h.b.url}/v1/sessions/${session.id}`)
    expect(sessionAnswerSchema.parse(mine.body).session.status).toBe('active')
  })

  it('revokes the caller’s session: listed no more, read as revoked, revoking again changes nothing', async () => {
    const client = new TestClient()
    const { session } = await signInEvm(h, client, h.a)
    const revoked = await client.call('POST', `${h.b.url}/v1/sessions/${session.id}/revoke`)
    const first = sessionAnswerSchema.parse(revoked.body).session
    expect(first).toMatchObject({ id: session.id, status: 'revoked' })
    expect(first.revokedAt).not.toBeNull()
    expect(
      sessionListAnswerSchema.parse((await client.call('GET', `${h.a.url}/v1/sessions`)).body).sessions,
    ).toEqual([])
    const again = await client.call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`, {})
    expect(sessionAnswerSchema.parse(again.body).session.revokedAt).toBe(first.revokedAt)
  })

  it('[spec 7.21] revokes by the account’s signature of the sign-out text, and refuses a forged one (REVOKE_FORBIDDEN)', async () => {
    const { session } = await signInEvm(h, new TestClient(), h.a)
    const text = formatRevokeMessage({ domain: session.domain, sessionId: session.id })
    const stranger = new TestClient()
    const forged = await stranger.call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`, {
      pci: session.id,
      signature: await mallory.signMessage({ message: text }),
    })
    expect(forged.status).toBe(403)
    expect(codeOf(forged)).toBe('REVOKE_FORBIDDEN')
    // A signature for another session does not end this one.
    const otherText = formatRevokeMessage({
      domain: session.domain,
      sessionId: '00000000-0000-4000-8000-000000000000',
    })
    const replayed = await stranger.call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`, {
      signature: await alice.signMessage({ message: otherText }),
    })
    expect(codeOf(replayed)).toBe('REVOKE_FORBIDDEN')
    const mismatched = await stranger.call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`, {
      pci: '00000000-0000-4000-8000-000000000000',
      signature: await alice.signMessage({ message: text }),
    })
    expect(codeOf(mismatched)).toBe('REVOKE_FORBIDDEN')
    const signed = await stranger.call('POST', `${h.b.url}/v1/sessions/${session.id}/revoke`, {
      pci: session.id,
      signature: await alice.signMessage({ message: text }),
    })
    expect(sessionAnswerSchema.parse(signed.body).session.status).toBe('revoked')
  })

  it('revokes a Solana session by its ed25519-signed sign-out text', async () => {
    const client = new TestClient()
    const nonce = await client.nonce(h.a)
    const message = appMessage(h.clock, { accountAddress: solana.address, chainId: SOLANA_CHAIN, nonce })
    const { session } = sessionAnswerSchema.parse(
      (await client.signIn(h.a, message, solana.sign(message))).body,
    )
    const text = formatRevokeMessage({ domain: session.domain, sessionId: session.id })
    const forged = await new TestClient().call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`, {
      signature: solanaTestAccount().sign(text),
    })
    expect(codeOf(forged)).toBe('REVOKE_FORBIDDEN')
    const signed = await new TestClient().call('POST', `${h.a.url}/v1/sessions/${session.id}/revoke`, {
      signature: solana.sign(text),
    })
    expect(sessionAnswerSchema.parse(signed.body).session.status).toBe('revoked')
  })

  it('gives a bearer token instead of a cookie on request; the app’s own routes authenticate with either', async () => {
    const client = new TestClient(APP_ORIGIN, false)
    const answer = await signInEvm(h, client, h.a, { credentials: 'bearer' })
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const list = await client.call('GET', `${h.b.url}/v1/sessions`, undefined, {
      authorization: `Bearer ${answer.token}`,
    })
    expect(sessionListAnswerSchema.parse(list.body).sessions.map((s) => s.id)).toEqual([answer.session.id])
    const request = new Request(`${APP_ORIGIN}/api/profile`, {
      headers: { authorization: `Bearer ${answer.token}` },
    })
    expect((await h.a.handler.authenticate(request)).map((s) => s.id)).toEqual([answer.session.id])
    expect(await h.a.handler.authenticate(new Request(`${APP_ORIGIN}/api/profile`))).toEqual([])
  })

  it("ends a session at its message's Expiration Time", async () => {
    const client = new TestClient()
    const expirationTime = new Date(h.clock.now() + 120_000).toISOString()
    const { session } = await signInEvm(h, client, h.a, {}, { expirationTime })
    expect(session.expiresAt).toBe(expirationTime)
    h.clock.offset += 121_000
    try {
      expect(
        sessionListAnswerSchema.parse((await client.call('GET', `${h.a.url}/v1/sessions`)).body).sessions,
      ).toEqual([])
      const read = await client.call('GET', `${h.a.url}/v1/sessions/${session.id}`)
      expect(sessionAnswerSchema.parse(read.body).session.status).toBe('expired')
    } finally {
      h.clock.offset = 0
    }
  })

  it('answers CORS for the allowed page only, with credentials', async () => {
    const preflight = await new TestClient().call('OPTIONS', `${h.a.url}/v1/sessions`, undefined, {
      'access-control-request-method': 'POST',
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    const foreign = await new TestClient('https://evil.example').call('OPTIONS', `${h.a.url}/v1/sessions`)
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets exactly one of two servers use a nonce when the same signed message reaches both at once', async () => {
    for (let round = 0; round < 5; round++) {
      const client = new TestClient()
      const nonce = await client.nonce(h.a)
      const message = appMessage(h.clock, { accountAddress: alice.address, chainId: EVM_CHAIN, nonce })
      const signature = await alice.signMessage({ message })
      const answers = await Promise.all([
        client.signIn(h.a, message, signature),
        client.signIn(h.b, message, signature),
      ])
      expect(answers.map((a) => a.status).sort()).toEqual([201, 401])
      expect(answers.map(codeOf).filter(Boolean)).toEqual(['NONCE_USED'])
    }
  })
})

describe('rate limits, per IP and per account, across servers', () => {
  let h: SiwxHarness
  beforeAll(async () => {
    h = await startSiwxHarness({
      overrides: {
        trustProxy: 1,
        rateLimits: {
          windowSeconds: 60,
          ipNonce: 3,
          ipSignIn: 100,
          ipRead: 100,
          ipRevoke: 100,
          accountSignIn: 2,
          accountRevoke: 2,
        },
      },
    })
  })
  afterAll(() => h?.stop())

  const from = (ip: string) => ({ 'x-forwarded-for': ip })

  it('limits nonces per IP over both servers, answers 429 with Retry-After, and lets the IP in after the window', async () => {
    const client = new TestClient()
    const statuses = []
    for (const server of [h.a, h.b, h.a, h.b])
      statuses.push(
        (await client.call('POST', `${server.url}/v1/nonce`, undefined, from('203.0.113.7'))).status,
      )
    expect(statuses).toEqual([201, 201, 201, 429])
    const refused = await client.call('POST', `${h.a.url}/v1/nonce`, undefined, from('203.0.113.7'))
    expect(codeOf(refused)).toBe('RATE_LIMITED')
    const retry = Number(refused.headers.get('retry-after'))
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(60)
    expect((refused.body as { error: { retryAfterSeconds: number } }).error.retryAfterSeconds).toBe(retry)
    // Another IP is not affected.
    expect((await client.call('POST', `${h.b.url}/v1/nonce`, undefined, from('203.0.113.8'))).status).toBe(
      201,
    )
    h.clock.offset += 61_000
    try {
      expect((await client.call('POST', `${h.b.url}/v1/nonce`, undefined, from('203.0.113.7'))).status).toBe(
        201,
      )
    } finally {
      h.clock.offset = 0
    }
  })

  it('limits sign-ins per account, whatever the IP', async () => {
    const account = privateKeyToAccount(DEVNET_ACCOUNTS[5]!.privateKey)
    const attempt = async (ip: string) => {
      const client = new TestClient()
      const nonce = (await client.call<{ nonce: string }>('POST', `${h.a.url}/v1/nonce`, undefined, from(ip)))
        .body.nonce
      const message = appMessage(h.clock, { accountAddress: account.address, chainId: EVM_CHAIN, nonce })
      return client.call(
        'POST',
        `${h.b.url}/v1/sessions`,
        { message, signature: await account.signMessage({ message }) },
        from(ip),
      )
    }
    expect((await attempt('198.51.100.1')).status).toBe(201)
    expect((await attempt('198.51.100.2')).status).toBe(201)
    const third = await attempt('198.51.100.3')
    expect(third.status).toBe(429)
    expect(codeOf(third)).toBe('RATE_LIMITED')
    // Another account is not affected.
    const other = privateKeyToAccount(DEVNET_ACCOUNTS[6]!.privateKey)
    const client = new TestClient()
    const nonce = (
      await client.call<{ nonce: string }>('POST', `${h.a.url}/v1/nonce`, undefined, from('198.51.100.4'))
    ).body.nonce
    const message = appMessage(h.clock, { accountAddress: other.address, chainId: EVM_CHAIN, nonce })
    expect((await client.signIn(h.a, message, await other.signMessage({ message }))).status).toBe(201)
  })
})
