import type { ConnectOptions } from '../airlock/ConnectionController'
import type { GateOptions, NavigateArgs } from '../airlock/ModalController'
import type { Transactions } from '../airlock/TransactionService'
import type { BlockchainApiClient } from '../api/BlockchainApiClient'
import type { WalletCatalogClient } from '../api/WalletCatalogClient'
import type { AirlockEventListener, AirlockEventName, AirlockEvents } from '../bus/createEventBus'
import type { CaipNetwork, ChainAdapter, ChainNamespace, Connector, ConnectResult } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { FeatureDeclarations, FeatureFlag } from '../config/features'
import type { BaseError } from '../errors/base'
import type { Logger } from '../logger'
import type { AccountRequirement } from '../router/needsAccount'
import type { ViewDefinition, ViewId, ViewParams } from '../router/viewTypes'
import type { AccountData, AirlockState, SnackbarVariant } from '../state/types'
import type { PluginStorage } from '../storage/PluginStorage'
import type { ContributionKey, Contributions } from './contributions'
import type { HookHandler, HookName } from './hooks'
import type { PluginMessages } from './messages'
import type { SlotName, SlotRegistry } from './slots'

/** Something that releases what a plugin set up; may be async. */
export type Disposer = () => void | Promise<void>

/** The logger given to a plugin: the instance logger's child, stamped with the plugin's name. */
export type PluginLogger = Logger

/** Options of a registration that may take the place of an existing one on purpose. */
export interface ReplaceOption {
  /** Replace an existing registration with the same id (e.g. a core view); undone by the disposer. */
  replace?: boolean
}

/** Options of a watcher. */
export interface WatchOptions {
  /** Call the listener at once with the current value (its `previous` is then undefined). */
  fireImmediately?: boolean
}

/** A watcher's listener: the new value and the one before. */
export type WatchListener<T> = (value: T, previous: T) => void

/**
 * The kernel's services, by key, for `ctx.service(key)` and `airlock.service(key)`: each exists only
 * when its endpoint is configured (else nothing is ever requested from its host).
 */
export interface AirlockServices {
  /** The blockchain-data API client (`endpoints.blockchainApi`); extend it with `extend()` for your endpoints. */
  blockchainApi: BlockchainApiClient
  /** The wallet catalogue client (`endpoints.walletCatalogue`). */
  walletCatalogue: WalletCatalogClient
}

/**
 * The API a plugin exposes to the host and to views (`ctx.expose(api)`), by plugin name. A plugin types
 * its entry by augmentation, so `airlock.plugin('tips')` is typed:
 *
 * @example
 * declare module '@airlock/kernel' { interface PluginApis { tips: { total(): bigint } } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface PluginApis {}

/** The API type of plugin `P` (`unknown` when it declared none). */
export type PluginApi<P extends string> = P extends keyof PluginApis ? PluginApis[P] : unknown

/**
 * Reading and acting on an instance: what plugins (`ctx`) and hosts (`airlock`) share. State is read
 * through `get` and `watch`; it changes only through the actions, which keep the rules.
 */
export interface AirlockReader {
  /**
   * Reads the state now. Inside a MobX derivation (an `observer` component, a reaction) the read is
   * tracked. Return plain values from `select` (a `watch` compares them structurally).
   *
   * @example
   * const connected = ctx.get((s) => s.connection.status === 'connected')
   */
  get<T>(select: (state: AirlockState) => T): T
  /**
   * Calls `listener` whenever `select(state)` changes (compared structurally); returns the unsubscribe
   * function (a plugin's watchers are also removed when it is disposed).
   *
   * @example
   * ctx.watch((s) => s.account.address, (address) => ctx.log.debug(`now ${address}`))
   */
  watch<T>(select: (state: AirlockState) => T, listener: WatchListener<T>, options?: WatchOptions): () => void
  /** A kernel service, when its endpoint is configured (see `AirlockServices`). */
  service<K extends keyof AirlockServices>(key: K): AirlockServices[K] | undefined
}

/** The actions that change what the modal shows, as hosts and plugins call them. */
export interface AirlockNavigation {
  /**
   * Shows a view: pushed on the stack by default, or `{ mode: 'replace' | 'reset', noBack }`; opens the
   * modal on it when closed; a lazy plugin's view loads first. Refused while a gate's step is shown.
   *
   * @example
   * await ctx.navigate('tips/send', { amount: '1' })
   * await ctx.navigate('tips/done', undefined, { mode: 'replace', noBack: true })
   */
  navigate<V extends ViewId>(view: V, ...args: NavigateArgs<V>): Promise<void>
  /** Goes back one view (or closes the modal, by the spec's rules); a gate's step refuses it. */
  back(): void
  /** Closes the modal; false (and a 500 ms shake) when a gate or a `canClose` hook refuses. */
  close(): boolean
  /** Disconnects every namespace (after the `beforeDisconnect` hooks); ends a gate in progress. */
  disconnect(): Promise<void>
}

/**
 * The narrow context a plugin's `setup` receives. Every `register…`, `add…`, `on`, `hook`, `watch` and
 * `contribute` returns its disposer, and everything registered through the context is undone when the
 * plugin is disposed (on `airlock.destroy()`, and when its set-up fails, so that a failed lazy plugin
 * can be loaded again). Plugins share through three channels only: hooks (control flow), contributions
 * (data and services) and slots (UI).
 */
export interface PluginContext extends AirlockReader, AirlockNavigation {
  /** This plugin's name. */
  readonly name: string
  /** The validated Airlock options. */
  readonly options: AirlockOptions
  /** Logger prefixed with the plugin name. */
  readonly log: PluginLogger
  /** This plugin's storage: keys under `@airlock/<plugin name>/`, values as JSON. */
  readonly storage: PluginStorage
  /** Transactions: submit what the plugin sends, so it is tracked and balances refresh. */
  readonly transactions: Transactions
  /** Registers a view with a lazy component loader; a duplicate id is an error unless `replace` is set. */
  registerView<V extends ViewId>(view: ViewDefinition<V>, options?: ReplaceOption): () => void
  /** Adds an entry to a UI slot (connect methods, wallet features, Account actions, Account tabs…). */
  addToSlot<S extends SlotName>(slot: S, entry: SlotRegistry[S], options?: ReplaceOption): () => void
  /** Adds a lifecycle hook handler (see `AirlockHooks` for each hook's run mode). */
  hook<H extends HookName>(name: H, handler: HookHandler<H>): () => void
  /** Offers a value to whichever plugin reads `key` (read with `get((s) => s.contributions(key))`). */
  contribute<K extends ContributionKey>(key: K, value: Contributions[K]): () => void
  /**
   * A contribution whose value loads on first use, out of the page's initial JS (texts only the plugin's lazily
   * loaded code shows): returns the function that loads it and contributes it, once for the plugin's life.
   * Later calls share that load; a failed load is tried again by the next call; nothing is added after the
   * plugin is disposed.
   *
   * @example
   * const beforeUse = ctx.contributeLater('messages', async () => (await import('./messages')).MESSAGES)
   * await beforeUse() // before the first call that can show those texts
   */
  contributeLater<K extends ContributionKey>(
    key: K,
    load: () => Promise<Contributions[K]>,
  ): () => Promise<void>
  /** Adds a connector (e.g. an announced wallet, or one serving several namespaces); returns its remover. */
  registerConnector(connector: Connector): () => void
  /** Registers the chain adapter of a namespace (one per namespace); its networks are added until it is removed. */
  registerChainAdapter(adapter: ChainAdapter): () => void
  /** Connects a wallet by connector id (see `Airlock.connect`). */
  connect(connectorId: string, options?: ConnectOptions): Promise<ConnectResult>
  /**
   * Runs a blocking step, e.g. sign-in or terms after connect: shows `view` as the modal's only view
   * (opening it) until `until` settles, and resolves or rejects with it. Meanwhile back and close shake
   * the modal (close is allowed with `closable`), navigation elsewhere is refused, reopening shows the
   * step again, and, from `afterConnect`, the connection reads 'pending'. A disconnect ends it.
   *
   * @example
   * ctx.hook('afterConnect', ({ accounts }) =>
   *   ctx.gate('acme/sign-in', { address: accounts[0]?.address ?? '' }, () => signedIn.promise),
   * )
   */
  gate<V extends ViewId, T>(
    view: V,
    params: ViewParams<V>,
    until: () => Promise<T>,
    options?: GateOptions,
  ): Promise<T>
  /** Shows a notice in the snackbar: an error (by its message key) or a catalogue text (default 'error'). */
  notify(message: BaseError | string, variant?: SnackbarVariant): void
  /** Keeps this plugin's data on a namespace's account (`account.data[name]`); undefined clears it. */
  setAccountData(namespace: ChainNamespace, data: PluginAccountData | undefined): void
  /** Asks the `profile` hook again for a namespace's account (e.g. after registering a name). */
  refreshProfile(namespace: ChainNamespace): void
  /**
   * Reads the connected accounts' balances again (what `airlock.refreshBalances` does), e.g. once funds a
   * plugin followed have arrived; `force` skips the cache's freshness window.
   */
  refreshBalances(options?: { force?: boolean }): Promise<void>
  /**
   * Whether the page runs on a phone or tablet (a mobile user agent or a coarse pointer; injectable through
   * the runtime's environment in tests), e.g. to open a provider's page in a new tab instead of a popup.
   */
  isMobile(): boolean
  /** Exposes this plugin's API to the host (`airlock.plugin(name)`) and to views (ui's `usePlugin(name)`). */
  expose(api: object): void
  /** Listens on the bus; the listener is removed when the plugin is disposed. */
  on<E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>): () => void
  /** Emits on the bus (this plugin's own events, or an `alert`). */
  emit<E extends AirlockEventName>(event: E, payload: AirlockEvents[E]): void
  /** Keeps a disposer to run when the plugin is disposed (for anything else it starts). */
  onDispose(dispose: Disposer): void
}

/** What a plugin keeps on an account: its `AccountData` entry when it declared one. */
export type PluginAccountData = AccountData[keyof AccountData] | Readonly<Record<string, unknown>>

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
  /**
   * Views the plugin registers; opening one loads the plugin. Declare `needsAccount` here too (as on the
   * registered view), so a view opened without an account goes through Connect before the plugin loads.
   */
  views?: readonly { id: ViewId; title?: string; needsAccount?: AccountRequirement }[]
  /** Slot entries shown before the plugin loads (choosing one that opens a view loads it). */
  slots?: readonly DeclaredSlotEntry[]
  /**
   * A message catalogue for the texts it shows before its code loads (the declared views' titles and slot
   * labels), contributed as `'messages'` at once, so the UI shows them in the visitor's locale. Keep it to
   * those texts, under a namespace of its own (its locale chunks load only when that locale is chosen).
   *
   * @example
   * messages: { namespace: 'tips/declared', en: { tip: 'Tip' }, locales: { es: () => import('./declared.es') } }
   */
  messages?: PluginMessages
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
   * Loads the plugin as soon as this returns true (what it reads of the state is tracked from start-up),
   * for work that is needed without a view or action, e.g. a name lookup once an account is connected.
   * `storage` is the plugin's own storage (what its loaded half reads as `ctx.storage`), e.g. for a record
   * an earlier visit left; it is read whenever the state read changes, and is not itself followed.
   *
   * @example
   * loadWhen: (state, storage) => state.account.address !== undefined && storage.has('pending')
   */
  loadWhen?: (state: AirlockState, storage: LazyPluginStorage) => boolean
}

/** What a lazy plugin's `loadWhen` may read of its own storage before its code loads (no schema needed). */
export interface LazyPluginStorage {
  /** The prefix every key of this plugin lives under, e.g. '@airlock/receipts/'. */
  readonly prefix: string
  /** Whether a value is stored under `key` (what `ctx.storage.set(key, …)` wrote on an earlier visit). */
  has(key: string): boolean
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
