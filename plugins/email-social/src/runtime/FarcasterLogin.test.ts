import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FARCASTER_RELOAD_DELAY_MS, LOGIN_STATE_KEYS } from '../runtimeConstants'
import { EmailRuntimeState } from './EmailRuntimeState'
import { FarcasterLogin, type FarcasterLoginDeps } from './FarcasterLogin'

const URL_1 = 'farcaster://connect?channelToken=one'

/** A stand-in frame: GET_FARCASTER_URI answers at once, CONNECT_FARCASTER when the test signs. */
function setup() {
  let sign: (answer: { userName: string }) => void = () => undefined
  let refuse: (error: Error) => void = () => undefined
  const requests: string[] = []
  const stored = new Map<string, unknown>()
  const reload = vi.fn(async () => {
    refuse(new Error('the frame reloaded'))
  })
  const client = {
    request: vi.fn(async (type: string) => {
      requests.push(type)
      if (type === 'GET_FARCASTER_URI') return { url: URL_1 }
      return new Promise((resolve, reject) => {
        sign = resolve
        refuse = reject
      })
    }),
    reload,
  }
  const state = new EmailRuntimeState()
  const deps = {
    client,
    storage: { set: (key: string, value: unknown) => void stored.set(key, value) },
    state,
    start: vi.fn(async () => undefined),
    whenHidden: vi.fn(async () => undefined),
  } as unknown as FarcasterLoginDeps
  return {
    login: new FarcasterLogin(deps),
    state,
    stored,
    requests,
    reload,
    sign: (u: string) => sign({ userName: u }),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('FarcasterLogin', () => {
  it('[spec 2.8] shows the channel URL, and once the app signed keeps the user name and connects', async () => {
    const { login, state, stored, requests, sign } = setup()
    const connect = vi.fn(async () => undefined)
    const attempt = login.begin(connect)
    expect(await attempt.url).toBe(URL_1)
    expect(state.farcasterUrl).toBe(URL_1)
    // A view mounting again joins the attempt in progress.
    expect(login.begin(connect)).toBe(attempt)
    await vi.waitFor(() => expect(requests).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER']))
    sign('ada')
    await attempt.done
    expect(connect).toHaveBeenCalledTimes(1)
    expect(stored.get(LOGIN_STATE_KEYS.socialUsername)).toBe('ada')
    expect(state.signedIn).toBe(true)
    expect(state.farcasterUrl).toBeUndefined()
  })

  it('[spec 4.6] going back resets the URL at once and reloads the frame after 100 ms, ending the wait', async () => {
    const { login, state, reload } = setup()
    const connect = vi.fn(async () => undefined)
    const attempt = login.begin(connect)
    await attempt.url
    const ended = attempt.done.catch((error: unknown) => error)
    login.reset()
    expect(state.farcasterUrl).toBeUndefined()
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS - 1)
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(await ended).toBeInstanceOf(Error)
    expect(connect).not.toHaveBeenCalled()
    // The next visit opens a new attempt.
    expect(login.begin(connect)).not.toBe(attempt)
  })

  it('coming back within 100 ms keeps the attempt: no reload', async () => {
    const { login, reload } = setup()
    const connect = vi.fn(async () => undefined)
    const attempt = login.begin(connect)
    await attempt.url
    login.reset()
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS / 2)
    expect(login.begin(connect)).toBe(attempt)
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS * 2)
    expect(reload).not.toHaveBeenCalled()
  })

  it('no reload once the frame signed in (it shows the recovery code, or connects)', async () => {
    const { login, reload, requests, sign } = setup()
    const connect = vi.fn(async () => undefined)
    const attempt = login.begin(connect)
    await attempt.url
    await vi.waitFor(() => expect(requests).toContain('CONNECT_FARCASTER'))
    sign('ada')
    await attempt.done
    login.reset()
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS * 2)
    expect(reload).not.toHaveBeenCalled()
  })
})
