import type { EmailRuntime } from './runtime/EmailRuntime'

/** What views and hosts reach through `airlock.container.resolve(EMAIL_SOCIAL)`. */
export interface EmailSocialHandle {
  /** Loads the runtime chunk and the frame ('Unable to load email login dependency' when either fails). */
  load(): Promise<EmailRuntime>
  /** The runtime, once loaded. */
  loaded(): EmailRuntime | undefined
}
