import type { InjectionToken } from 'tsyringe'
import type { AirlockEventListener, AirlockEventName, AirlockEvents } from '../bus/createEventBus'
import type { ChainAdapter, Connector } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { FeatureFlag, Features } from '../config/featuresSchema'
import type { Logger } from '../logger'
import type { ViewDefinition, ViewId, ViewParams } from '../router/viewTypes'
import type { AirlockStores } from '../stores/createStores'

/** Something that releases what a plugin set up; may be async. */
export type Disposer = () => void | Promise<void>

/**
 * API clients plugins share, by key. Augment it so `ctx.apiClient('ens')` is typed:
 *
 * @example
 * declare module '@airlock/kernel' { interface ApiClients { ens: EnsApiClient } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface ApiClients {}

/** A handler for one JSON-RPC method (e.g. the secure frame's allowed methods). */
export type RpcHandler = (
  params: readonly unknown[] | Record<string, unknown> | undefined,
) => Promise<unknown>

/** A button of the Account view's wallet features (on-ramp, swaps, receive, send…). */
export interface AccountAction {
  /** Unique id, e.g. 'swaps'. */
  id: string
  /** Button label. */
  label: string
  /** The feature flag that must be on for the button to show. */
  feature?: FeatureFlag
  /** The view the button opens. */
  view: ViewId
  /** Icon name or URL for the UI. */
  icon?: string
  /**
   * Shown only while this returns true; read inside an observer, so it may depend on store state
   * (e.g. EVM only, and only while the account has no name). Absent: always shown.
   */
  visible?: (stores: AirlockStores) => boolean
}

/** The logger given to a plugin: the instance logger's child, stamped with the plugin's name. */
export type PluginLogger = Logger

/** Sign-in state a sign-in plugin reports, used by the close rule of the sign-in views. */
export interface SignInState {
  /** Sign-in is required before the modal may close. */
  required: boolean
  /** A session exists. */
  hasSession: boolean
}

/** The narrow context a plugin's `setup` receives. */
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
  /** Registers a view with a lazy component loader; a duplicate id is an error. */
  registerView<V extends ViewId>(view: ViewDefinition<V>): void
  /** Registers an Account view wallet-feature button. */
  registerAction(action: AccountAction): void
  /** Registers a handler for a JSON-RPC method; a duplicate method is an error. */
  registerRpcHandler(method: string, handler: RpcHandler): void
  /** Publishes an API client under a key for other plugins. */
  registerApiClient<K extends keyof ApiClients & string>(key: K, client: ApiClients[K]): void
  /** Gets an API client another plugin published, or undefined. */
  apiClient<K extends keyof ApiClients & string>(key: K): ApiClients[K] | undefined
  /** Adds a connector served by the adapter of `connector.chain` (e.g. an auth connector); returns its remover. */
  registerConnector(connector: Connector): () => void
  /** Registers the chain adapter of a namespace; one adapter per namespace. */
  registerChainAdapter(adapter: ChainAdapter): void
  /** Reports sign-in state (used by the sign-in plugin). */
  setSignInState(state: SignInState): void
  /** Listens on the bus; the listener is removed when the plugin is disposed. */
  on<E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>): () => void
  /** Emits on the bus. */
  emit<E extends AirlockEventName>(event: E, payload: AirlockEvents[E]): void
  /** Registers a value in the instance's DI container under a typed token. */
  provide<T>(token: InjectionToken<T>, factory: () => T): void
  /** Resolves a value from the instance's DI container. */
  resolve<T>(token: InjectionToken<T>): T
  /** Opens the modal on a view (router push when already open). */
  openView<V extends ViewId>(view: V, ...params: OptionalParams<V>): void
}

/** Parameters tuple for a view: optional when the view takes none. */
export type OptionalParams<V extends ViewId> =
  undefined extends ViewParams<V> ? [params?: ViewParams<V>] : [params: ViewParams<V>]

/** A plugin: a plain object made by a factory, e.g. `evm(options)`. */
export interface AirlockPlugin {
  /** Unique name, e.g. 'evm'. */
  name: string
  /** Names of plugins that must be set up first. */
  requires?: readonly string[]
  /** Feature flag gating this plugin: when it is off the plugin is not set up (nor loaded). */
  feature?: FeatureFlag
  /** Sets the plugin up; may return a disposer (sync or async). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a setup that returns nothing is typed void
  setup(ctx: PluginContext): void | Disposer | Promise<void | Disposer>
}

/** What a lazy plugin declares up front so the kernel knows when to load it. */
export interface LazyPluginMeta {
  /** Views the plugin registers; opening one loads the plugin. */
  views?: readonly { id: ViewId; title?: string }[]
  /** Account actions it registers; invoking one loads the plugin. */
  actions?: readonly AccountAction[]
  /** Plugins it needs (set up before it). */
  requires?: readonly string[]
  /** Feature flag gating it. */
  feature?: FeatureFlag
  /**
   * Loads the plugin as soon as this returns true (tracked with MobX from start-up), for work that is
   * needed without a view or action, e.g. a name lookup once an EVM account is connected.
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
 * Declares a plugin whose code is loaded only when one of its declared views is first opened or one
 * of its declared actions is first invoked.
 *
 * @example
 * lazyPlugin('ens', () => import('@airlock/ens').then((m) => m.ens()), { views: [{ id: 'ens/register' }] })
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
