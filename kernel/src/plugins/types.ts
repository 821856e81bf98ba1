import type { InjectionToken } from 'tsyringe'
import type { TransactionService } from '../airlock/TransactionService'
import type { AirlockEventListener, AirlockEventName, AirlockEvents } from '../bus/createEventBus'
import type { AdapterOf, CaipNetwork, ChainAdapter, ChainNamespace, Connector } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { FeatureDeclarations, FeatureFlag, Features } from '../config/features'
import type { Logger } from '../logger'
import type { ViewDefinition, ViewId, ViewParams } from '../router/viewTypes'
import type { PluginStorage } from '../storage/PluginStorage'
import type { AirlockStores } from '../stores/createStores'
import type { ContributionKey, Contributions } from './contributions'
import type { HookHandler, HookName } from './hooks'
import type { SlotName, SlotRegistry } from './slots'

/** Something that releases what a plugin set up; may be async. */
export type Disposer = () => void | Promise<void>

/**
 * API clients plugins share, by key. Augment it so `ctx.apiClient('names')` is typed:
 *
 * @example
 * declare module '@airlock/kernel' { interface ApiClients { names: NamesApiClient } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface ApiClients {}

/** A handler for one JSON-RPC method (e.g. a secure frame's allowed methods). */
export type RpcHandler = (
  params: readonly unknown[] | Record<string, unknown> | undefined,
) => Promise<unknown>

/** The logger given to a plugin: the instance logger's child, stamped with the plugin's name. */
export type PluginLogger = Logger

/** Options of a registration that may take the place of an existing one on purpose. */
export interface ReplaceOption {
  /** Replace an existing registration with the same id (e.g. a core view); undone by the disposer. */
  replace?: boolean
}

/**
 * The narrow context a plugin's `setup` receives. Every `register…`, `add…`, `on…` and `hook` returns its
 * disposer, and everything registered through the context is undone when the plugin is disposed (on
 * `airlock.destroy()`, and when its set-up fails, so that a failed lazy plugin can be loaded again).
 */
export interface PluginContext {
  /** This plugin's name. */
  readonly name: string
  /** The validated Airlock options. */
  readonly options: AirlockOptions
  /** Current feature flags (observable). */
  readonly features: Features
  /** The instance's MobX stores (read them; change them through their actions). */
  readonly stores: AirlockStores
  /** Logger prefixed with the plugin name. */
  readonly log: PluginLogger
  /** This plugin's storage: keys under `@airlock/<plugin name>/`, values as JSON. */
  readonly storage: PluginStorage
  /** The transaction service: submit what the plugin sends, so it is tracked and balances refresh. */
  readonly transactions: TransactionService
  /** Registers a view with a lazy component loader; a duplicate id is an error unless `replace` is set. */
  registerView<V extends ViewId>(view: ViewDefinition<V>, options?: ReplaceOption): () => void
  /** Adds an entry to a UI slot (connect methods, wallet features, Account actions, Account tabs…). */
  addToSlot<S extends SlotName>(slot: S, entry: SlotRegistry[S], options?: ReplaceOption): () => void
  /** Adds a lifecycle hook handler (see `AirlockHooks` for each hook's run mode). */
  hook<H extends HookName>(name: H, handler: HookHandler<H>): () => void
  /** Offers a value to whichever plugin reads `key` (see `Contributions`). */
  contribute<K extends ContributionKey>(key: K, value: Contributions[K]): () => void
  /** Every value contributed under `key` so far (observable: read it in a reaction to follow changes). */
  contributions<K extends ContributionKey>(key: K): readonly Contributions[K][]
  /** Registers a handler for a JSON-RPC method; a duplicate method is an error. */
  registerRpcHandler(method: string, handler: RpcHandler): () => void
  /** Publishes an API client under a key for other plugins. */
  registerApiClient<K extends keyof ApiClients & string>(key: K, client: ApiClients[K]): () => void
  /** Gets an API client another plugin published, or undefined. */
  apiClient<K extends keyof ApiClients & string>(key: K): ApiClients[K] | undefined
  /** Adds a connector (e.g. an announced wallet, or one serving several namespaces); returns its remover. */
  registerConnector(connector: Connector): () => void
  /** Registers the chain adapter of a namespace; one adapter per namespace. */
  registerChainAdapter(adapter: ChainAdapter): () => void
  /** Adds networks of this plugin's namespace to the network store (the host lists networks once). */
  addNetworks(networks: readonly CaipNetwork[]): void
  /** The adapter of a namespace, typed by `ChainAdapters` augmentation; undefined when none is registered. */
  adapter<N extends ChainNamespace>(namespace: N): AdapterOf<N> | undefined
  /** Listens on the bus; the listener is removed when the plugin is disposed. */
  on<E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>): () => void
  /** Emits on the bus. */
  emit<E extends AirlockEventName>(event: E, payload: AirlockEvents[E]): void
  /** Runs a MobX reaction that is disposed with the plugin. */
  reaction<T>(
    expression: () => T,
    effect: (value: T, previous: T | undefined) => void,
    options?: { fireImmediately?: boolean },
  ): () => void
  /** Keeps a disposer to run when the plugin is disposed (for anything else it starts). */
  onDispose(dispose: Disposer): void
  /** Registers a value in the instance's DI container under a typed token (removed on dispose). */
  provide<T>(token: InjectionToken<T>, factory: () => T): void
  /** Resolves a value from the instance's DI container. */
  resolve<T>(token: InjectionToken<T>): T
  /** Opens the modal on a view (router push when already open). */
  openView<V extends ViewId>(view: V, ...params: OptionalParams<V>): Promise<void>
}

/** Parameters tuple for a view: optional when the view takes none. */
export type OptionalParams<V extends ViewId> =
  undefined extends ViewParams<V> ? [params?: ViewParams<V>] : [params: ViewParams<V>]

/** A plugin: a plain object made by a factory, e.g. `names(options)`. */
export interface AirlockPlugin {
  /** Unique name, e.g. 'names'; its storage keys live under `@airlock/<name>/`. */
  name: string
  /** Names of plugins that must be set up first. */
  requires?: readonly string[]
  /** Feature flag gating this plugin: when it is off the plugin is not set up (nor loaded). */
  feature?: FeatureFlag
  /**
   * The feature flags this plugin declares, with their defaults (type them by augmenting `FeatureFlags`).
   *
   * @example
   * features: { tips: true }
   */
  features?: FeatureDeclarations
  /** The networks this (chain) plugin serves; the instance lists them, so the host need not. */
  networks?: readonly CaipNetwork[]
  /**
   * The network an instance starts on when the host names no `defaultNetwork` and this network is
   * configured (the first plugin's that is wins), e.g. a chain plugin's main chain.
   */
  defaultNetworkId?: string
  /** Sets the plugin up; may return a disposer (sync or async). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a setup that returns nothing is typed void
  setup(ctx: PluginContext): void | Disposer | Promise<void | Disposer>
}

/** A slot entry a lazy plugin declares up front (its lazy component or view loads with the plugin). */
export type DeclaredSlotEntry = { [S in SlotName]: { slot: S; entry: SlotRegistry[S] } }[SlotName]

/** What a lazy plugin declares up front so the kernel knows when to load it. */
export interface LazyPluginMeta {
  /** Views the plugin registers; opening one loads the plugin. */
  views?: readonly { id: ViewId; title?: string }[]
  /** Slot entries shown before the plugin loads (choosing one that opens a view loads it). */
  slots?: readonly DeclaredSlotEntry[]
  /** Plugins it needs (set up before it). */
  requires?: readonly string[]
  /** Feature flag gating it. */
  feature?: FeatureFlag
  /** The feature flags it declares, with defaults (known before its code loads). */
  features?: FeatureDeclarations
  /** The networks it serves (known before its code loads). */
  networks?: readonly CaipNetwork[]
  /** Its preferred start network when the host names none (see `AirlockPlugin.defaultNetworkId`). */
  defaultNetworkId?: string
  /**
   * Loads the plugin as soon as this returns true (tracked with MobX from start-up), for work that is
   * needed without a view or action, e.g. a name lookup once an account is connected.
   */
  loadWhen?: (stores: AirlockStores) => boolean
}

/** A plugin whose code loads on first need (see `lazyPlugin`). */
export interface LazyAirlockPlugin extends LazyPluginMeta {
  /** Unique name. */
  name: string
  /** Loads the real plugin. */
  load: () => Promise<AirlockPlugin | { default: AirlockPlugin }>
  /** Marks this object as lazy. */
  readonly lazy: true
}

/** Any plugin the config accepts. */
export type AnyAirlockPlugin = AirlockPlugin | LazyAirlockPlugin

/** Identity helper that gives a plugin object full type inference. */
export function definePlugin<const P extends AirlockPlugin>(plugin: P): P {
  return plugin
}

/**
 * Declares a plugin whose code is loaded only when one of its declared views is first opened (or one
 * of its declared slot entries is chosen, or `loadWhen` holds).
 *
 * @example
 * lazyPlugin('names', () => import('@airlock/ens').then((m) => m.ens()), { views: [{ id: 'names/register' }] })
 */
export function lazyPlugin(
  name: string,
  load: () => Promise<AirlockPlugin | { default: AirlockPlugin }>,
  meta: LazyPluginMeta = {},
): LazyAirlockPlugin {
  return { ...meta, name, load, lazy: true }
}

/** True for a plugin declared with `lazyPlugin`. */
export function isLazyPlugin(plugin: AnyAirlockPlugin): plugin is LazyAirlockPlugin {
  return 'lazy' in plugin && plugin.lazy === true
}
