import { compareStructural, reaction } from 'mobx'
import { createEventBus, type EventBus } from '../bus/createEventBus'
import type { AdapterOf, CaipNetwork, ChainAdapterHooks, ChainNamespace, ConnectResult } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { collectFeatures } from '../config/pluginDeclarations'
import { type AirlockContainer, createInstanceContainer } from '../di/container'
import { provideCoreServices } from '../di/tokens'
import type { BaseError } from '../errors'
import { asBaseError } from '../errors/asBaseError'
import { DuplicateRegistrationError } from '../errors/plugin'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'
import { createLogger, type Logger } from '../logger'
import { ContributionStore } from '../plugins/contributions'
import { HookRegistry } from '../plugins/hooks'
import { PluginHost } from '../plugins/PluginHost'
import { SlotStore } from '../plugins/slots'
import type { ApiClients, OptionalParams, RpcHandler } from '../plugins/types'
import { ViewCatalog } from '../router/ViewCatalog'
import type { ViewComponent, ViewId } from '../router/viewTypes'
import { createStorageService, type StorageService } from '../storage'
import { type AirlockStores, createStores } from '../stores/createStores'
import type { PluginStatusStore } from '../stores/PluginStatusStore'
import type { AccountState, ConnectionStatus } from '../stores/storeTypes'
import { AccountDataLoader } from './AccountDataLoader'
import { provideApiClients, toAccountDataApi } from './apiClients'
import type { ConnectionController, ConnectOptions } from './ConnectionController'
import type { ConnectionRuntime } from './connectionRuntime'
import { afterPaint, createBrowserEnvironment, type EnvironmentProbe } from './environment'
import { instanceNetworks, storageBackend } from './instanceInputs'
import { ModalController } from './ModalController'
import type { AccountDataApi } from './ports'
import { TransactionService } from './TransactionService'
import {
  getAccount,
  getConnectionStatus,
  getModalState,
  getNetwork,
  type ModalState,
  type WatchListener,
  watch,
} from './watchers'

/** Runtime collaborators of an instance, injectable (tests, SSR, devnet). */
export interface AirlockRuntime {
  /** Device probe (default: user agent / pointer media query, read when needed). */
  environment?: EnvironmentProbe
  /** Storage service (default: built from `options.storage`, else localStorage or memory). */
  storage?: StorageService
  /** Root logger (default: the services' ring-buffer logger at `logLevel`). */
  logger?: Logger
  /** Blockchain-data API for token balances and history (default: the API client on `endpoints.blockchainApi`; null: none). */
  accountDataApi?: AccountDataApi | null
}

/** One Airlock instance: its options, stores, bus, views, slots, hooks, DI container and plugins. Create it with `createAirlock`. */
export class Airlock {
  /** The validated options. */
  readonly options: AirlockOptions
  /** The instance's DI container (a child of tsyringe's root; nothing is registered globally). */
  readonly container: AirlockContainer
  /** The typed event bus. */
  readonly bus: EventBus
  /** The view catalogue (core views are registered by a UI package, feature views by plugins). */
  readonly views: ViewCatalog
  /** The UI slots plugins fill (connect methods, wallet features, Account actions and tabs). */
  readonly slots: SlotStore
  /** The plugins' lifecycle hooks. */
  readonly hooks: HookRegistry
  /** Values plugins contribute to each other. */
  readonly contributions: ContributionStore
  /** The MobX stores. */
  readonly stores: AirlockStores
  /** Persistent storage. */
  readonly storage: StorageService
  /** Root logger (plugins get its children). */
  readonly log: Logger
  /** Transactions: submit, pending (at most 99), confirmed or failed, balances refreshed on confirmation. */
  readonly transactions: TransactionService
  /** Settles when every eager plugin is set up and stored connections are restored; rejects on a start-up error. */
  readonly ready: Promise<void>
  private readonly host: PluginHost
  private readonly modal: ModalController
  private connectionLoad: Promise<ConnectionController> | undefined
  private readonly loader: AccountDataLoader
  private runtime: ConnectionRuntime | undefined
  private readonly apiClients = new Map<string, { owner: string; client: unknown }>()
  private readonly rpcHandlers = new Map<string, { owner: string; handler: RpcHandler }>()
  private readonly reactions: (() => void)[] = []
  private accountDataApi: AccountDataApi | undefined

  /** Builds the instance; prefer `createAirlock(config)`, which validates the config first. */
  constructor(options: AirlockOptions, runtime: AirlockRuntime = {}) {
    this.options = options
    this.container = createInstanceContainer()
    this.bus = createEventBus()
    this.views = new ViewCatalog()
    this.slots = new SlotStore()
    this.hooks = new HookRegistry()
    this.contributions = new ContributionStore()
    this.log = runtime.logger ?? createLogger({ level: options.logLevel })
    this.storage = runtime.storage ?? createStorageService({ backend: storageBackend(options) })
    const report = (error: BaseError) => this.report(error)
    const networks = instanceNetworks(options)
    this.stores = createStores({
      options: { ...options, ...networks },
      features: collectFeatures(options.plugins),
      historySource: () => this.accountDataApi,
      onError: report,
    })
    this.modal = new ModalController(
      this.stores,
      this.bus,
      runtime.environment ?? createBrowserEnvironment(),
      () => this.host,
      this.hooks,
    )
    this.loader = new AccountDataLoader({
      stores: this.stores,
      storage: this.storage,
      api: () => this.accountDataApi,
      onError: report,
    })
    this.transactions = new TransactionService({
      stores: this.stores,
      refresh: async (namespace) => {
        this.stores.transactions.reset()
        await this.loader.refresh(namespace, { force: true })
      },
      report,
    })
    provideCoreServices(this.container, this)
    provideApiClients(
      this.container,
      options,
      this.storage,
      () => this.stores.options.features,
      (alert) => this.bus.emit('alert', { alert, source: 'api' }),
    )
    this.accountDataApi =
      runtime.accountDataApi === null
        ? undefined
        : (runtime.accountDataApi ?? toAccountDataApi(this.container))
    this.host = new PluginHost(options.plugins, {
      options,
      stores: this.stores,
      bus: this.bus,
      views: this.views,
      slots: this.slots,
      hooks: this.hooks,
      contributions: this.contributions,
      container: this.container,
      storage: this.storage.typed,
      transactions: this.transactions,
      apiClients: this.apiClients,
      rpcHandlers: this.rpcHandlers,
      logger: (name) => this.log.child(name),
      addChainAdapter: (adapter, owner) => {
        if (this.stores.connection.adapter(adapter.namespace))
          throw new DuplicateRegistrationError('Chain adapter', adapter.namespace, undefined, owner)
        this.stores.network.addNetworks(adapter.networks)
        this.stores.connection.addAdapter(adapter)
        const detach = adapter.attach?.(this.adapterHooks(adapter.namespace))
        return () => {
          detach?.()
          this.stores.connection.removeAdapter(adapter)
        }
      },
      openView: (view, ...params) => this.modal.show(view, ...params),
    })
    this.ready = this.start()
    this.ready.catch((error: unknown) => this.report(asBaseError(error)))
  }

  /** Configured and loaded plugins (observable: `configured`, `loaded`, `states`). */
  get plugins(): PluginStatusStore {
    return this.stores.plugins
  }

  /** Opens the modal on the view the opening rules pick, or on `view` when given. */
  open<V extends ViewId>(view?: V, ...params: OptionalParams<V>): Promise<void> {
    const opened = this.modal.open(view, ...params)
    // The visitor is likely to connect next: load the connect protocol, but only once the dialog is painted
    // (starting the import inside the click cost 10–20 ms of the click's task: the bundler's preload helper).
    void opened
      .then(() => afterPaint(() => void this.connection().catch(() => undefined)))
      .catch(() => undefined)
    return opened
  }

  /** Pushes a view (opening the modal on it when closed), loading a lazy plugin's view first. */
  show<V extends ViewId>(view: V, ...params: OptionalParams<V>): Promise<void> {
    return this.modal.show(view, ...params)
  }

  /** Closes the modal; false (and a 500 ms shake) when a plugin's `canClose` hook refuses. */
  close(): boolean {
    return this.modal.close()
  }

  /** Goes back one view, closing the modal when the rules say so. */
  goBack(): void {
    this.modal.goBack()
  }

  /** Loads a view's component (loading its lazy plugin first). */
  loadView(view: ViewId): Promise<ViewComponent> {
    return this.host.ensureView(view).then(() => this.views.load(view))
  }

  /**
   * Connects a wallet by the id of any of its connectors, in every configured namespace it serves: sets
   * the status, shows the connecting view (when the modal is open), runs the `afterConnect` hooks, then
   * shows Account. 'Signature declined' when the visitor rejects.
   *
   * @example
   * await airlock.connect('io.metamask')
   */
  connect(connectorId: string, options?: ConnectOptions): Promise<ConnectResult> {
    return this.connection().then((c) => c.connect(connectorId, options))
  }

  /** Disconnects every namespace (after the `beforeDisconnect` hooks). */
  disconnect(): Promise<void> {
    return this.connection().then((c) => c.disconnect())
  }

  /** Switches the active network (asks the wallet when connected; 'Chain is not supported' when it cannot switch). */
  switchNetwork(network: CaipNetwork | string): Promise<void> {
    const id = typeof network === 'string' ? network : network.caipNetworkId
    return this.connection().then((c) => c.switchNetwork(id))
  }

  /** The adapter of a namespace, typed by `ChainAdapters` augmentation; undefined when none is registered. */
  adapter<N extends ChainNamespace>(namespace: N): AdapterOf<N> | undefined {
    return this.stores.connection.adapter(namespace) as AdapterOf<N> | undefined
  }

  /** Reloads native and token balances of the active namespace's account. */
  refreshBalances(options: { force?: boolean } = {}): Promise<void> {
    return this.loader.refresh(this.stores.network.activeNamespace, options)
  }

  /** Sets the blockchain-data API used for balances and history. */
  setAccountDataApi(api: AccountDataApi | undefined): void {
    this.accountDataApi = api
  }

  /** A registered RPC handler, or undefined. */
  rpcHandler(method: string): RpcHandler | undefined {
    return this.rpcHandlers.get(method)?.handler
  }

  /** An API client a plugin published, or undefined. */
  apiClient<K extends keyof ApiClients & string>(key: K): ApiClients[K] | undefined {
    return this.apiClients.get(key)?.client as ApiClients[K] | undefined
  }

  /** The active namespace's account. */
  getAccount(): AccountState {
    return getAccount(this.stores)
  }

  /** Calls `listener` when the active account changes; returns the unsubscribe function. */
  watchAccount(listener: WatchListener<AccountState>): () => void {
    return this.track(watch(this.stores, getAccount, listener))
  }

  /** The active network. */
  getNetwork(): CaipNetwork {
    return getNetwork(this.stores)
  }

  /** Calls `listener` when the active network changes; returns the unsubscribe function. */
  watchNetwork(listener: WatchListener<CaipNetwork>): () => void {
    return this.track(watch(this.stores, getNetwork, listener))
  }

  /** Overall connection status (connected when any namespace is). */
  getConnectionStatus(): ConnectionStatus {
    return getConnectionStatus(this.stores)
  }

  /** Calls `listener` when the overall connection status changes; returns the unsubscribe function. */
  watchConnectionStatus(listener: WatchListener<ConnectionStatus>): () => void {
    return this.track(watch(this.stores, getConnectionStatus, listener))
  }

  /** Whether the modal is open, its view and loading flag. */
  getModalState(): ModalState {
    return getModalState(this.stores)
  }

  /** Calls `listener` when the modal opens, closes, changes view or loads; returns the unsubscribe function. */
  watchModal(listener: WatchListener<ModalState>): () => void {
    return this.track(watch(this.stores, getModalState, listener))
  }

  /** Tears the instance down: plugin disposers (reverse order), adapter hooks, reactions, timers, listeners. */
  async destroy(): Promise<void> {
    await this.ready.catch(() => undefined)
    for (const dispose of this.reactions.splice(0)) dispose()
    this.stores.modal.dispose()
    this.stores.snackbar.dispose()
    try {
      await this.host.dispose()
    } finally {
      this.bus.clear()
      this.container.clearInstances()
    }
  }

  private track(dispose: () => void): () => void {
    this.reactions.push(dispose)
    return () => {
      dispose()
      const index = this.reactions.indexOf(dispose)
      if (index !== -1) this.reactions.splice(index, 1)
    }
  }

  private async start(): Promise<void> {
    this.reactions.push(
      reaction(
        () => this.stores.router.current,
        (view, previous) => this.bus.emit('view:changed', { view, previous }),
        { equals: compareStructural },
      ),
      reaction(
        () => this.stores.network.activeNetwork.caipNetworkId,
        () => this.stores.transactions.reset(),
      ),
    )
    await this.host.start()
    this.reactions.push(
      reaction(
        () => this.stores.options.features,
        () => void this.host.enableNewlyOn().catch((error: unknown) => this.report(asBaseError(error))),
      ),
    )
    const { connection, network } = this.stores
    connection.setRecentWallets(this.storage.getRecentWallets())
    const stored = this.storage.getActiveNetworkId()
    if (stored && network.find(stored)) network.setActiveNetwork(stored)
    // The connect protocol is its own chunk: loaded here only when a connection is stored to restore.
    if (this.storage.getConnectedNamespaces().length > 0) await (await this.connection()).reconnect()
  }

  /**
   * The connect protocol, loaded on first need (a connect, a disconnect, a network switch, or a stored
   * connection to restore at start), so a page that never connects does not carry it. Opening the modal
   * starts loading it, as the visitor is likely to connect next.
   */
  private connection(): Promise<ConnectionController> {
    this.connectionLoad ??= loadRequestRuntime().then(({ createConnectionRuntime }) => {
      this.runtime = createConnectionRuntime({
        options: this.options,
        stores: this.stores,
        bus: this.bus,
        storage: this.storage,
        modal: this.modal,
        loader: this.loader,
        hooks: this.hooks,
        report: (error) => this.report(error),
      })
      return this.runtime.controller
    })
    this.connectionLoad.catch(() => {
      this.connectionLoad = undefined
    })
    return this.connectionLoad
  }

  /**
   * The callbacks an adapter gets. Account events only matter once connected, and connecting loads the
   * connection runtime, so they go straight to it; a chain change before any connection loads it first.
   */
  private adapterHooks(namespace: ChainNamespace): ChainAdapterHooks {
    const sync = () => this.runtime?.sync.hooksFor(namespace)
    return {
      accountsChanged: (accounts) => sync()?.accountsChanged(accounts),
      disconnected: () => sync()?.disconnected(),
      chainChanged: (chainId) => {
        const now = sync()
        if (now) return now.chainChanged(chainId)
        void this.connection().then(() => sync()?.chainChanged(chainId))
      },
      beforeRequest: (request) => this.hooks.sequential('beforeRequest', { ...request, namespace }),
    }
  }

  private report(error: BaseError): void {
    this.log.error(error.shortMessage, { error: error.message })
    this.bus.emit('error', { error })
  }
}
