import type { PluginContext } from '@airlock/kernel'
import { describe, expect, it } from 'vitest'
import { LOGIN_STATE_KEYS, SOCIAL_LOGIN_TIMEOUT_ALERT } from '../runtimeConstants'
import type { FrameClient } from './FrameClient'
import { frameSocialSignIn } from './frameSocialSignIn'
import { SocialLoginTimeoutError } from './socialPopup'

const FRAME = 'https://frame.example'
const URI = `${FRAME}/oauth/callback/app/github?state=${'s'.repeat(43)}`

/** A plugin context stand-in that records what the sign-in stores and emits. */
function context() {
  const stored = new Map<string, unknown>()
  const emitted: Array<[string, unknown]> = []
  const ctx = {
    name: 'email-social',
    storage: { set: (key: string, value: unknown) => stored.set(key, value) },
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
  } as unknown as PluginContext
  return { ctx, stored, emitted }
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

describe('frameSocialSignIn', () => {
  it('asks the frame for the URL, finishes with the callback URI, keeps the social username', async () => {
    const listeners = new Set<(e: MessageEvent) => void>()
    const win = {
      addEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.delete(fn),
    } as unknown as Window
    const popup = popupWindow()
    const sent: Array<[string, unknown]> = []
    const client = {
      request: async (type: string, payload: unknown) => {
        sent.push([type, payload])
        if (type === 'GET_SOCIAL_REDIRECT_URI') {
          // The provider comes back later (a task after this answer and the popup's navigation).
          setTimeout(() => {
            for (const fn of [...listeners])
              fn({
                data: { type: 'airlock:social-callback', uri: URI },
                origin: FRAME,
                source: popup,
              } as never)
          })
          return { uri: 'https://provider.example/authorize' }
        }
        return { address: '0x1', chainId: 'eip155:1', accounts: [], userName: 'grace_hopper' }
      },
    } as unknown as Pick<FrameClient, 'request'>
    const { ctx, stored } = context()
    const user = await frameSocialSignIn(
      { client, ctx, win, frameOrigin: FRAME, start: async () => undefined },
      'github',
      popup,
    )
    expect(user.userName).toBe('grace_hopper')
    expect(popup.location.href).toBe('https://provider.example/authorize')
    expect(sent).toEqual([
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
      ['CONNECT_SOCIAL', { uri: URI }],
    ])
    expect(stored.get(LOGIN_STATE_KEYS.socialUsername)).toBe('grace_hopper')
  })

  it('a provider that does not answer in time raises the social-login timeout alert', async () => {
    const win = { addEventListener() {}, removeEventListener() {} } as unknown as Window
    const client = {
      request: async () => ({ uri: 'https://provider.example/authorize' }),
    } as unknown as Pick<FrameClient, 'request'>
    const { ctx, emitted } = context()
    const popup = popupWindow()
    await expect(
      frameSocialSignIn(
        { client, ctx, win, frameOrigin: FRAME, start: async () => undefined, timeoutMs: 50 },
        'google',
        popup,
      ),
    ).rejects.toBeInstanceOf(SocialLoginTimeoutError)
    expect(emitted).toEqual([['alert', { alert: SOCIAL_LOGIN_TIMEOUT_ALERT, source: 'email-social' }]])
    expect(popup.closed).toBe(true)
  })
})
