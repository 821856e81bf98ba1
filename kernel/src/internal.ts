// @airlock/kernel/internal: the few things a UI package needs beyond the public API, to be the UI of an
// instance. It registers the core views and slot entries it renders (as "core": a plugin may replace
// them on purpose), loads views, and reports a view that crashed. Third-party plugins and hosts must not
// use it: it may change in any release. It hands out no store, registry or container.

import type { Airlock } from './airlock/Airlock'
import { internalsOf } from './airlock/internals'
import type { SlotItem, SlotName, SlotRegistry } from './plugins/slots'
import type { ViewComponent, ViewDefinition, ViewId, ViewParams } from './router/viewTypes'

/** What a UI package may do with an instance beyond its public API. */
export interface UiHost {
  /** Registers a core view (owner: core; a plugin's `replace` takes its place). Returns its remover. */
  registerCoreView(definition: ViewDefinition): () => void
  /** Adds a core slot entry (owner: core). Returns its remover. */
  addCoreSlotEntry<S extends SlotName>(slot: S, entry: SlotRegistry[S]): () => void
  /** Every entry of a slot, shown or not, in registration order (tracked). */
  slotEntries<S extends SlotName>(slot: S): readonly SlotItem<S>[]
  /** True when a view id is registered (tracked). */
  hasView(id: string): boolean
  /** The registration of a view id (its definition object), or undefined (tracked). */
  viewDefinition(id: ViewId): ViewDefinition | undefined
  /** The plugin that registered a view (undefined: core). */
  viewOwner(id: string): string | undefined
  /** The header title of a view with its params. */
  viewTitle<V extends ViewId>(id: V, params: ViewParams<V>): string | undefined
  /** Loads a view's component (loading its lazy plugin first). */
  loadView(id: ViewId): Promise<ViewComponent>
  /** Reports a failure of the UI (a view that crashed) on the instance's `error` event. */
  report(error: Error, source: string): void
  /**
   * Loads what a connect runs (the connect protocol, each adapter's `preloadConnect`) when the visitor has
   * no connection; call it on the visitor's intent to pick a wallet (the pointer over the list, a key
   * pressed in it, a row pressed). Requests nothing but the page's own code; idempotent; failures are ignored.
   */
  preloadConnect(): void
}

/**
 * The UI host of an instance (for @airlock/ui only).
 *
 * @example
 * const release = uiHost(airlock).registerCoreView({ id: 'Account', load: async () => AccountView })
 */
export function uiHost(airlock: Airlock): UiHost {
  let host = hosts.get(airlock)
  if (!host) {
    host = createUiHost(airlock)
    hosts.set(airlock, host)
  }
  return host
}

/** One UI host per instance (a UI asks for it while rendering). */
const hosts = new WeakMap<Airlock, UiHost>()

function createUiHost(airlock: Airlock): UiHost {
  const core = internalsOf(airlock)
  return Object.freeze<UiHost>({
    registerCoreView: (definition) => core.views.register(definition),
    addCoreSlotEntry: (slot, entry) => core.slots.add(slot, entry),
    slotEntries: (slot) => core.slots.entries(slot),
    hasView: (id) => core.views.has(id),
    viewDefinition: (id) => (core.views.has(id) ? core.views.get(id) : undefined),
    viewOwner: (id) => core.views.owner(id),
    viewTitle: (id, params) => core.views.title(id, params),
    loadView: (id) => core.loadView(id),
    report: (error, source) => core.bus.emit('error', { error, source }),
    preloadConnect: () => core.preloadConnect(),
  })
}
