// The frame's Farcaster sign-in: the frame opens a relay channel through its server and keeps the binding
// token; the app only shows the `farcaster://connect` URL (QR code and link); CONNECT_FARCASTER waits
// (polling the frame's own server) until the Farcaster app signed, then opens the wallet as a social
// login does. Only the latest channel can finish: a newer GET_FARCASTER_URI ends the older wait.
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import { api, FrameError } from './api'
import type { FrameWallet, SessionAnswer } from './wallet'

/** Code of a CONNECT_FARCASTER with no channel open, or whose channel a newer one replaced. */
export const FARCASTER_NOT_STARTED = 'FARCASTER_NOT_STARTED'

/** How often the frame asks its server whether the Farcaster app has signed (default). */
export const FARCASTER_POLL_MS = 1_000

interface StartAnswer {
  url: string
  state: string
  bindingToken: string
}

type PollAnswer = { status: 'pending' } | SessionAnswer

/** One Farcaster sign-in at a time, started and finished by this frame. */
export class FarcasterSignIn {
  private pending: { state: string; bindingToken: string } | undefined

  constructor(
    private readonly projectId: string,
    private readonly appOrigin: string,
    private readonly wallet: FrameWallet,
    /** Whether the frame host offers Farcaster (the page config). */
    private readonly enabled: boolean,
    private readonly pollMs = FARCASTER_POLL_MS,
  ) {}

  /** GET_FARCASTER_URI: opens a relay channel; the app shows `url` as a QR code and a link. */
  async start(): Promise<{ url: string }> {
    if (!this.enabled) throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
    const started = await api<StartAnswer>('POST', '/api/farcaster/start', {
      projectId: this.projectId,
      appOrigin: this.appOrigin,
    })
    this.pending = { state: started.state, bindingToken: started.bindingToken }
    return { url: started.url }
  }

  /**
   * CONNECT_FARCASTER: waits until the Farcaster app signed the open channel (the server verifies it
   * against the IdRegistry and opens the session), then signs the wallet in. Ends with the server's
   * refusal (a channel expired, a message that does not hold) or when a newer channel replaces this one.
   */
  async connect(): Promise<{ userName: string }> {
    const flow = this.pending
    if (!flow) throw new FrameError('No Farcaster sign-in was started', FARCASTER_NOT_STARTED)
    while (this.pending === flow) {
      const answer = await api<PollAnswer>('POST', '/api/farcaster/poll', {
        projectId: this.projectId,
        ...flow,
      })
      if ('user' in answer) {
        if (this.pending === flow) this.pending = undefined
        await this.wallet.signedIn(answer)
        return { userName: answer.user.username ?? '' }
      }
      await new Promise((resolve) => setTimeout(resolve, this.pollMs))
    }
    throw new FrameError('The Farcaster sign-in was replaced by a newer one', FARCASTER_NOT_STARTED)
  }
}
