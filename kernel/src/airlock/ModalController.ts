import type { EventBus } from '../bus/createEventBus'
import type { HookRegistry } from '../plugins/hooks'
import type { PluginHost } from '../plugins/PluginHost'
import type { OptionalParams } from '../plugins/types'
import { initialView } from '../router/openingRules'
import type { ViewEntry, ViewId } from '../router/viewTypes'
import type { AirlockStores } from '../stores/createStores'
import type { EnvironmentProbe } from './environment'

/** Opens, closes and navigates the modal by the spec's rules. */
export class ModalController {
  constructor(
    private readonly stores: AirlockStores,
    private readonly bus: EventBus,
    private readonly environment: EnvironmentProbe,
    private readonly host: () => PluginHost | undefined,
    private readonly hooks: HookRegistry,
  ) {}

  /**
   * Opens the modal on the view the opening rules pick: an explicit view wins, then the plugins'
   * `chooseView` hooks, then Account when connected, else Connect. A lazy plugin's view loads first.
   */
  async open<V extends ViewId>(view?: V, ...params: OptionalParams<V>): Promise<void> {
    const { stores, environment } = this
    const requested = view === undefined ? undefined : ({ view, params: params[0] } as ViewEntry)
    const state = {
      requested,
      adapterCount: stores.connection.adapters.length,
      connected: stores.connection.isConnected,
      // Asked only by a hook that needs it (a media query and the user agent, not on every open).
      get mobile() {
        return environment.isMobile()
      },
    }
    const chosen = requested ? undefined : await this.hooks.first('chooseView', state)
    const entry = chosen ?? initialView(state)
    await this.loading(entry.view)
    stores.router.reset(entry.view, ...([entry.params] as OptionalParams<typeof entry.view>))
    const wasOpen = stores.modal.open
    stores.modal.setOpen(true)
    if (!wasOpen) this.bus.emit('modal:open', { view: entry })
  }

  /** Pushes a view when the modal is open, else opens on it. */
  async show<V extends ViewId>(view: V, ...params: OptionalParams<V>): Promise<void> {
    if (!this.stores.modal.open) return this.open(view, ...params)
    await this.loading(view)
    this.stores.router.push(view, ...params)
  }

  /** Loads a lazy plugin's view, with the modal's loading flag raised meanwhile. */
  private async loading(view: ViewId): Promise<void> {
    const host = this.host()
    if (!host?.lazyOwnerOf(view)) return
    this.stores.modal.setLoading(true)
    try {
      await host.ensureView(view)
    } finally {
      this.stores.modal.setLoading(false)
    }
  }

  /** True when a plugin's `canClose` hook refuses closing on the current view (e.g. required sign-in). */
  get closeBlocked(): boolean {
    return this.hooks.firstSync('canClose', { view: this.stores.router.current }) === false
  }

  /** Closes the modal; when a `canClose` hook refuses, the modal shakes for 500 ms and false is returned. */
  close(): boolean {
    const { modal } = this.stores
    if (!modal.open) return true
    if (this.closeBlocked) {
      modal.triggerShake()
      return false
    }
    modal.setOpen(false)
    this.bus.emit('modal:close', {})
    return true
  }

  /** Goes back one view; with a single-entry history or UnsupportedChain in it, closes the modal instead. */
  goBack(): void {
    if (this.stores.router.goBack() === 'close') this.close()
  }
}
