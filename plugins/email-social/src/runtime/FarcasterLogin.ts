// Farcaster through the frame (spec §4, ConnectingFarcaster): the frame opens a relay channel
// (GET_FARCASTER_URI) whose `farcaster://connect` URL the view shows as a QR code and a link, then waits
// for the Farcaster app's signature (CONNECT_FARCASTER, verified by the frame host against the IdRegistry);
// the embedded connector connects once the frame is signed in. Going back resets the URL and reloads the
// frame (the auth provider) after 100 ms, which ends the channel's wait.
import type { PluginContext } from '@airlock/kernel'
import { runInAction } from 'mobx'
import { FARCASTER_RELOAD_DELAY_MS, LOGIN_STATE_KEYS } from '../runtimeConstants'
import type { EmailRuntimeState } from './EmailRuntimeState'
import type { FrameClient } from './FrameClient'

/** A Farcaster sign-in in progress: its URL once the channel is open, and its end (connected). */
export interface FarcasterAttempt {
  /** The `farcaster://connect?channelToken=…` URL (QR code and link). */
  url: Promise<string>
  /** Resolves once signed in and connected; rejects on a refusal, or when going back reloaded the frame. */
  done: Promise<void>
}

/** What {@link FarcasterLogin} needs from the runtime. */
export interface FarcasterLoginDeps {
  client: Pick<FrameClient, 'request' | 'reload'>
  storage: PluginContext['storage']
  state: EmailRuntimeState
  /** Loads the frame (before the first request). */
  start(): Promise<void>
  /** Resolves when the frame shows nothing (a new wallet's recovery code). */
  whenHidden(): Promise<void>
}

/** One Farcaster sign-in at a time per runtime. */
export class FarcasterLogin {
  private attempt: FarcasterAttempt | undefined
  /** The frame answered CONNECT_FARCASTER for the attempt in progress (signed in). */
  private answered = false
  private resetTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly deps: FarcasterLoginDeps) {}

  /**
   * Opens a channel and waits for its signature, then runs `connect` (the embedded connector). A view
   * that mounts again (back from the recovery code) joins the attempt in progress.
   * @example
   * const { url, done } = farcaster.begin(() => airlock.connect(EMBEDDED_CONNECTOR_ID, { showView: false }))
   */
  begin(connect: () => Promise<unknown>): FarcasterAttempt {
    clearTimeout(this.resetTimer)
    if (this.attempt) return this.attempt
    const { client, state } = this.deps
    this.answered = false
    const url = (async () => {
      await this.deps.start()
      const { url } = (await client.request('GET_FARCASTER_URI', undefined)) as { url: string }
      runInAction(() => {
        state.farcasterUrl = url
      })
      return url
    })()
    const done = url.then(async () => {
      // The visitor has as long as the channel lives (the frame host ends it): no request timeout.
      const { userName } = (await client.request('CONNECT_FARCASTER', undefined, { timeout: false })) as {
        userName: string
      }
      this.answered = true
      if (userName) this.deps.storage.set(LOGIN_STATE_KEYS.socialUsername, userName)
      runInAction(() => {
        state.signedIn = true
      })
      await this.deps.whenHidden()
      await connect()
    })
    const attempt: FarcasterAttempt = { url, done }
    this.attempt = attempt
    const settle = () => {
      if (this.attempt !== attempt) return
      this.attempt = undefined
      runInAction(() => {
        state.farcasterUrl = undefined
      })
    }
    done.then(settle, settle)
    return attempt
  }

  /**
   * Going back from ConnectingFarcaster (spec §4): the URL is reset at once, and after
   * {@link FARCASTER_RELOAD_DELAY_MS} the frame reloads, which ends the channel's wait — unless the visitor
   * came back meanwhile, or the frame already signed in (it shows a recovery code, or connects).
   */
  reset(): void {
    runInAction(() => {
      this.deps.state.farcasterUrl = undefined
    })
    clearTimeout(this.resetTimer)
    this.resetTimer = setTimeout(() => {
      if (!this.attempt || this.answered || this.deps.state.visible) return
      this.attempt = undefined
      this.deps.client.reload().catch(() => undefined)
    }, FARCASTER_RELOAD_DELAY_MS)
  }

  /** Stops the pending reset (the runtime is disposed). */
  dispose(): void {
    clearTimeout(this.resetTimer)
  }
}
