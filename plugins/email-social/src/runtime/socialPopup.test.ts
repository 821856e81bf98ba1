import { describe, expect, it, vi } from 'vitest'
import {
  openSocialPopup,
  SocialLoginTimeoutError,
  SocialPopupBlockedError,
  SocialPopupClosedError,
  socialSignIn,
  waitForSocialCallback,
} from './socialPopup'

const FRAME = 'https://frame.example'
const URI = `${FRAME}/oauth/callback/app/github?state=${'s'.repeat(43)}`

/** The app's window as a stand-in: its message listeners get `{data, origin, source}` as a browser gives them. */
function appWindow() {
  const listeners = new Set<(e: MessageEvent) => void>()
  return {
    addEventListener: (_type: 'message', fn: (e: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: 'message', fn: (e: MessageEvent) => void) => listeners.delete(fn),
    post(data: unknown, origin: string, source: unknown) {
      for (const fn of [...listeners]) fn({ data, origin, source } as MessageEvent)
    },
  }
}

function popupWindow() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true
    },
  }
}

describe('the social popup (app side)', () => {
  it('takes the callback only from its popup, at the frame origin, in the protocol shape', async () => {
    const host = appWindow()
    const popup = popupWindow()
    const other = popupWindow()
    const waiting = waitForSocialCallback(host, popup, { frameOrigin: FRAME, timeoutMs: 10_000 })
    const good = { type: 'airlock:social-callback', uri: URI }
    host.post(good, 'https://evil.example', popup) // another origin
    host.post(good, FRAME, other) // another window
    host.post({ ...good, extra: 1 }, FRAME, popup) // not the schema
    host.post({ type: 'airlock:social-callback', uri: 'https://evil.example/?state=forged' }, FRAME, other)
    host.post(good, FRAME, popup)
    expect(await waiting).toBe(URI)
  })

  it('a popup closed first ends the wait with SocialPopupClosedError', async () => {
    const popup = popupWindow()
    const waiting = waitForSocialCallback(appWindow(), popup, {
      frameOrigin: FRAME,
      timeoutMs: 10_000,
      closedPollMs: 10,
    })
    popup.close()
    await expect(waiting).rejects.toBeInstanceOf(SocialPopupClosedError)
  })

  it('a provider that never comes back: SocialLoginTimeoutError, and the popup is closed', async () => {
    const popup = popupWindow()
    const waiting = waitForSocialCallback(appWindow(), popup, { frameOrigin: FRAME, timeoutMs: 50 })
    await expect(waiting).rejects.toBeInstanceOf(SocialLoginTimeoutError)
    expect(popup.closed).toBe(true)
  })

  it('going back aborts the wait with its reason and closes the popup', async () => {
    const popup = popupWindow()
    const controller = new AbortController()
    const waiting = waitForSocialCallback(appWindow(), popup, {
      frameOrigin: FRAME,
      timeoutMs: 10_000,
      signal: controller.signal,
    })
    const reason = new Error('back')
    controller.abort(reason)
    await expect(waiting).rejects.toBe(reason)
    expect(popup.closed).toBe(true)
  })

  it('a blocked popup is SocialPopupBlockedError', () => {
    expect(() => openSocialPopup({ open: () => null })).toThrow(SocialPopupBlockedError)
  })

  it('socialSignIn: the popup goes to the URL the frame gave, the frame finishes with the callback URI', async () => {
    const host = appWindow()
    const popup = popupWindow()
    const finished: string[] = []
    const user = socialSignIn(
      {
        redirectUri: async () => 'https://provider.example/authorize?x=1',
        finish: async (uri) => {
          finished.push(uri)
          return { userName: 'grace_hopper' }
        },
      },
      host,
      popup,
      { frameOrigin: FRAME, timeoutMs: 10_000 },
    )
    await vi.waitFor(() => expect(popup.location.href).toBe('https://provider.example/authorize?x=1'))
    host.post({ type: 'airlock:social-callback', uri: URI }, FRAME, popup)
    expect(await user).toEqual({ userName: 'grace_hopper' })
    expect(finished).toEqual([URI])
  })

  it('socialSignIn: a refused finish closes the popup and rejects with the frame error', async () => {
    const host = appWindow()
    const popup = popupWindow()
    const refusal = new Error('PROVIDER_ERROR')
    const user = socialSignIn(
      { redirectUri: async () => 'https://provider.example/', finish: async () => Promise.reject(refusal) },
      host,
      popup,
      { frameOrigin: FRAME, timeoutMs: 10_000 },
    )
    await vi.waitFor(() => expect(popup.location.href).toBe('https://provider.example/'))
    host.post({ type: 'airlock:social-callback', uri: URI }, FRAME, popup)
    await expect(user).rejects.toBe(refusal)
    expect(popup.closed).toBe(true)
  })
})
