import {
  clickUntilGone,
  humanClick,
  type SignInResult,
  type SocialProviders,
  signInOverHttp,
  startSocialProviders,
} from '@airlock/devnet'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCIAL_FLOW_MISMATCH } from './socialFlow'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'

/** What the callback page tells its opener: the URI the app hands to the frame. */
async function callbackUri(back: SignInResult): Promise<string> {
  const res = await fetch(`${back.redirectUri}?${back.params}`)
  const json = /<script type="application\/json" id="d">([\s\S]*?)<\/script>/.exec(await res.text())?.[1]
  return (JSON.parse(json ?? '{}') as { uri: string }).uri
}

describe('[spec 7.31] social login through the secure frame in Chromium', () => {
  let h: FrameBrowserHarness
  let providers: SocialProviders

  beforeAll(async () => {
    providers = await startSocialProviders()
    providers.registerClients({ projectId: 'p1', redirectUris: [] })
    const { google, github } = providers.socialLoginConfig('p1')
    h = await startFrameBrowserHarness({ socialLogin: { p1: { google, github } } })
    providers.registerClients({
      projectId: 'p1',
      redirectUris: [`${h.host.url}/oauth/callback/p1/{provider}`],
    })
  }, 180_000)
  afterAll(async () => {
    await h?.stop()
    await providers?.stop()
  })

  it('github: the frame starts, the provider comes back, the frame finishes with its own token, creates the wallet and signs', async () => {
    const page = await h.openApp()
    await page.evaluate(() => window.airlockTest.ready)
    const frame = h.frame(page)
    const redirect = await h.request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(redirect.type).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS')
    const { uri } = redirect.payload as { uri: string }
    expect(uri.startsWith(providers.issuer('github'))).toBe(true)
    const back = await signInOverHttp(uri, { user: 'grace' })
    const done = await callbackUri(back)
    expect(new URL(done).origin).toBe(h.host.origin)
    expect(new URL(done).searchParams.has('code')).toBe(false)

    // The app cannot finish a sign-in the frame did not start: a forged state, another origin.
    const forged = new URL(done)
    forged.searchParams.set('state', 'B'.repeat(43))
    expect(await h.request(page, 'CONNECT_SOCIAL', { uri: forged.href })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { code: SOCIAL_FLOW_MISMATCH },
    })
    const elsewhere = done.replace(h.host.origin, `http://localhost:${h.appPort}`)
    expect(await h.request(page, 'CONNECT_SOCIAL', { uri: elsewhere })).toMatchObject({
      payload: { code: SOCIAL_FLOW_MISMATCH },
    })

    const connecting = await h.send(page, 'CONNECT_SOCIAL', { uri: done })
    // A new wallet: its recovery code is shown in the frame.
    await frame.locator('[data-recovery-code]').waitFor()
    await clickUntilGone(frame.locator('button[data-action=saved]'))
    const connected = await h.answer(page, connecting)
    expect(connected).toMatchObject({
      type: 'CONNECT_SOCIAL_SUCCESS',
      payload: { socialProvider: 'github', userName: 'grace_hopper', email: null },
    })
    const address = (connected.payload as { address: `0x${string}` }).address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // A message signed with the embedded wallet, approved in the approval window.
    const message = 'Signed in with GitHub'
    const signing = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    const opened = page.context().waitForEvent('page')
    await frame.locator('button[data-action=open-window]').click()
    const popup = await opened
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    const signed = await h.answer(page, signing)
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message, signature: signed.payload as `0x${string}` })).toBe(true)

    // Reload: the session and the same wallet come back, still the GitHub user.
    await page.reload()
    await page.evaluate(() => window.airlockTest.ready)
    expect(await h.request(page, 'GET_USER')).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { address, socialProvider: 'github', userName: 'grace_hopper' },
    })
  })

  it('a denial at the provider: CONNECT_SOCIAL is refused with the reason, nothing is connected', async () => {
    const page = await h.openApp()
    await page.evaluate(() => window.airlockTest.ready)
    const redirect = await h.request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const { uri } = redirect.payload as { uri: string }
    const done = await callbackUri(await signInOverHttp(uri, { user: 'ada', decision: 'deny' }))
    expect(await h.request(page, 'CONNECT_SOCIAL', { uri: done })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { code: 'PROVIDER_ERROR' },
    })
    expect(await h.request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    // A provider the project does not offer is not enabled (the frame asks its server nothing).
    expect(await h.request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'apple' })).toMatchObject({
      type: 'GET_SOCIAL_REDIRECT_URI_ERROR',
      payload: { code: 'NOT_ENABLED' },
    })
  })
})
