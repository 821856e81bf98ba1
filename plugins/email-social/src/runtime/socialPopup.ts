// The app side of a social sign-in's popup: opened by the visitor's click, sent to the provider once the
// frame gave its URL, and listened to for the frame host's callback page only (its window, the frame's
// exact origin, the protocol's schema). Closed or silent popups end the attempt with nothing changed.

import { socialCallbackMessageSchema } from '@airlock/frame-host/protocol'
import { BaseError } from '@airlock/kernel'

/** The popup's window name and size. */
export const SOCIAL_POPUP_NAME = 'airlock-social-login'
const SOCIAL_POPUP_FEATURES = 'popup=yes,width=500,height=640'

/** The visitor closed the sign-in popup before the provider came back. */
export class SocialPopupClosedError extends BaseError {
  override name = 'SocialPopupClosedError'
  constructor() {
    super('The sign-in window was closed')
  }
}

/** The browser blocked the sign-in popup. */
export class SocialPopupBlockedError extends BaseError {
  override name = 'SocialPopupBlockedError'
  constructor() {
    super('The sign-in window was blocked')
  }
}

/** The provider did not come back in time. */
export class SocialLoginTimeoutError extends BaseError {
  override name = 'SocialLoginTimeoutError'
  constructor() {
    super('The sign-in did not finish in time')
  }
}

/** What {@link waitForSocialCallback} listens on: the app's window (a stand-in in tests). */
export interface SocialPopupHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** The popup as the app sees it. */
export interface SocialPopupWindow {
  closed: boolean
  close(): void
  location: { href: string } | Location
}

/**
 * Opens the (blank) sign-in popup: call it synchronously in the visitor's click handler, before any
 * await, or the browser blocks it. Throws {@link SocialPopupBlockedError} when it is blocked.
 * @example
 * button.onclick = () => { const popup = openSocialPopup(window); void runtime.connectSocial('github', popup) }
 */
export function openSocialPopup(win: Pick<Window, 'open'>): SocialPopupWindow {
  const popup = win.open('', SOCIAL_POPUP_NAME, SOCIAL_POPUP_FEATURES)
  if (!popup) throw new SocialPopupBlockedError()
  return popup
}

/** Options of {@link waitForSocialCallback}. */
export interface WaitForSocialCallbackOptions {
  /** The frame host's origin: the only sender accepted. */
  frameOrigin: string
  /** How long the provider has (then {@link SocialLoginTimeoutError}, and the popup is closed). */
  timeoutMs: number
  /** How often the popup is checked for having been closed (default 300 ms). */
  closedPollMs?: number
  /** Ends the wait (the visitor went back): rejects with the signal's reason. */
  signal?: AbortSignal
}

/**
 * Resolves with the callback URI the frame host's page posts from `popup`; messages from any other
 * window or origin, or not in the protocol's shape, are ignored. Rejects when the popup is closed first
 * ({@link SocialPopupClosedError}) or after `timeoutMs` ({@link SocialLoginTimeoutError}).
 * @example
 * const uri = await waitForSocialCallback(window, popup, { frameOrigin, timeoutMs: 120_000 })
 */
export function waitForSocialCallback(
  host: SocialPopupHost,
  popup: SocialPopupWindow,
  options: WaitForSocialCallbackOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      host.removeEventListener('message', onMessage)
      clearInterval(poll)
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== (popup as unknown) || event.origin !== options.frameOrigin) return
      const parsed = socialCallbackMessageSchema.safeParse(event.data)
      if (!parsed.success) return
      cleanup()
      resolve(parsed.data.uri)
    }
    const onAbort = () => {
      cleanup()
      if (!popup.closed) popup.close()
      reject(options.signal?.reason)
    }
    const poll = setInterval(() => {
      if (!popup.closed) return
      cleanup()
      reject(new SocialPopupClosedError())
    }, options.closedPollMs ?? 300)
    const timer = setTimeout(() => {
      cleanup()
      if (!popup.closed) popup.close()
      reject(new SocialLoginTimeoutError())
    }, options.timeoutMs)
    host.addEventListener('message', onMessage)
    if (options.signal?.aborted) onAbort()
    else options.signal?.addEventListener('abort', onAbort)
  })
}

/** The frame's two steps of a social sign-in, as {@link socialSignIn} uses them. */
export interface SocialSignInSteps<User> {
  /** GET_SOCIAL_REDIRECT_URI: the frame starts the flow and gives the provider's URL. */
  redirectUri(): Promise<string>
  /** CONNECT_SOCIAL: the frame finishes the flow it started with the callback URI. */
  finish(callbackUri: string): Promise<User>
}

/**
 * One social sign-in in `popup`: the provider's URL from the frame, the popup sent there, the callback
 * URI awaited ({@link waitForSocialCallback}), the frame finishing. The popup is closed on any failure.
 * @example
 * const user = await socialSignIn(steps, window, popup, { frameOrigin, timeoutMs: SOCIAL_LOGIN_TIMEOUT_MS })
 */
export async function socialSignIn<User>(
  steps: SocialSignInSteps<User>,
  host: SocialPopupHost,
  popup: SocialPopupWindow,
  options: WaitForSocialCallbackOptions,
): Promise<User> {
  try {
    popup.location.href = await steps.redirectUri()
    return await steps.finish(await waitForSocialCallback(host, popup, options))
  } catch (error) {
    if (!popup.closed) popup.close()
    throw error
  }
}
