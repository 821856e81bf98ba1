// The runtime's observable state, which the plugin's views read.
import type { FrameEventPayload } from '@airlock/frame-host/protocol'
import { makeObservable, observable } from 'mobx'

/** Why the frame asks to be shown (FRAME_VISIBILITY). */
export type Reason = FrameEventPayload<'FRAME_VISIBILITY'>['reason']

/** Observable state the views read. */
export class EmailRuntimeState {
  /** The frame asked to be shown (approval, recovery code, a code to type). */
  visible = false
  reason: Reason = undefined
  /** The signed-in email, when known. */
  email: string | undefined = undefined
  /** The frame reports a signed-in session. */
  signedIn = false
  /** The open Farcaster channel's `farcaster://connect` URL (spec §3 `farcasterUrl`), while ConnectingFarcaster waits. */
  farcasterUrl: string | undefined = undefined

  constructor() {
    makeObservable(this, {
      visible: observable,
      reason: observable,
      email: observable,
      signedIn: observable,
      farcasterUrl: observable,
    })
  }
}
