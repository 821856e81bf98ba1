// The frame's social login: the frame starts the flow on its server and keeps the binding token; the
// app only opens the popup at the provider's URL and hands back the callback URI (which holds the
// state alone); the frame finishes the flow it started and opens the wallet as for an email login.
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import { socialCallbackState } from '../protocol/social'
import { api, FrameError } from './api'
import type { FrameAccount, FrameWallet, SessionAnswer } from './wallet'

/** Code of a CONNECT_SOCIAL whose URI is not the callback of the sign-in this frame started. */
export const SOCIAL_FLOW_MISMATCH = 'SOCIAL_FLOW_MISMATCH'

interface StartAnswer {
  authorizationUrl: string
  state: string
  bindingToken: string
}

/** One social sign-in at a time, started and finished by this frame. */
export class SocialLogin {
  private pending: { state: string; bindingToken: string; provider: string } | undefined

  constructor(
    private readonly projectId: string,
    private readonly appOrigin: string,
    private readonly wallet: FrameWallet,
    /** The providers the project offers (from the page config). */
    private readonly providers: readonly string[],
  ) {}

  /** GET_SOCIAL_REDIRECT_URI: starts a sign-in with `provider`; the app opens the popup at `uri`. */
  async start(provider: string): Promise<{ uri: string }> {
    if (!this.providers.includes(provider))
      throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
    const started = await api<StartAnswer>('POST', '/api/social/start', {
      projectId: this.projectId,
      provider,
      appOrigin: this.appOrigin,
    })
    // A newer start replaces the older one: only the latest popup can finish.
    this.pending = { state: started.state, bindingToken: started.bindingToken, provider }
    return { uri: started.authorizationUrl }
  }

  /**
   * CONNECT_SOCIAL: `uri` is the frame host's callback URL the popup ended on. Only the sign-in this
   * frame started can finish here (its state, and the binding token only this frame holds).
   */
  async connect(uri: string): Promise<FrameAccount> {
    const state = socialCallbackState(uri, location.origin)
    const pending = this.pending
    if (!pending || !state || state !== pending.state)
      throw new FrameError('This is not the sign-in this frame started', SOCIAL_FLOW_MISMATCH)
    this.pending = undefined
    const session = await api<SessionAnswer>('POST', '/api/social/finish', {
      projectId: this.projectId,
      state,
      bindingToken: pending.bindingToken,
    })
    return this.wallet.signedIn(session)
  }
}
