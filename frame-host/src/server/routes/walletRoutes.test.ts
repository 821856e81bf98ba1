import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletProofMessage } from '../../protocol/walletProof'
import { type FrameHost, startFrameHost } from '../startFrameHost'
import { call, type FrameHostHarness, startFrameHostHarness, TEST_SECRET } from '../testing/frameHostHarness'

type Json = Record<string, unknown> & { error?: { code: string } }

/** A wallet's two keys and addresses, and its proof for a session. */
function testWallet() {
  const evm = privateKeyToAccount(generatePrivateKey())
  const solanaKey = ed25519.utils.randomSecretKey()
  const solana = base58.encode(ed25519.getPublicKey(solanaKey))
  return {
    addresses: { evm: evm.address, solana },
    async proof(sessionId: string) {
      const message = walletProofMessage(sessionId)
      return {
        evmSignature: await evm.signMessage({ message }),
        solanaSignature: base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaKey)),
      }
    },
  }
}

describe('sessions and wallets: proofs, restores and the session cookie (issue #28, findings 5 and 10)', () => {
  let h: FrameHostHarness
  let https: FrameHost
  beforeAll(async () => {
    h = await startFrameHostHarness()
    // The same database behind a TLS proxy: the browser sees https://frame.example.
    https = await startFrameHost(
      {
        smtpUrl: h.sink.smtpUrl,
        secret: TEST_SECRET,
        projects: [{ id: 'p1', origins: ['https://app.example'] }],
        publicUrl: 'https://frame.example',
      },
      { database: h.db, now: () => h.clock.now },
    )
  })
  afterAll(async () => {
    await https?.stop()
    await h?.stop()
  })

  const signIn = async (email: string, host = h.a) => {
    const { code, verifier } = await h.loginCode(h.a, email, `198.51.100.${Math.floor(Math.random() * 200)}`)
    const res = await call<Json & { token?: string }>('POST', `${host.url}/api/email/verify`, {
      email,
      otp: code,
      projectId: 'p1',
      verifier,
    })
    expect(res.status).toBe(200)
    return res
  }
  const share = { authShare: 'YXV0aA==', recoveryShare: 'v1.c2FsdA.aXY.Y2lwaGVy' }

  it('marks a session proven only by signatures of the recorded wallet, for that session', async () => {
    const res = await signIn('proof@example.com')
    const auth = { authorization: `Bearer ${res.body.token}` }
    const wallet = testWallet()
    expect(
      (await call('PUT', `${h.a.url}/api/key-shares`, { ...share, addresses: wallet.addresses }, auth))
        .status,
    ).toBe(201)
    const session = (
      await call<{ sessionId: string; walletVerified: boolean }>(
        'GET',
        `${h.b.url}/api/session`,
        undefined,
        auth,
      )
    ).body
    expect(session.walletVerified).toBe(false)
    expect(session.sessionId).toMatch(/^[0-9a-f]{64}$/)
    // Signed by other keys (an attacker's seed passed off as this wallet): refused.
    const other = await testWallet().proof(session.sessionId)
    const forged = await call<Json>('POST', `${h.a.url}/api/session/wallet-proof`, other, auth)
    expect([forged.status, forged.body.error?.code]).toEqual([403, 'WALLET_MISMATCH'])
    // A proof made for another session does not carry over.
    const replayed = await call<Json>(
      'POST',
      `${h.a.url}/api/session/wallet-proof`,
      await wallet.proof('0'.repeat(64)),
      auth,
    )
    expect(replayed.status).toBe(403)
    expect(
      (await call('POST', `${h.a.url}/api/session/wallet-proof`, await wallet.proof(session.sessionId), auth))
        .status,
    ).toBe(200)
    expect((await call('GET', `${h.b.url}/api/session`, undefined, auth)).body).toMatchObject({
      walletVerified: true,
    })
    // A new session of the same user is not proven until its frame opens the wallet again.
    const again = await signIn('proof@example.com')
    expect(
      (
        await call('GET', `${h.a.url}/api/session`, undefined, {
          authorization: `Bearer ${again.body.token}`,
        })
      ).body,
    ).toMatchObject({ walletVerified: false })
  })

  it('records the addresses of a wallet made before they were kept only with a proof by their keys', async () => {
    const res = await signIn('legacy@example.com')
    const auth = { authorization: `Bearer ${res.body.token}` }
    expect((await call('PUT', `${h.a.url}/api/key-shares`, share, auth)).status).toBe(201)
    const { sessionId } = (
      await call<{ sessionId: string }>('GET', `${h.a.url}/api/session`, undefined, auth)
    ).body
    const wallet = testWallet()
    const mismatched = { ...(await testWallet().proof(sessionId)), addresses: wallet.addresses }
    expect((await call('POST', `${h.a.url}/api/session/wallet-proof`, mismatched, auth)).status).toBe(403)
    expect((await call('GET', `${h.a.url}/api/key-shares`, undefined, auth)).body).toEqual(share)
    const proven = { ...(await wallet.proof(sessionId)), addresses: wallet.addresses }
    expect((await call('POST', `${h.a.url}/api/session/wallet-proof`, proven, auth)).status).toBe(200)
    // Recorded once: another wallet's proof with its own addresses changes nothing.
    const stranger = testWallet()
    const swap = { ...(await stranger.proof(sessionId)), addresses: stranger.addresses }
    expect((await call('POST', `${h.b.url}/api/session/wallet-proof`, swap, auth)).status).toBe(403)
    expect((await call('GET', `${h.b.url}/api/key-shares`, undefined, auth)).body).toEqual({
      ...share,
      addresses: wallet.addresses,
    })
  })

  it('on https, keeps the session in a __Host- cookie only: a plain cookie or a bearer token opens nothing', async () => {
    const res = await signIn('https@example.com', https)
    expect(res.body).toMatchObject({ sessionMode: 'cookie' })
    expect(res.body.token).toBeUndefined()
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      /^__Host-airlock_frame_session=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=None; Partitioned$/,
    )
    const token = setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'))
    const who = (headers: Record<string, string>) =>
      call<{ user: { email: string } | null }>('GET', `${https.url}/api/session`, undefined, headers)
    expect((await who({ cookie: `__Host-airlock_frame_session=${token}` })).body.user?.email).toBe(
      'https@example.com',
    )
    // What a page on a sibling subdomain can set (no prefix, or Domain=): not read.
    expect((await who({ cookie: `airlock_frame_session=${token}` })).body.user).toBeNull()
    expect((await who({ authorization: `Bearer ${token}` })).body.user).toBeNull()
  })
})
