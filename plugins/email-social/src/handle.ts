import type { EmailRuntime } from './runtime/EmailRuntime'

/** What the plugin exposes: `airlock.plugin('email-social')`, ui's `usePlugin('email-social')`. */
export interface EmailSocialHandle {
  /** Loads the runtime chunk and the frame ('Unable to load email login dependency' when either fails). */
  load(): Promise<EmailRuntime>
  /** The runtime, once loaded. */
  loaded(): EmailRuntime | undefined
}
