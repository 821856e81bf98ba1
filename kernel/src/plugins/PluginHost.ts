import { type IReactionDisposer, observable, reaction } from 'mobx'
import { BaseError, PluginError } from '../errors'
import type { ViewComponent, ViewId } from '../router/viewTypes'
import { createPluginStorage } from '../storage/PluginStorage'
import { unknown as unknownValue } from '../validation/schema'
import { createPluginContext, type PluginContextDeps } from './createPluginContext'
import { sortPlugins } from './sortPlugins'
import {
  type AirlockPlugin,
  type AnyAirlockPlugin,
  type Disposer,
  isLazyPlugin,
  type LazyAirlockPlugin,
  type LazyPluginStorage,
} from './types'

/** Sets plugins up in dependency order, loads lazy ones on first need and disposes them in reverse. */
export class PluginHost {
  private readonly ordered: AnyAirlockPlugin[]
  private readonly enabled = new Set<string>()
  private readonly disposers: { name: string; dispose: Disposer }[] = []
  private readonly lazyLoads = new Map<string, Promise<void>>()
  private readonly loadTriggers: IReactionDisposer[] = []
  /** Removers of the slot entries each lazy plugin declared, until its own set-up replaces them. */
  private readonly declaredSlots = new Map<string, (() => void)[]>()
  /** Removers of each lazy plugin's view placeholders. */
  private readonly placeholders: (() => void)[] = []
  /** The API each set-up plugin exposed (`ctx.expose`), by plugin name (observable). */
  readonly apis = observable.map<string, unknown>({}, { deep: false })

  /** Validates the plugin list (duplicates, missing dependencies, cycles) without running anything. */
  constructor(
    plugins: readonly AnyAirlockPlugin[],
    private readonly deps: PluginContextDeps,
  ) {
    this.ordered = sortPlugins(plugins)
    for (const plugin of this.ordered) {
      const on = this.canEnable(plugin)
      if (on) this.enabled.add(plugin.name)
      deps.stores.plugins.setState(plugin.name, on ? 'pending' : 'disabled')
    }
  }

  /**
   * Declares lazy plugins' views and slot entries, then sets every enabled eager plugin up, in order. A
   * plugin whose set-up fails is isolated: it is 'failed', its failure is reported, and the others (save
   * those that require it) still set up.
   */
  async start(): Promise<void> {
    for (const plugin of this.ordered) {
      if (this.enabled.has(plugin.name) && isLazyPlugin(plugin)) this.declare(plugin)
    }
    for (const plugin of this.ordered) {
      if (this.enabled.has(plugin.name) && !isLazyPlugin(plugin)) await this.setUpEager(plugin)
    }
  }

  /**
   * Enables plugins whose feature flag was turned on since start (the sandbox toggles features live):
   * lazy ones declare their views and slot entries, eager ones are set up. Turning a flag off does not
   * tear a loaded plugin down; its slot entries carry the flag and are hidden by the UI.
   */
  async enableNewlyOn(): Promise<void> {
    for (const plugin of this.ordered) {
      if (this.enabled.has(plugin.name) || !this.canEnable(plugin)) continue
      this.enabled.add(plugin.name)
      this.deps.stores.plugins.setState(plugin.name, 'pending')
      if (isLazyPlugin(plugin)) this.declare(plugin)
      else await this.setUpEager(plugin)
    }
  }

  private canEnable(plugin: AnyAirlockPlugin): boolean {
    const flagOn = plugin.feature === undefined || this.deps.stores.options.isEnabled(plugin.feature)
    return flagOn && (plugin.requires ?? []).every((d) => this.enabled.has(d))
  }

  private declare(plugin: LazyAirlockPlugin): void {
    for (const view of plugin.views ?? []) {
      const title = view.title ? { title: view.title } : {}
      const needs = view.needsAccount === undefined ? {} : { needsAccount: view.needsAccount }
      this.placeholders.push(
        this.deps.views.registerPlaceholder(
          // Resolves once the plugin registered the real view, which the catalogue then loads.
          {
            id: view.id,
            ...title,
            ...needs,
            load: () => this.loadLazy(plugin.name).then(() => undefined as unknown as ViewComponent),
          },
          plugin.name,
        ),
      )
    }
    this.declareSlots(plugin)
    // Its declared texts' catalogue stays for the instance's life (the loaded half may contribute its own).
    if (plugin.messages) this.deps.contributions.add('messages', plugin.messages, plugin.name)
    if (plugin.loadWhen) this.watchLoadTrigger(plugin.name, plugin.loadWhen)
  }

  /** Adds a lazy plugin's declared slot entries; a component loader loads the plugin first. */
  private declareSlots(plugin: LazyAirlockPlugin): void {
    const removers = (plugin.slots ?? []).map(({ slot, entry }) => {
      const withLoad = entry as { load?: () => Promise<unknown> }
      const wrapped =
        typeof withLoad.load === 'function'
          ? {
              ...entry,
              load: async () => {
                await this.loadLazy(plugin.name)
                const real = this.deps.slots.find(slot, entry.id) as
                  | { load?: () => Promise<unknown> }
                  | undefined
                return (real?.load ?? withLoad.load)?.()
              },
            }
          : entry
      return this.deps.slots.add(slot, wrapped as typeof entry, plugin.name)
    })
    this.declaredSlots.set(plugin.name, removers)
  }

  /** Loads a lazy plugin the first time its `loadWhen` holds; a failed load is reported on the bus. */
  private watchLoadTrigger(name: string, loadWhen: NonNullable<LazyAirlockPlugin['loadWhen']>): void {
    const storage = createPluginStorage(this.deps.storage.typed, name, this.deps.storage.now)
    const readOnly: LazyPluginStorage = Object.freeze({
      prefix: storage.prefix,
      has: (key: string) => storage.get(key, unknownValue()) !== undefined,
    })
    const trigger = reaction(
      () => loadWhen(this.deps.state, readOnly),
      (needed, _previous, self) => {
        if (!needed) return
        self.dispose()
        this.loadLazy(name).catch((error: unknown) => this.deps.report(error as PluginError))
      },
      { fireImmediately: true },
    )
    this.loadTriggers.push(trigger)
  }

  private async setUpEager(plugin: AirlockPlugin): Promise<void> {
    try {
      // An eager plugin that requires a lazy one needs it now; one whose dependency failed cannot set up.
      for (const dependency of plugin.requires ?? []) {
        await this.loadLazy(dependency)
        if (this.deps.stores.plugins.states.get(dependency) === 'failed') {
          throw new PluginError({
            plugin: plugin.name,
            hook: 'setup',
            details: `It requires plugin "${dependency}", which failed.`,
          })
        }
      }
      await this.setUp(plugin)
    } catch (cause) {
      const error =
        cause instanceof PluginError && cause.plugin === plugin.name
          ? cause
          : new PluginError({ plugin: plugin.name, hook: 'setup', cause })
      this.deps.stores.plugins.setState(plugin.name, 'failed', error)
      this.deps.report(error)
    }
  }

  /**
   * The API a plugin exposed, loading a lazy plugin first; rejects when the plugin is not configured,
   * is off, failed, or exposes nothing.
   */
  async loadApi(name: string): Promise<unknown> {
    const state = this.deps.stores.plugins.states.get(name)
    if (state === undefined || state === 'disabled') {
      throw new BaseError(`Plugin "${name}" is ${state === undefined ? 'not configured' : 'off'}`)
    }
    await this.loadLazy(name)
    if (!this.apis.has(name)) {
      throw this.deps.stores.plugins.errors.get(name) ?? new BaseError(`Plugin "${name}" exposes no API`)
    }
    return this.apis.get(name)
  }

  /** The lazy plugin that declared a view id, if it is not loaded yet. */
  lazyOwnerOf(view: string): string | undefined {
    const plugin = this.ordered.find(
      (p) =>
        isLazyPlugin(p) &&
        this.enabled.has(p.name) &&
        this.deps.stores.plugins.states.get(p.name) !== 'loaded' &&
        p.views?.some((v) => v.id === view),
    )
    return plugin?.name
  }

  /** Loads and sets up a lazy plugin (once; later calls share the same promise). */
  loadLazy(name: string): Promise<void> {
    let loading = this.lazyLoads.get(name)
    if (!loading) {
      loading = this.runLazy(name)
      this.lazyLoads.set(name, loading)
      loading.catch(() => this.lazyLoads.delete(name))
    }
    return loading
  }

  /** Loads the lazy plugin owning a view, if any (no-op for eager and core views). */
  async ensureView(view: ViewId): Promise<void> {
    const owner = this.lazyOwnerOf(view)
    if (owner) await this.loadLazy(owner)
  }

  /** Runs every disposer in reverse set-up order; errors are collected, stamped and rethrown at the end. */
  async dispose(): Promise<void> {
    for (const stop of this.loadTriggers.splice(0)) stop()
    for (const remove of this.placeholders.splice(0)) remove()
    for (const removers of this.declaredSlots.values()) for (const remove of removers) remove()
    this.declaredSlots.clear()
    const errors: PluginError[] = []
    for (const { name, dispose } of this.disposers.splice(0).reverse()) {
      try {
        await dispose()
      } catch (cause) {
        errors.push(new PluginError({ plugin: name, hook: 'dispose', cause }))
      }
    }
    if (errors.length > 0) throw errors[0]
  }

  private async runLazy(name: string): Promise<void> {
    const lazy = this.ordered.find((p): p is LazyAirlockPlugin => p.name === name && isLazyPlugin(p))
    if (!lazy || !this.enabled.has(name)) return
    for (const dependency of lazy.requires ?? []) await this.loadLazy(dependency)
    this.deps.stores.plugins.setState(name, 'loading')
    let plugin: AirlockPlugin
    try {
      const loaded = await lazy.load()
      plugin = 'default' in loaded ? loaded.default : loaded
    } catch (cause) {
      const error = new PluginError({ plugin: name, hook: 'load', cause })
      this.deps.stores.plugins.setState(name, 'failed', error)
      throw error
    }
    // The plugin's own slot entries take the place of those it declared; on failure they come back.
    for (const remove of this.declaredSlots.get(name) ?? []) remove()
    try {
      await this.setUp({ ...plugin, name })
    } catch (error) {
      this.declareSlots(lazy)
      throw error
    }
    this.declaredSlots.delete(name)
  }

  private async setUp(plugin: AirlockPlugin): Promise<void> {
    const { stores, bus } = this.deps
    stores.plugins.setState(plugin.name, 'loading')
    const own: Disposer[] = []
    try {
      const result = await plugin.setup(createPluginContext(plugin.name, this.deps, own, this.apis))
      if (typeof result === 'function') own.push(result)
    } catch (cause) {
      const error = new PluginError({ plugin: plugin.name, hook: 'setup', cause })
      stores.plugins.setState(plugin.name, 'failed', error)
      for (const dispose of own.reverse()) await Promise.resolve(dispose()).catch(() => undefined)
      throw error
    }
    // One disposer for the plugin's whole list, read when the instance is destroyed: what the plugin registers
    // after its set-up (a contribution its lazily loaded code makes) is undone too.
    this.disposers.push({ name: plugin.name, dispose: () => disposeInReverse(own) })
    stores.plugins.setState(plugin.name, 'loaded')
    bus.emit('plugin:loaded', { name: plugin.name })
  }
}

/** Runs `list`'s disposers in reverse, each even when one before it failed; rethrows the first failure. */
async function disposeInReverse(list: Disposer[]): Promise<void> {
  let failure: { cause: unknown } | undefined
  for (const dispose of list.splice(0).reverse()) {
    try {
      await dispose()
    } catch (cause) {
      failure ??= { cause }
    }
  }
  if (failure) throw failure.cause
}
