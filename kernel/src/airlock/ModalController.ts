import type { EventBus } from '../bus/createEventBus'
import { BaseError } from '../errors/base'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'
import type { HookRegistry } from '../plugins/hooks'
import type { PluginHost } from '../plugins/PluginHost'
import type { OptionalParams } from '../plugins/types'
import { initialView } from '../router/openingRules'
import type { ViewCatalog } from '../router/ViewCatalog'
import type { ViewEntry, ViewId, ViewParams } from '../router/viewTypes'
import type { AirlockStores } from '../stores/createStores'
import type { EnvironmentProbe } from './environment'

/** How `navigate` changes the view stack. */
export interface NavigateOptions {
  /**
   * 'push' (default): on top, back returns; 'replace': instead of the current view, back returns to the
   * one below; 'reset': a new stack with only this view.
   */
  mode?: 'push' | 'replace' | 'reset'
  /** With 'replace' or 'reset': the entry has no way back (back closes the modal), e.g. a success view. */
  noBack?: boolean
}

/** The arguments of `navigate(view, …)`: its params (optional when the view takes none), then options. */
export type NavigateArgs<V extends ViewId> =
  undefined extends ViewParams<V>
    ? [params?: ViewParams<V>, options?: NavigateOptions]
    : [params: ViewParams<V>, options?: NavigateOptions]

/** Options of a gate (`ctx.gate`). */
export interface GateOptions {
  /**
   * The visitor may close the modal while the step runs (default false: closing, Escape and the backdrop
   * shake the modal). The step stays and shows again at the next open.
   */
  closable?: boolean
}

/** Navigation to another view while a gate's step is shown: refused, only the step can end the gate. */
export class NavigationBlockedError extends BaseError {
  override name = 'NavigationBlockedError'
  constructor(view: string, gate: string) {
    super(`Cannot show "${view}" while the blocking step "${gate}" runs`)
  }
}

/**
 * Opens, closes and navigates the modal by the spec's rules, and keeps them for every caller: lazy views
 * load first, `canClose` is asked before closing, back follows the history rules, and a gate's step
 * cannot be left (back and close shake the modal, navigation elsewhere is refused) until it resolves.
 */
export class ModalController {
  private gates: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly stores: AirlockStores,
    private readonly bus: EventBus,
    private readonly environment: EnvironmentProbe,
    private readonly host: () => PluginHost | undefined,
    private readonly hooks: HookRegistry,
    private readonly views?: ViewCatalog,
  ) {}

  /**
   * Opens the modal on the view the opening rules pick: a gate's step first, then an explicit view, then
   * the plugins' `chooseView` hooks, then Account when connected, else Connect. A lazy plugin's view loads
   * first. An explicit view that needs an account the visitor lacks (`needsAccount`) opens on what the rules
   * give a visitor without an account (Connect, or a `chooseView` hook's pick) and shows once they connect.
   */
  async open<V extends ViewId>(view?: V, ...params: OptionalParams<V>): Promise<void> {
    const { stores, environment } = this
    const gate = stores.modal.gate?.entry
    let requested = view === undefined ? undefined : ({ view, params: params[0] } as ViewEntry)
    if (gate && requested && requested.view !== gate.view)
      throw new NavigationBlockedError(requested.view, gate.view)
    // A view that cannot render without an account waits (the connect protocol shows it) behind the view
    // the opening rules give a visitor without one: Connect, or what a `chooseView` hook picks then.
    const waiting = !gate && requested && this.lacksAccount(requested.view) ? requested : undefined
    if (!gate) stores.modal.setPending(waiting && { entry: waiting, depth: 1 })
    if (waiting) requested = undefined
    const state = {
      requested,
      adapterCount: stores.connection.adapters.length,
      connected: !waiting && stores.connection.isConnected,
      // Asked only by a hook that needs it (a media query and the user agent, not on every open).
      get mobile() {
        return environment.isMobile()
      },
    }
    const chosen = gate || requested ? undefined : await this.hooks.run('chooseView', state)
    const entry = gate ?? chosen ?? initialView(state)
    await this.loading(entry.view)
    if (gate) stores.router.resetWithoutBack(gate.view, ...([gate.params] as OptionalParams<ViewId>))
    else stores.router.reset(entry.view, ...([entry.params] as OptionalParams<typeof entry.view>))
    const wasOpen = stores.modal.open
    stores.modal.setOpen(true)
    if (!wasOpen) this.bus.emit('modal:open', { view: entry })
  }

  /**
   * Shows a view: pushed by default (see `NavigateOptions`), opening the modal on it when closed; a lazy
   * plugin's view loads first (the modal's loading flag is raised meanwhile). Refused while a gate runs. A
   * view that needs an account the visitor lacks pushes Connect instead (whatever the mode) and follows
   * once they connect.
   */
  async navigate<V extends ViewId>(view: V, ...[params, options = {}]: NavigateArgs<V>): Promise<void> {
    const { router, modal } = this.stores
    const gate = modal.gate?.entry
    if (gate && view !== gate.view) throw new NavigationBlockedError(view, gate.view)
    const args = [params] as OptionalParams<V>
    if (!modal.open) return this.open(view, ...args)
    if (this.lacksAccount(view)) {
      // Connect first (pushed, unless shown); the view waits for the connection (see `open`).
      if (router.current.view !== 'Connect') router.push('Connect')
      modal.setPending({ entry: { view, params } as ViewEntry, depth: router.history.length })
      return
    }
    await this.loading(view)
    const mode = options.mode ?? 'push'
    if (mode === 'push') router.push(view, ...args)
    else if (mode === 'reset') {
      if (options.noBack) router.resetWithoutBack(view, ...args)
      else router.reset(view, ...args)
    } else if (options.noBack) router.replaceWithoutBack(view, ...args)
    else router.replace(view, ...args)
  }

  /**
   * True when `view` declares `needsAccount` and the connection does not meet it now: `true` needs any
   * connected namespace; a list needs the active namespace among them, connected.
   */
  lacksAccount(view: ViewId): boolean {
    const needs = this.views?.has(view) ? this.views.get(view).needsAccount : undefined
    if (!needs) return false
    const { connection } = this.stores
    const active = this.stores.network.activeNamespace
    return needs === true
      ? !connection.isConnected
      : !needs.includes(active) || connection.statusOf(active) !== 'connected'
  }

  /** Loads a lazy plugin's view, with the modal's loading flag raised meanwhile. */
  async loading(view: ViewId): Promise<void> {
    const host = this.host()
    if (!host?.lazyOwnerOf(view)) return
    this.stores.modal.setLoading(true)
    try {
      await host.ensureView(view)
    } finally {
      this.stores.modal.setLoading(false)
    }
  }

  /** True when closing is refused now: a gate that is not closable, or a plugin's `canClose` hook. */
  get closeBlocked(): boolean {
    const gate = this.stores.modal.gate
    if (gate && !gate.closable) return true
    return this.hooks.run('canClose', { view: this.stores.router.current }) === false
  }

  /** Closes the modal; when closing is refused, the modal shakes for 500 ms and false is returned. */
  close(): boolean {
    const { modal } = this.stores
    if (!modal.open) return true
    if (this.closeBlocked) {
      modal.triggerShake()
      return false
    }
    modal.setOpen(false)
    modal.setPending(undefined)
    this.bus.emit('modal:close', {})
    return true
  }

  /**
   * Goes back one view; with a single-entry history, a no-back view or UnsupportedChain in it, closes the
   * modal instead. A gate's step refuses it (the modal shakes). Going back from the Connect view a pending
   * view waits behind (or closing) drops that view.
   */
  back(): void {
    if (this.stores.modal.gate) {
      this.stores.modal.triggerShake()
      return
    }
    const { router, modal } = this.stores
    if (router.goBack() === 'close') this.close()
    else if (modal.pending && router.history.length < modal.pending.depth) modal.setPending(undefined)
  }

  /**
   * Runs a blocking step: shows `view` (opening the modal) as the only entry of the stack until `until`
   * settles, then lifts the gate and resolves or rejects with it. Gates run one at a time, in call order.
   * When the step is still on screen after it, the modal moves on to Account (a wallet is connected) or
   * Connect. (Its code loads with the connect protocol's chunk: gates run after a connect.)
   */
  gate<V extends ViewId, T>(
    view: V,
    params: ViewParams<V>,
    until: () => Promise<T>,
    options: GateOptions = {},
  ): Promise<T> {
    const run = this.gates.then(() =>
      loadRequestRuntime().then(({ runGate }) =>
        runGate(this, this.stores, { view, params } as ViewEntry, until, options.closable === true),
      ),
    )
    this.gates = run.catch(() => undefined)
    return run
  }

  /** Ends any gate at once (a disconnect ends the step it guarded). */
  liftGate(): void {
    this.stores.modal.setGate(undefined)
  }
}
