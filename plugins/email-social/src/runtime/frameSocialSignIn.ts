// A social sign-in through the frame (GET_SOCIAL_REDIRECT_URI, the popup, CONNECT_SOCIAL) with the
// plugin's side effects: the social username in the login state, the social-login timeout alert.
import type { ConnectedUser } from '@airlock/frame-host/protocol'
import type { PluginContext } from '@airlock/kernel'
import { LOGIN_STATE_KEYS, SOCIAL_LOGIN_TIMEOUT_ALERT, SOCIAL_LOGIN_TIMEOUT_MS } from '../runtimeConstants'
import type { FrameClient } from './FrameClient'
import { SocialLoginTimeoutError, type SocialPopupWindow, socialSignIn } from './socialPopup'

/** The OAuth providers the frame signs in with. */
export type FrameSocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** What {@link frameSocialSignIn} needs from the runtime. */
export interface FrameSocialSignInDeps {
  client: Pick<FrameClient, 'request'>
  ctx: PluginContext
  /** The app's window (the callback message arrives on it). */
  win: Window
  /** The frame host's origin: the only sender of the callback accepted. */
  frameOrigin: string
  /** Loads the frame (before the first request). */
  start(): Promise<void>
  /** How long the provider has (default {@link SOCIAL_LOGIN_TIMEOUT_MS}). */
  timeoutMs?: number
}

/**
 * Signs the visitor in with `provider` in `popup` (opened in their click): resolves with the frame's
 * connected user; the popup is closed on any failure, and a provider that does not answer in time
 * raises the social-login timeout alert.
 * @example
 * const user = await frameSocialSignIn(deps, 'github', openSocialPopup(window))
 */
export async function frameSocialSignIn(
  deps: FrameSocialSignInDeps,
  provider: FrameSocialProvider,
  popup: SocialPopupWindow,
  signal?: AbortSignal,
): Promise<ConnectedUser> {
  try {
    const steps = {
      redirectUri: async () => {
        await deps.start()
        return ((await deps.client.request('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }).uri
      },
      finish: async (uri: string) => (await deps.client.request('CONNECT_SOCIAL', { uri })) as ConnectedUser,
    }
    const user = await socialSignIn(steps, deps.win, popup, {
      frameOrigin: deps.frameOrigin,
      timeoutMs: deps.timeoutMs ?? SOCIAL_LOGIN_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    })
    if (user.userName !== undefined) deps.ctx.storage.set(LOGIN_STATE_KEYS.socialUsername, user.userName)
    return user
  } catch (error) {
    if (error instanceof SocialLoginTimeoutError)
      deps.ctx.emit('alert', { alert: SOCIAL_LOGIN_TIMEOUT_ALERT, source: deps.ctx.name })
    throw error
  }
}
