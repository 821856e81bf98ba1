// The secure frame's language: the `locale` option when it names one, else the modal's (ui's locale, as
// the plugin's views report it), at the frame's load (its URL) and after (SYNC_DAPP_DATA).
import type { PluginContext } from '@airlock/kernel'
import type { FrameClient } from './FrameClient'
import { syncDappData } from './runtimeFrameClient'

/** The frame's language of one runtime. */
export class FrameLanguage {
  /** The modal's language as its views last reported it ({@link follow}). */
  private modal: string | undefined
  /** Whether the frame has had the app's data once (a language change is then sent to it). */
  private synced = false

  constructor(
    private readonly ctx: PluginContext,
    /** The `locale` option: the frame then ignores the modal's language. */
    private readonly fixed: string | undefined,
    /** The runtime's frame client. */
    private readonly client: () => FrameClient,
  ) {}

  /** The language the frame page loads in (its URL's `locale`), if any. */
  current(): string | undefined {
    return this.fixed ?? this.modal
  }

  /** Sends the app's data, with the modal's language when the frame follows it (the runtime's start). */
  sync(): void {
    syncDappData(this.ctx, this.client(), this.fixed ? undefined : this.modal)
    this.synced = true
  }

  /**
   * The modal's language: the frame loads in it, and a frame already loaded switches to it (its next
   * view), unless the `locale` option names the frame's language.
   *
   * @example
   * runtime.language.follow('ar')
   */
  follow(locale: string): void {
    if (this.fixed || locale === this.modal) return
    this.modal = locale
    if (this.synced) syncDappData(this.ctx, this.client(), locale)
  }
}
