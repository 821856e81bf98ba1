import {
  type MailSink,
  type SocialProviders,
  signInOverHttp,
  startMailSink,
  startSocialProviders,
} from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCIAL_CALLBACK_MESSAGE, socialCallbackState } from '../../protocol/social'
import { type FrameHost, startFrameHost } from '../startFrameHost'
import { call, TEST_SECRET } from '../testing/frameHostHarness'

const APP = 'http://localhost:3000'
let sink: MailSink
let providers: SocialProviders
let host: FrameHost

beforeAll(async () => {
  ;[sink, providers] = await Promise.all([startMailSink(), startSocialProviders()])
  // The clients first (the frame host is given their config), their redirect URIs once it listens.
  for (const projectId of ['p1', 'p2']) providers.registerClients({ projectId, redirectUris: [] })
  const { google, github, apple } = providers.socialLoginConfig('p1')
  host = await startFrameHost({
    smtpUrl: sink.smtpUrl,
    secret: TEST_SECRET,
    projects: [
      { id: 'p1', origins: ['http://localhost:*'] },
      { id: 'p2', origins: ['http://localhost:4000'] },
    ],
    // p1 offers three providers; p2 only github.
    socialLogin: { p1: { google, github, apple }, p2: { github: providers.socialLoginConfig('p2').github } },
  })
  for (const projectId of ['p1', 'p2'])
    providers.registerClients({
      projectId,
      redirectUris: [`${host.url}/oauth/callback/${projectId}/{provider}`],
    })
})
afterAll(async () => {
  await host?.stop()
  await Promise.all([providers?.stop(), sink?.stop()])
})

interface Started {
  authorizationUrl: string
  state: string
  bindingToken: string
}

/** What the callback page tells its opener: its JSON data block. */
function pageData(html: string): { type: string; appOrigin: string | null; uri: string; close: boolean } {
  const json = /<script type="application\/json" id="d">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!json) throw new Error('no data block in the callback page')
  return JSON.parse(json)
}

async function start(provider: string, projectId = 'p1', appOrigin = APP) {
  return call<Started & { error?: { code: string } }>('POST', `${host.url}/api/social/start`, {
    projectId,
    provider,
    appOrigin,
  })
}

/** The provider's redirect, delivered to the frame host as the browser would (GET, or Apple's form POST). */
async function deliver(back: Awaited<ReturnType<typeof signInOverHttp>>) {
  const res =
    back.method === 'POST'
      ? await fetch(back.redirectUri, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: back.params.toString(),
        })
      : await fetch(`${back.redirectUri}?${back.params}`)
  return { status: res.status, headers: res.headers, html: await res.text() }
}

async function signIn(provider: string, user: string, projectId = 'p1') {
  const started = await start(provider, projectId)
  expect(started.status).toBe(200)
  const back = await signInOverHttp(started.body.authorizationUrl, { user })
  expect(back.redirectUri).toBe(`${host.url}/oauth/callback/${projectId}/${provider}`)
  const page = await deliver(back)
  return { started: started.body, page, back }
}

async function finish(started: Started, projectId = 'p1') {
  return call<{
    user: { id: string; email: string | null; socialProvider: string; username: string }
    token: string
    hasWallet: boolean
    error?: { code: string }
  }>('POST', `${host.url}/api/social/finish`, {
    projectId,
    state: started.state,
    bindingToken: started.bindingToken,
  })
}

describe('the frame host mounts social login', () => {
  it('google (OIDC): start → provider → callback page tells the app → finish opens a session', async () => {
    const { started, page } = await signIn('google', 'ada')
    expect(started.authorizationUrl.startsWith(providers.issuer('google'))).toBe(true)
    expect(page.status).toBe(200)
    const data = pageData(page.html)
    expect(data).toMatchObject({ type: SOCIAL_CALLBACK_MESSAGE, appOrigin: APP, close: true })
    expect(socialCallbackState(data.uri, host.origin)).toBe(started.state)
    // The page carries the state only: no code, no token.
    expect(new URL(data.uri).searchParams.has('code')).toBe(false)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

    const done = await finish(started)
    expect(done.status).toBe(200)
    expect(done.body.user).toMatchObject({
      socialProvider: 'google',
      username: 'ada@airlock.test',
      email: 'ada@airlock.test',
    })
    expect(done.body.hasWallet).toBe(false)
    const session = await call<{ user: Record<string, unknown> }>(
      'GET',
      `${host.url}/api/session`,
      undefined,
      {
        authorization: `Bearer ${done.body.token}`,
      },
    )
    expect(session.body.user).toEqual({
      id: done.body.user.id,
      email: 'ada@airlock.test',
      socialProvider: 'google',
      username: 'ada@airlock.test',
    })
    // The same person again: the same user (a user is (provider, subject)).
    const again = await signIn('google', 'ada')
    expect((await finish(again.started)).body.user.id).toBe(done.body.user.id)
  })

  it('github (plain OAuth): the user from its API; no verified email → a user without email, who cannot change one', async () => {
    const { started, page } = await signIn('github', 'grace')
    expect(page.status).toBe(200)
    const done = await finish(started)
    expect(done.status).toBe(200)
    expect(done.body.user).toMatchObject({ socialProvider: 'github', username: 'grace_hopper', email: null })
    const auth = { authorization: `Bearer ${done.body.token}` }
    const session = await call<{ user: Record<string, unknown> }>(
      'GET',
      `${host.url}/api/session`,
      undefined,
      auth,
    )
    expect(session.body.user).toMatchObject({ id: done.body.user.id, email: null, socialProvider: 'github' })
    const update = await call<{ error: { code: string } }>(
      'POST',
      `${host.url}/api/email/update`,
      { newEmail: 'grace@airlock.test' },
      auth,
    )
    expect(update.body.error.code).toBe('NO_EMAIL')
  })

  it('apple (form_post): the callback arrives as a POST and finishes', async () => {
    const { started, page, back } = await signIn('apple', 'alan')
    expect(back.method).toBe('POST')
    expect(page.status).toBe(200)
    expect((await finish(started)).body.user).toMatchObject({ socialProvider: 'apple' })
  })
})

describe('the social routes refuse', () => {
  it('an app origin the project does not allow, an unknown project, a provider the project does not offer', async () => {
    expect((await start('google', 'p1', 'https://evil.example')).body.error?.code).toBe('ORIGIN_NOT_ALLOWED')
    expect((await start('google', 'nope')).body.error?.code).toBe('UNKNOWN_PROJECT')
    const notOffered = await start('google', 'p2', 'http://localhost:4000')
    expect(notOffered.status).toBe(404)
    expect(notOffered.body.error?.code).toBe('PROVIDER_NOT_ENABLED')
  })

  it('a page of another origin calling the API (no CORS, 403)', async () => {
    const res = await call<{ error: { code: string } }>(
      'POST',
      `${host.url}/api/social/start`,
      { projectId: 'p1', provider: 'google', appOrigin: APP },
      { origin: APP },
    )
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('finishing before the provider came back, with another binding token, for another project, twice', async () => {
    const started = (await start('github')).body
    expect((await finish(started)).body.error?.code).toBe('NOT_COMPLETED')
    const back = await signInOverHttp(started.authorizationUrl, { user: 'ada' })
    await deliver(back)
    const other = (await start('github')).body
    expect((await finish({ ...started, bindingToken: other.bindingToken })).body.error?.code).toBe(
      'BINDING_MISMATCH',
    )
    expect((await finish(started, 'p2')).body.error?.code).toBe('WRONG_PROJECT')
    expect((await finish(started)).status).toBe(200)
    expect((await finish(started)).body.error?.code).toBe('ALREADY_FINISHED')
  })

  it('a replayed callback: the page tells nobody twice, and no second session', async () => {
    const started = (await start('google')).body
    const back = await signInOverHttp(started.authorizationUrl, { user: 'ada' })
    expect((await deliver(back)).status).toBe(200)
    const replay = await deliver(back)
    expect(replay.status).toBe(409)
    expect(pageData(replay.html).appOrigin).toBe(APP)
    expect((await finish(started)).status).toBe(200)
  })

  it('a denial at the provider: the app is told, the frame learns why, nothing is connected', async () => {
    const started = (await start('google')).body
    const back = await signInOverHttp(started.authorizationUrl, { user: 'ada', decision: 'deny' })
    const page = await deliver(back)
    expect(page.status).toBe(502)
    expect(pageData(page.html)).toMatchObject({ appOrigin: APP, close: true })
    const done = await finish(started)
    expect(done.body.error?.code).toBe('PROVIDER_ERROR')
  })

  it('a forged state: a page that tells no one', async () => {
    const res = await fetch(`${host.url}/oauth/callback/p1/google?state=${'A'.repeat(43)}&code=x`)
    expect(res.status).toBe(400)
    expect(pageData(await res.text())).toMatchObject({ appOrigin: null, close: false })
  })
})
