import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FaultRegistry } from '../faults/FaultRegistry'
import { signInOverHttp } from './signInOverHttp'
import type { DevnetSocialProvider } from './socialProviders'
import { DEVNET_SOCIAL_USERS, subjectOf } from './socialUsers'
import { type SocialProviders, startSocialProviders } from './startSocialProviders'

const REDIRECT = 'http://127.0.0.1:9/oauth/callback/demo/{provider}'
let social: SocialProviders
const faults = new FaultRegistry()

beforeAll(async () => {
  social = await startSocialProviders({ faults, clients: [{ projectId: 'demo', redirectUris: [REDIRECT] }] })
})
afterAll(() => social.stop())

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function authorizationUrl(provider: DevnetSocialProvider, extra: Record<string, string> = {}) {
  const config = social.clientConfig('demo')[provider]
  const { verifier, challenge } = pkce()
  const state = randomBytes(16).toString('base64url')
  const url = new URL(config.authorizationEndpoint)
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUris[0]!,
    response_type: 'code',
    scope: config.scopes.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(config.shape === 'oidc' ? { nonce: 'n-0S6_WzA2Mj' } : {}),
    ...(config.responseMode ? { response_mode: config.responseMode } : {}),
    ...extra,
  }).toString()
  return { url: url.href, verifier, state, config }
}

async function exchange(provider: DevnetSocialProvider, code: string, verifier: string) {
  const config = social.clientConfig('demo')[provider]
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUris[0]!,
    code_verifier: verifier,
  })
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (config.tokenAuthMethod === 'client_secret_basic')
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`
  else {
    body.set('client_id', config.clientId)
    body.set('client_secret', config.clientSecret)
  }
  const res = await fetch(config.tokenEndpoint, { method: 'POST', headers, body })
  return { status: res.status, body: (await res.json()) as Record<string, string> }
}

describe('devnet social providers', () => {
  it('Google: sign-in page, consent, code, ID token signed by the JWKS with email_verified', async () => {
    const { url, verifier, state, config } = authorizationUrl('google')
    const back = await signInOverHttp(url, { user: 'ada' })
    expect(back.redirectUri).toBe('http://127.0.0.1:9/oauth/callback/demo/google')
    expect(back.params.get('state')).toBe(state)
    expect(back.params.get('iss')).toBe(config.issuer)
    const tokens = await exchange('google', back.params.get('code')!, verifier)
    expect(tokens.status).toBe(200)
    const jwks = createRemoteJWKSet(new URL(`${config.issuer}/jwks`))
    const { payload } = await jwtVerify(tokens.body.id_token!, jwks, {
      issuer: config.issuer,
      audience: config.clientId,
    })
    const ada = DEVNET_SOCIAL_USERS[0]!
    expect(payload).toMatchObject({
      sub: subjectOf(ada, 'google'),
      email: 'ada@airlock.test',
      email_verified: true,
      nonce: 'n-0S6_WzA2Mj',
    })
  })

  it('Apple answers by form post with email_verified as a string, and refuses query mode for email', async () => {
    const { url, verifier } = authorizationUrl('apple')
    const back = await signInOverHttp(url, { user: 'grace' })
    expect(back.method).toBe('POST')
    const tokens = await exchange('apple', back.params.get('code')!, verifier)
    const claims = decodeJwt(tokens.body.id_token!)
    expect(claims.email_verified).toBe('true')
    expect(claims.name).toBeUndefined()
    const query = authorizationUrl('apple', { response_mode: 'query' })
    await expect(signInOverHttp(query.url, { user: 'ada' })).rejects.toThrow(/HTTP 400/)
  })

  it('GitHub (plain OAuth): no ID token; /user and /user/emails with the verified flag', async () => {
    const { url, verifier, config } = authorizationUrl('github')
    const back = await signInOverHttp(url, { user: 'grace' })
    const tokens = await exchange('github', back.params.get('code')!, verifier)
    expect(tokens.body.id_token).toBeUndefined()
    const auth = { authorization: `Bearer ${tokens.body.access_token}` }
    const user = await (await fetch(`${config.apiBaseUrl}/user`, { headers: auth })).json()
    expect(user).toMatchObject({
      login: 'grace_hopper',
      id: Number(subjectOf(DEVNET_SOCIAL_USERS[1]!, 'github')),
    })
    const emails = (await (
      await fetch(`${config.apiBaseUrl}/user/emails`, { headers: auth })
    ).json()) as Array<Record<string, unknown>>
    expect(emails.find((e) => e.primary)).toMatchObject({ email: 'grace@airlock.test', verified: false })
    const bad = await fetch(`${config.apiBaseUrl}/user`, { headers: { authorization: 'Bearer nope' } })
    expect(bad.status).toBe(401)
  })

  it('Discord, X and Facebook serve their user APIs with Basic or post client authentication', async () => {
    const paths = { discord: '/users/@me', x: '/2/users/me', facebook: '/me?fields=id,name,email' } as const
    for (const provider of ['discord', 'x', 'facebook'] as const) {
      const { url, verifier, config } = authorizationUrl(provider)
      const back = await signInOverHttp(url, { user: 'ada' })
      const tokens = await exchange(provider, back.params.get('code')!, verifier)
      expect(tokens.status).toBe(200)
      const res = await fetch(`${config.apiBaseUrl}${paths[provider]}`, {
        headers: { authorization: `Bearer ${tokens.body.access_token}` },
      })
      const body = JSON.stringify(await res.json())
      expect(body).toContain(subjectOf(DEVNET_SOCIAL_USERS[0]!, provider))
    }
  })

  it('refuses a code used twice, a wrong verifier and a code from another provider', async () => {
    const first = authorizationUrl('google')
    const code = (await signInOverHttp(first.url, { user: 'ada' })).params.get('code')!
    expect((await exchange('google', code, 'x'.repeat(43))).body.error).toBe('invalid_grant')
    const second = authorizationUrl('google')
    const code2 = (await signInOverHttp(second.url, { user: 'ada' })).params.get('code')!
    expect((await exchange('google', code2, second.verifier)).status).toBe(200)
    expect((await exchange('google', code2, second.verifier)).body.error).toBe('invalid_grant')
    const third = authorizationUrl('google')
    const code3 = (await signInOverHttp(third.url, { user: 'ada' })).params.get('code')!
    expect((await exchange('discord', code3, third.verifier)).body.error).toBe('invalid_grant')
  })

  it('Cancel and Deny come back as access_denied', async () => {
    const cancel = await signInOverHttp(authorizationUrl('x').url, { user: 'ada', decision: 'cancel' })
    expect(cancel.params.get('error')).toBe('access_denied')
    const deny = await signInOverHttp(authorizationUrl('google').url, { user: 'ada', decision: 'deny' })
    expect(deny.params.get('error')).toBe('access_denied')
  })

  it('faults: an authorization fault comes back as an OAuth error; token faults are HTTP errors', async () => {
    faults.add({ route: '/discord/auth', kind: '503', count: 1 })
    const { url, state } = authorizationUrl('discord')
    const back = await signInOverHttp(url, { user: 'ada' })
    expect(back.params.get('error')).toBe('temporarily_unavailable')
    expect(back.params.get('state')).toBe(state)
    faults.add({ route: '/github/token', kind: '500', count: 1 })
    const flow = authorizationUrl('github')
    const code = (await signInOverHttp(flow.url, { user: 'ada' })).params.get('code')!
    const failed = await exchange('github', code, flow.verifier)
    expect(failed).toMatchObject({ status: 500, body: { error: 'server_error' } })
    faults.add({ route: '/google/jwks', kind: 'timeout', count: 1 })
    const hung = await fetch(`${social.issuer('google')}/jwks`, { signal: AbortSignal.timeout(300) }).catch(
      (e: Error) => e.name,
    )
    expect(hung).toBe('TimeoutError')
  })

  it('tampers the next ID token on request (another audience, or a foreign signature)', async () => {
    social.tamperNextIdToken('google', { claims: { aud: 'someone-else' }, foreignKey: true })
    const { url, verifier, config } = authorizationUrl('google')
    const code = (await signInOverHttp(url, { user: 'ada' })).params.get('code')!
    const tokens = await exchange('google', code, verifier)
    expect(decodeJwt(tokens.body.id_token!).aud).toBe('someone-else')
    const jwks = createRemoteJWKSet(new URL(`${config.issuer}/jwks`))
    await expect(jwtVerify(tokens.body.id_token!, jwks)).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    })
  })
})
