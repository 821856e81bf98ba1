import {
  DEVNET_SOCIAL_USERS,
  FaultRegistry,
  type SignInOverHttpOptions,
  type SocialProviders,
  signInOverHttp,
  startSocialProviders,
  subjectOf,
} from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameDatabase, openFrameDatabase } from '../database/openFrameDatabase'
import { UserStore } from '../store/UserStore'
import { createSocialLogin, type SocialLogin } from './createSocialLogin'
import { SocialLoginError, type SocialLoginErrorCode } from './SocialLoginError'
import { applySocialMigrations } from './socialMigrations'

const FRAME = 'http://127.0.0.1:5999'
const APP = 'http://localhost:3000'
let db: FrameDatabase
let providers: SocialProviders
let social: SocialLogin
let slow: SocialLogin
const faults = new FaultRegistry()
const clock = { now: Date.now() }
const [ada, grace, alan] = DEVNET_SOCIAL_USERS as [
  (typeof DEVNET_SOCIAL_USERS)[0],
  (typeof DEVNET_SOCIAL_USERS)[0],
  (typeof DEVNET_SOCIAL_USERS)[0],
]

beforeAll(async () => {
  ;[db, providers] = await Promise.all([openFrameDatabase(), startSocialProviders({ faults })])
  await applySocialMigrations(db)
  for (const projectId of ['p1', 'p2'])
    providers.registerClients({
      projectId,
      redirectUris: [`${FRAME}/oauth/callback/${projectId}/{provider}`],
    })
  const config = { p1: providers.socialLoginConfig('p1'), p2: providers.socialLoginConfig('p2') }
  social = createSocialLogin({ db, config, publicUrl: FRAME, now: () => clock.now })
  slow = createSocialLogin({ db, config, publicUrl: FRAME, requestTimeoutMs: 1500 })
})
afterAll(async () => {
  await providers?.stop()
  await db?.close()
})

/** Starts a sign-in, signs in at the devnet provider over HTTP and returns the callback's parameters. */
async function signIn(
  provider: string,
  user: string,
  {
    projectId = 'p1',
    via = social,
    ...rest
  }: Partial<SignInOverHttpOptions> & { projectId?: string; via?: SocialLogin } = {},
) {
  const started = await via.start({ projectId, provider, appOrigin: APP })
  const back = await signInOverHttp(started.authorizationUrl, { user, ...rest })
  expect(back.redirectUri).toBe(`${FRAME}/oauth/callback/${projectId}/${provider}`)
  return { started, params: back.params, method: back.method }
}

async function connect(provider: string, user: string) {
  const { started, params } = await signIn(provider, user)
  const result = await social.callback({ projectId: 'p1', provider, params })
  expect(result).toMatchObject({ state: started.state, appOrigin: APP })
  return social.finish({ projectId: 'p1', state: started.state, bindingToken: started.bindingToken })
}

async function refusal(promise: Promise<unknown>): Promise<SocialLoginErrorCode | string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof SocialLoginError)
      return error.oauthError ? `${error.code}:${error.oauthError}` : error.code
    throw error
  }
  throw new Error('expected a refusal')
}

describe('social login against the devnet providers', () => {
  it('Google (OIDC): ID token verified, verified email, the same user on the next sign-in', async () => {
    const first = await connect('google', 'ada')
    expect(first.identity).toEqual({
      provider: 'google',
      subject: subjectOf(ada, 'google'),
      username: 'ada@airlock.test',
      email: 'ada@airlock.test',
      emailVerified: true,
    })
    expect((await connect('google', 'ada')).userId).toBe(first.userId)
  })

  it('Apple (OIDC, form_post): email_verified "true" counts as verified', async () => {
    const { started, params, method } = await signIn('apple', 'alan')
    expect(method).toBe('POST')
    await social.callback({ projectId: 'p1', provider: 'apple', params })
    const done = await social.finish({
      projectId: 'p1',
      state: started.state,
      bindingToken: started.bindingToken,
    })
    expect(done.identity).toMatchObject({ subject: subjectOf(alan, 'apple'), emailVerified: false })
    expect(done.identity.email).toBeUndefined()
  })

  it('plain OAuth providers: the user from each API, email verified only where the provider says so', async () => {
    const github = await connect('github', 'grace')
    expect(github.identity).toMatchObject({
      subject: subjectOf(grace, 'github'),
      username: 'grace_hopper',
      email: 'grace@airlock.test',
      emailVerified: false,
    })
    const discord = await connect('discord', 'ada')
    expect(discord.identity).toMatchObject({ subject: subjectOf(ada, 'discord'), emailVerified: true })
    const x = await connect('x', 'ada')
    expect(x.identity).toEqual({
      provider: 'x',
      subject: subjectOf(ada, 'x'),
      username: 'ada_lovelace',
      emailVerified: false,
    })
    const facebook = await connect('facebook', 'ada')
    expect(facebook.identity).toMatchObject({ email: 'ada@airlock.test', emailVerified: false })
  })

  it('links to an email account only through a verified address', async () => {
    const users = new UserStore(db, Date.now)
    const adaByEmail = await users.findOrCreateByEmail('ada@airlock.test')
    const graceByEmail = await users.findOrCreateByEmail('grace@airlock.test')
    // Ada's Google sign-in (verified) made her email account: GitHub (verified) joins it.
    const adaGithub = await connect('github', 'ada')
    expect(adaGithub.userId).toBe(adaByEmail.id)
    expect((await connect('google', 'ada')).userId).toBe(adaByEmail.id)
    // Facebook and X never assert verification: their own users, whatever address they give.
    expect((await connect('facebook', 'ada')).userId).not.toBe(adaByEmail.id)
    expect((await connect('x', 'ada')).userId).not.toBe(adaByEmail.id)
    // Grace's address is unverified at GitHub and Google: never linked. Apple verifies it: linked.
    expect((await connect('github', 'grace')).userId).not.toBe(graceByEmail.id)
    expect((await connect('google', 'grace')).userId).not.toBe(graceByEmail.id)
    const apple = await connect('apple', 'grace')
    expect(apple).toMatchObject({ userId: graceByEmail.id, linkedByEmail: true })
  })
})

describe('refusals: nothing is connected', () => {
  it('a replayed callback, a forged state and a callback without state', async () => {
    const { started, params } = await signIn('google', 'ada')
    await social.callback({ projectId: 'p1', provider: 'google', params })
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'google', params }))).toBe('STATE_USED')
    const forged = new URLSearchParams(params)
    forged.set('state', 'A'.repeat(43))
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'google', params: forged }))).toBe(
      'STATE_UNKNOWN',
    )
    expect(
      await refusal(
        social.callback({ projectId: 'p1', provider: 'google', params: new URLSearchParams({ code: 'x' }) }),
      ),
    ).toBe('STATE_UNKNOWN')
    await social.finish({ projectId: 'p1', state: started.state, bindingToken: started.bindingToken })
    expect(
      await refusal(
        social.finish({ projectId: 'p1', state: started.state, bindingToken: started.bindingToken }),
      ),
    ).toBe('ALREADY_FINISHED')
  })

  it('a code used for another sign-in (code reuse, code injection)', async () => {
    const first = await signIn('github', 'ada')
    await social.callback({ projectId: 'p1', provider: 'github', params: first.params })
    const second = await signIn('github', 'ada')
    const injected = new URLSearchParams(second.params)
    injected.set('code', first.params.get('code')!)
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'github', params: injected }))).toBe(
      'EXCHANGE_FAILED:invalid_grant',
    )
    expect(
      await refusal(
        social.finish({
          projectId: 'p1',
          state: second.started.state,
          bindingToken: second.started.bindingToken,
        }),
      ),
    ).toBe('PROVIDER_ERROR:invalid_grant')
  })

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://accounts.google.com' }],
    ['another nonce', { nonce: 'not-this-flow' }],
    [
      'an expired token',
      { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
    ],
  ])('an ID token with %s', async (_, claims) => {
    providers.tamperNextIdToken('google', { claims })
    const { params } = await signIn('google', 'ada')
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'google', params }))).toBe(
      'ID_TOKEN_INVALID',
    )
  })

  it('a badly signed ID token (a key the JWKS does not hold)', async () => {
    providers.tamperNextIdToken('apple', { foreignKey: true })
    const { params } = await signIn('apple', 'ada')
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'apple', params }))).toBe(
      'ID_TOKEN_INVALID',
    )
  })

  it('a callback for another project or provider, and a finish by another frame', async () => {
    const p1 = await signIn('discord', 'ada')
    expect(await refusal(social.callback({ projectId: 'p2', provider: 'discord', params: p1.params }))).toBe(
      'WRONG_PROJECT',
    )
    const other = await signIn('discord', 'ada')
    expect(
      await refusal(social.callback({ projectId: 'p1', provider: 'github', params: other.params })),
    ).toBe('WRONG_PROVIDER')
    const ok = await signIn('discord', 'ada')
    expect(
      await refusal(
        social.finish({ projectId: 'p1', state: ok.started.state, bindingToken: ok.started.bindingToken }),
      ),
    ).toBe('NOT_COMPLETED')
    await social.callback({ projectId: 'p1', provider: 'discord', params: ok.params })
    expect(
      await refusal(
        social.finish({ projectId: 'p1', state: ok.started.state, bindingToken: 'B'.repeat(43) }),
      ),
    ).toBe('BINDING_MISMATCH')
    expect(
      await refusal(
        social.finish({ projectId: 'p2', state: ok.started.state, bindingToken: ok.started.bindingToken }),
      ),
    ).toBe('WRONG_PROJECT')
  })

  it('a provider the project does not offer, and an expired sign-in', async () => {
    expect(await refusal(social.start({ projectId: 'p3', provider: 'google' }))).toBe('PROVIDER_NOT_ENABLED')
    expect(await refusal(social.start({ projectId: 'p1', provider: 'farcaster' }))).toBe(
      'PROVIDER_NOT_ENABLED',
    )
    const { params } = await signIn('x', 'ada')
    clock.now += 11 * 60_000
    try {
      expect(await refusal(social.callback({ projectId: 'p1', provider: 'x', params }))).toBe('STATE_EXPIRED')
    } finally {
      clock.now = Date.now()
    }
  })

  it('the visitor cancels or denies at the provider', async () => {
    const cancelled = await signIn('google', 'ada', { decision: 'cancel' })
    expect(
      await refusal(social.callback({ projectId: 'p1', provider: 'google', params: cancelled.params })),
    ).toBe('PROVIDER_ERROR:access_denied')
    const denied = await signIn('github', 'ada', { decision: 'deny' })
    expect(
      await refusal(social.callback({ projectId: 'p1', provider: 'github', params: denied.params })),
    ).toBe('PROVIDER_ERROR:access_denied')
  })
})

describe('provider faults', () => {
  it('the authorization endpoint fails: the OAuth error comes back on the callback', async () => {
    faults.add({ route: '/google/auth', kind: '500', count: 1 })
    const { params } = await signIn('google', 'ada')
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'google', params }))).toBe(
      'PROVIDER_ERROR:server_error',
    )
  })

  it('discovery, token endpoint and user API failing or answering malformed JSON', async () => {
    faults.add({ route: '/apple/.well-known/*', kind: '503', count: 1 })
    expect(
      await refusal(
        createSocialLogin({ db, config: { p1: providers.socialLoginConfig('p1') }, publicUrl: FRAME }).start({
          projectId: 'p1',
          provider: 'apple',
        }),
      ),
    ).toBe('PROVIDER_UNAVAILABLE')
    const token = await signIn('discord', 'ada')
    faults.add({ route: '/discord/token', kind: '500', count: 1 })
    expect(
      await refusal(social.callback({ projectId: 'p1', provider: 'discord', params: token.params })),
    ).toMatch(/^PROVIDER_UNAVAILABLE/)
    const malformed = await signIn('x', 'ada')
    faults.add({ route: '/x/token', kind: 'malformed', count: 1 })
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'x', params: malformed.params }))).toBe(
      'PROVIDER_UNAVAILABLE',
    )
    const api = await signIn('github', 'ada')
    faults.add({ route: '/github/api/user', kind: '429', count: 1 })
    expect(await refusal(social.callback({ projectId: 'p1', provider: 'github', params: api.params }))).toBe(
      'PROVIDER_UNAVAILABLE',
    )
  })

  it('the token endpoint and the JWKS hang: the request times out', async () => {
    const token = await signIn('facebook', 'ada', { via: slow })
    faults.add({ route: '/facebook/token', kind: 'timeout', count: 1 })
    expect(
      await refusal(slow.callback({ projectId: 'p1', provider: 'facebook', params: token.params })),
    ).toBe('PROVIDER_UNAVAILABLE')
    const fresh = createSocialLogin({
      db,
      config: { p1: providers.socialLoginConfig('p1') },
      publicUrl: FRAME,
      requestTimeoutMs: 1500,
    })
    const jwks = await signIn('google', 'ada', { via: fresh })
    faults.add({ route: '/google/jwks', kind: 'timeout', count: 1 })
    expect(await refusal(fresh.callback({ projectId: 'p1', provider: 'google', params: jwks.params }))).toBe(
      'PROVIDER_UNAVAILABLE',
    )
  })
})
