import { DEVNET_ACCOUNTS, deploySiwxTestAccount, siwxAccountAddress, wrapErc6492 } from '@airlock/devnet'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APP_ORIGIN,
  appMessage,
  BITCOIN_REGTEST,
  codeOf,
  DEAD_RPC_CHAIN,
  EVM_CHAIN,
  type SiwxHarness,
  SOLANA_CHAIN,
  startSiwxHarness,
  TestClient,
} from '../testing/harness'
import { bitcoinTestAccount, solanaTestAccount } from '../testing/signers'

const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const mallory = privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey)

// One harness for the file: two servers on one PGlite, anvil with the account factory.
let h: SiwxHarness
beforeAll(async () => {
  h = await startSiwxHarness({ evm: true })
})
afterAll(() => h?.stop())

describe('sign-in: every refusal has its code', () => {
  const client = new TestClient()

  /** A signed EVM message for alice (fields overridable), with a nonce from server a. */
  async function signed(fields: Parameters<typeof appMessage>[1] extends infer F ? Partial<F> : never = {}) {
    const nonce = await client.nonce(h.a)
    const message = appMessage(h.clock, {
      accountAddress: alice.address,
      chainId: EVM_CHAIN,
      nonce,
      ...fields,
    })
    return { message, signature: await alice.signMessage({ message }), nonce }
  }

  it('signs an EOA in: a session for its checksummed address, held by an HttpOnly cookie', async () => {
    h.clock.offset = 0
    const nonce = await client.nonce(h.a)
    const message = appMessage(h.clock, {
      accountAddress: alice.address.toLowerCase(),
      chainId: EVM_CHAIN,
      nonce,
    })
    const signature = await alice.signMessage({ message })
    const answer = await new TestClient().signIn(h.b, message, signature)
    expect(answer.status).toBe(201)
    expect(answer.body.session).toMatchObject({
      address: alice.address,
      chainId: EVM_CHAIN,
      status: 'active',
    })
    // Secure: browsers treat loopback http as a secure context.
    const cookie = answer.headers.getSetCookie()[0]!
    expect(cookie).toMatch(
      /^airlock_siwx=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    )
  })

  it('refuses a replayed nonce (NONCE_USED), on the same server and on the other', async () => {
    const { message, signature } = await signed()
    expect((await client.signIn(h.a, message, signature)).status).toBe(201)
    expect(codeOf(await client.signIn(h.a, message, signature))).toBe('NONCE_USED')
    expect(codeOf(await client.signIn(h.b, message, signature))).toBe('NONCE_USED')
  })

  it('refuses a nonce the server never issued (NONCE_UNKNOWN) and one past its lifetime (NONCE_EXPIRED)', async () => {
    const made = appMessage(h.clock, {
      accountAddress: alice.address,
      chainId: EVM_CHAIN,
      nonce: 'madeUpByTheClient1',
    })
    expect(codeOf(await client.signIn(h.a, made, await alice.signMessage({ message: made })))).toBe(
      'NONCE_UNKNOWN',
    )
    const { message, signature } = await signed()
    h.clock.offset += 301_000
    try {
      expect(codeOf(await client.signIn(h.a, message, signature))).toBe('NONCE_EXPIRED')
    } finally {
      h.clock.offset = 0
    }
  })

  it('refuses an expired message (MESSAGE_EXPIRED)', async () => {
    const { message, signature } = await signed({
      expirationTime: new Date(h.clock.now() - 1000).toISOString(),
    })
    expect(codeOf(await client.signIn(h.a, message, signature))).toBe('MESSAGE_EXPIRED')
  })

  it('refuses notBefore in the future (MESSAGE_NOT_YET_VALID), within the 60 s clock skew accepts it', async () => {
    const late = await signed({ notBefore: new Date(h.clock.now() + 120_000).toISOString() })
    const answer = await client.signIn(h.a, late.message, late.signature)
    expect(answer.status).toBe(401)
    expect(codeOf(answer)).toBe('MESSAGE_NOT_YET_VALID')
    const skewed = await signed({ notBefore: new Date(h.clock.now() + 30_000).toISOString() })
    expect((await client.signIn(h.a, skewed.message, skewed.signature)).status).toBe(201)
  })

  it('refuses a message issued in the future beyond the skew (ISSUED_AT_IN_FUTURE): the device clock is off', async () => {
    const { message, signature } = await signed({ issuedAt: new Date(h.clock.now() + 300_000).toISOString() })
    expect(codeOf(await client.signIn(h.a, message, signature))).toBe('ISSUED_AT_IN_FUTURE')
  })

  it('refuses a message for another domain (DOMAIN_MISMATCH) or another page (URI_MISMATCH)', async () => {
    const domain = await signed({ domain: 'evil.example' })
    expect(codeOf(await client.signIn(h.a, domain.message, domain.signature))).toBe('DOMAIN_MISMATCH')
    const port = await signed({ domain: 'app.example:8443' })
    expect(codeOf(await client.signIn(h.a, port.message, port.signature))).toBe('DOMAIN_MISMATCH')
    const scheme = await signed({ scheme: 'http' })
    expect(codeOf(await client.signIn(h.a, scheme.message, scheme.signature))).toBe('DOMAIN_MISMATCH')
    const uri = await signed({ uri: 'https://evil.example/login' })
    expect(codeOf(await client.signIn(h.a, uri.message, uri.signature))).toBe('URI_MISMATCH')
    // Relayed by a server (no Origin): the message's own page must be allowed.
    const relayed = await signed({ domain: 'evil.example', uri: 'https://evil.example/' })
    expect(codeOf(await new TestClient(null).signIn(h.a, relayed.message, relayed.signature))).toBe(
      'URI_MISMATCH',
    )
    const good = await signed()
    expect((await new TestClient(null).signIn(h.a, good.message, good.signature)).status).toBe(201)
  })

  it("refuses a page the server does not serve: 403 'Unauthorized: origin not allowed'", async () => {
    const answer = await new TestClient('https://evil.example').call('POST', `${h.a.url}/v1/nonce`)
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({
      error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("refuses another address's signature and a tampered statement (INVALID_SIGNATURE)", async () => {
    const { message } = await signed()
    expect(codeOf(await client.signIn(h.a, message, await mallory.signMessage({ message })))).toBe(
      'INVALID_SIGNATURE',
    )
    const original = await signed()
    const tampered = original.message.replace(
      'Sign in to the Airlock test app',
      'Sign in and transfer everything',
    )
    expect(tampered).not.toBe(original.message)
    expect(codeOf(await client.signIn(h.a, tampered, original.signature))).toBe('INVALID_SIGNATURE')
    expect(codeOf(await client.signIn(h.a, original.message, '0xnothex'))).toBe('INVALID_SIGNATURE')
  })

  it('refuses a chain the server does not serve (CHAIN_NOT_SUPPORTED) or not the one asked for (CHAIN_MISMATCH)', async () => {
    const other = await signed({ chainId: 'eip155:1' })
    expect(codeOf(await client.signIn(h.a, other.message, other.signature))).toBe('CHAIN_NOT_SUPPORTED')
    const mine = await signed()
    expect(codeOf(await client.signIn(h.a, mine.message, mine.signature, { chainId: 'eip155:31338' }))).toBe(
      'CHAIN_MISMATCH',
    )
  })

  it('refuses what is not a sign-in message (INVALID_MESSAGE) or not a valid request (BAD_REQUEST, TOO_LARGE)', async () => {
    const { message, signature } = await signed()
    const informal = message.replace(`Chain ID: 31337`, `Chain ID: ${EVM_CHAIN}`)
    expect(codeOf(await client.signIn(h.a, informal, signature))).toBe('INVALID_MESSAGE')
    expect(codeOf(await client.call('POST', `${h.a.url}/v1/sessions`, '{not json'))).toBe('BAD_REQUEST')
    expect(
      codeOf(await client.call('POST', `${h.a.url}/v1/sessions`, { message, signature, extra: 1 })),
    ).toBe('BAD_REQUEST')
    expect(
      codeOf(await client.call('POST', `${h.a.url}/v1/sessions`, { message: 'x'.repeat(70_000), signature })),
    ).toBe('TOO_LARGE')
    expect(codeOf(await client.call('DELETE', `${h.a.url}/v1/sessions`))).toBe('METHOD_NOT_ALLOWED')
    expect(codeOf(await client.call('GET', `${h.a.url}/v2/sessions`))).toBe('NOT_FOUND')
  })
})

describe('sign-in: smart accounts (ERC-1271, ERC-6492) against contracts on anvil', () => {
  const client = new TestClient()

  it("signs in a deployed ERC-1271 account with its owner's signature, and refuses a stranger's", async () => {
    const account = await deploySiwxTestAccount(h.anvil!.rpcUrl, alice.address, 1n)
    const nonce = await client.nonce(h.a)
    const message = appMessage(h.clock, { accountAddress: account, chainId: EVM_CHAIN, nonce })
    expect(codeOf(await client.signIn(h.a, message, await mallory.signMessage({ message })))).toBe(
      'INVALID_SIGNATURE',
    )
    const answer = await client.signIn(h.b, message, await alice.signMessage({ message }))
    expect(answer.status).toBe(201)
    expect(answer.body.session.address).toBe(account)
  })

  it('signs in an account not deployed yet through its ERC-6492 signature, which stays undeployed', async () => {
    const account = siwxAccountAddress(alice.address, 2n)
    const nonce = await client.nonce(h.a)
    const message = appMessage(h.clock, { accountAddress: account, chainId: EVM_CHAIN, nonce })
    const forged = wrapErc6492(alice.address, 2n, await mallory.signMessage({ message }))
    expect(codeOf(await client.signIn(h.a, message, forged))).toBe('INVALID_SIGNATURE')
    const signature = wrapErc6492(alice.address, 2n, await alice.signMessage({ message }))
    const answer = await client.signIn(h.a, message, signature)
    expect(answer.status).toBe(201)
    expect(answer.body.session.address).toBe(account)
    const code = await fetch(h.anvil!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [account, 'latest'] }),
    }).then((r) => r.json())
    expect(code.result).toBe('0x')
  })

  it('answers 503 VERIFIER_UNAVAILABLE when the chain cannot be asked about a smart account, and still signs an EOA in', async () => {
    const nonce = await client.nonce(h.a)
    const account = siwxAccountAddress(alice.address, 3n)
    const message = appMessage(h.clock, { accountAddress: account, chainId: DEAD_RPC_CHAIN, nonce })
    const answer = await client.signIn(
      h.a,
      message,
      wrapErc6492(alice.address, 3n, await alice.signMessage({ message })),
    )
    expect(answer.status).toBe(503)
    expect(codeOf(answer)).toBe('VERIFIER_UNAVAILABLE')
    // The nonce was not used by the failed attempt: the visitor can retry it.
    const eoa = appMessage(h.clock, { accountAddress: alice.address, chainId: DEAD_RPC_CHAIN, nonce })
    expect((await client.signIn(h.a, eoa, await alice.signMessage({ message: eoa }))).status).toBe(201)
  })
})

describe('sign-in: Solana (ed25519) and Bitcoin (BIP-322)', () => {
  const client = new TestClient()

  it('signs in a Solana account, and refuses a signature by another key', async () => {
    const wallet = solanaTestAccount()
    const nonce = await client.nonce(h.a)
    const message = appMessage(h.clock, { accountAddress: wallet.address, chainId: SOLANA_CHAIN, nonce })
    expect(message).toContain('Solana account')
    expect(codeOf(await client.signIn(h.a, message, solanaTestAccount().sign(message)))).toBe(
      'INVALID_SIGNATURE',
    )
    const answer = await client.signIn(h.a, message, wallet.sign(message))
    expect(answer.status).toBe(201)
    expect(answer.body.session).toMatchObject({ address: wallet.address, chainId: SOLANA_CHAIN })
  })

  it('accepts the text a solana:signIn wallet writes (@solana/wallet-standard-util)', async () => {
    const wallet = solanaTestAccount()
    const nonce = await client.nonce(h.a)
    const message = createSignInMessageText({
      domain: 'app.example',
      address: wallet.address,
      uri: `${APP_ORIGIN}/`,
      version: '1',
      chainId: 'devnet',
      nonce,
      issuedAt: new Date(h.clock.now()).toISOString(),
    })
    expect((await client.signIn(h.a, message, wallet.sign(message))).status).toBe(201)
  })

  it.each(['p2wpkh', 'p2tr'] as const)(
    'signs in a %s Bitcoin account on regtest, and refuses another key',
    async (kind) => {
      const wallet = bitcoinTestAccount(kind, 'bcrt')
      const nonce = await client.nonce(h.a)
      const message = appMessage(h.clock, { accountAddress: wallet.address, chainId: BITCOIN_REGTEST, nonce })
      expect(message).toContain('Bitcoin account')
      const stranger = bitcoinTestAccount(kind, 'bcrt')
      expect(codeOf(await client.signIn(h.a, message, stranger.sign(message)))).toBe('INVALID_SIGNATURE')
      const answer = await client.signIn(h.a, message, wallet.sign(message))
      expect(answer.status).toBe(201)
      expect(answer.body.session).toMatchObject({ address: wallet.address, chainId: BITCOIN_REGTEST })
    },
  )

  it('refuses a mainnet address for a regtest session', async () => {
    const wallet = bitcoinTestAccount('p2wpkh', 'bc')
    const nonce = await client.nonce(h.a)
    const message = appMessage(h.clock, { accountAddress: wallet.address, chainId: BITCOIN_REGTEST, nonce })
    expect(codeOf(await client.signIn(h.a, message, wallet.sign(message)))).toBe('INVALID_SIGNATURE')
  })
})
