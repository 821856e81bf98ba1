import type { EmailRuntime } from './runtime/EmailRuntime'

/** What the plugin exposes: `airlock.plugin('email-social')`, ui's `usePlugin('email-social')`. */
export interface EmailSocialHandle {
  /** Loads the runtime chunk and the frame ('Unable to load email login dependency' when either fails). */
  load(): Promise<EmailRuntime>
  /** The runtime, once loaded. */
  loaded(): EmailRuntime | undefined
  /**
   * The modal's language (the plugin's views pass ui's `useLocale().locale`): the secure frame's own texts
   * follow it, at load (the frame URL's `locale`) and after (SYNC_DAPP_DATA), unless the `locale` option
   * names the frame's language.
   */
  followLocale(locale: string): void
}
