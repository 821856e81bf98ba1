import { compareStructural, reaction } from 'mobx'
import { createEventBus, type EventBus } from '../bus/createEventBus'
import type { ChainAdapter, ChainAdapterHooks, ChainNamespace, Connector } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { collectFeatures } from '../config/pluginDeclarations'
import { type AirlockContainer, createInstanceContainer } from '../di/container'
import { BLOCKCHAIN_API_TOKEN, WALLET_CATALOG_TOKEN } from '../di/tokens'
import { asBaseError } from '../errors/asBaseError'
import type { BaseError } from '../errors/base'
import { kernelKey } from '../errors/kernelKey'
import { transactionStarted } from '../errors/messages'
import { DuplicateRegistrationError } from '../errors/plugin'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'
import { createLogger, type Logger } from '../logger'
import { ContributionStore } from '../plugins/contributions'
import type { PluginActions } from '../plugins/createPluginContext'
import { HookRegistry } from '../plugins/hooks'
import { PluginHost } from '../plugins/PluginHost'
import { SlotStore } from '../plugins/slots'
import type { AirlockServices, OptionalParams, WatchListener, WatchOptions } from '../plugins/types'
import { ViewCatalog } from '../router/ViewCatalog'
import type { ViewComponent, ViewId } from '../router/viewTypes'
import { createState } from '../state/createState'
import type { AirlockState, SnackbarVariant } from '../state/types'
import { createStorageService, type StorageService } from '../storage'
import { type AirlockStores, createStores } from '../stores/createStores'
import { provideApiClients, toAccountDataApi } from './apiClients'
import type { ConnectionController, ConnectOptions } from './ConnectionController'
import type { ConnectionRuntime } from './connectionRuntime'
import { afterPaint, createBrowserEnvironment, type EnvironmentProbe } from './environment'
import { instanceNetworks, storageBackend } from './instanceInputs'
import { ModalController } from './ModalController'
import type { AccountDataApi } from './ports'
import { TransactionService } from './TransactionService'

/**
 * Runtime collaborators of an instance (the second argument of `createAirlock`), for tests, SSR and
 * devnet tooling. Every one has a default; a host leaves them out.
 */
export interface AirlockRuntime {
  /** Device probe (default: user agent / pointer media query, read when needed). */
  environment?: EnvironmentProbe
  /** Clock in ms since the epoch, for the caches' lifetimes and the plugins' timestamps (default `Date.now`). */
  now?: () => number
  /** Blockchain-data API for token balances and history (default: the API client on `endpoints.blockchainApi`; null: none). */
  accountDataApi?: AccountDataApi | null
}

/** What the kernel's own tests inject beyond `AirlockRuntime`. */
export interface CoreRuntime extends AirlockRuntime {
  /** Storage service (default: built from `options.storage`, else localStorage or memory). */
  storage?: StorageService
  /** Root logger (default: the ring-buffer logger at `logLevel`). */
  logger?: Logger
}

/**
 * The inside of one instance: its options, stores, bus, views, slots, hooks, container and plugins, and
 * the actions that change them by the rules. Hosts and plugins never see it: they get `createHostApi`'s
 * facade and their `PluginContext`, which forward to the actions here.
 */
export class AirlockCore implements PluginActions {
  readonly options: AirlockOptions
  readonly container: AirlockContainer
  readonly bus: EventBus
  readonly views: ViewCatalog
  readonly slots: SlotStore
  readonly hooks: HookRegistry
  readonly contributions: ContributionStore
  readonly stores: AirlockStores
  readonly storage: StorageService
  readonly log: Logger
  readonly transactions: TransactionService
  readonly state: AirlockState
  readonly ready: Promise<void>
  readonly host: PluginHost
  readonly modal: ModalController
  private connectionLoad: Promise<ConnectionController> | undefined
  private runtime: ConnectionRuntime | undefined
  private readonly reactions: (() => void)[] = []
  private readonly accountDataApi: AccountDataApi | undefined
  private readonly environment: EnvironmentProbe

  /** Builds the instance; `createAirlock(config)` validates the config first. */
  constructor(options: AirlockOptions, runtime: CoreRuntime = {}) {
    this.options = options
    this.container = createInstanceContainer()
    this.bus = createEventBus()
    this.views = new ViewCatalog()
    this.slots = new SlotStore()
    this.hooks = new HookRegistry()
    this.contributions = new ContributionStore()
    this.log = runtime.logger ?? createLogger({ level: options.logLevel })
    this.storage =
      runtime.storage ??
      createStorageService({ backend: storageBackend(options), ...(runtime.now ? { now: runtime.now } : {}) })
    const report = (error: BaseError) => this.report(error)
    this.stores = createStores({
      options: { ...options, ...instanceNetworks(options) },
      features: collectFeatures(options.plugins),
      historySource: () => this.accountDataOfActiveNamespace(),
      onError: report,
    })
    this.environment = runtime.environment ?? createBrowserEnvironment()
    this.modal = new ModalController(
      this.stores,
      this.bus,
      this.environment,
      () => this.host,
      this.hooks,
      this.views,
    )
    this.transactions = new TransactionService({
      adapter: (namespace) => this.stores.connection.adapter(namespace),
      notify: (error) => this.notify(error),
      notifyStarted: () =>
        this.stores.snackbar.show(transactionStarted, 'success', kernelKey('transactionStarted')),
      refresh: async (namespace) => {
        this.stores.transactions.reset()
        await this.runtime?.loader.refresh(namespace, { force: true })
      },
      report,
    })
    provideApiClients(this.container, options, this.storage, (alert) =>
      this.bus.emit('alert', { alert, source: 'api' }),
    )
    this.accountDataApi =
      runtime.accountDataApi === null
        ? undefined
        : (runtime.accountDataApi ?? toAccountDataApi(this.container))
    this.state = createState({
      stores: this.stores,
      slots: this.slots,
      contributions: this.contributions,
      transactions: this.transactions,
      historyAvailable: () => this.accountDataOfActiveNamespace() !== undefined,
      hasService: (key) =>
        this.container.isRegistered(key === 'blockchainApi' ? BLOCKCHAIN_API_TOKEN : WALLET_CATALOG_TOKEN),
    })
    this.host = new PluginHost(options.plugins, {
      options,
      state: this.state,
      stores: this.stores,
      bus: this.bus,
      views: this.views,
      slots: this.slots,
      hooks: this.hooks,
      contributions: this.contributions,
      storage: this.storage,
      transactions: Object.freeze({ submit: this.transactions.submit.bind(this.transactions) }),
      actions: this,
      logger: (name) => this.log.child(name),
      report,
      addChainAdapter: (adapter, owner) => this.addChainAdapter(adapter, owner),
      addConnector: (connector) => this.addConnector(connector),
    })
    this.ready = this.start()
    this.ready.catch((error: unknown) => this.report(asBaseError(error)))
  }

  get<T>(select: (state: AirlockState) => T): T {
    return select(this.state)
  }

  watch<T>(
    select: (state: AirlockState) => T,
    listener: WatchListener<T>,
    options?: WatchOptions,
  ): () => void {
    return this.track(
      reaction(
        () => select(this.state),
        (value, previous) => listener(value, previous as T),
        { equals: compareStructural, fireImmediately: options?.fireImmediately === true },
      ),
    )
  }

  service<K extends keyof AirlockServices>(key: K): AirlockServices[K] | undefined {
    const token = key === 'blockchainApi' ? BLOCKCHAIN_API_TOKEN : WALLET_CATALOG_TOKEN
    return this.container.isRegistered(token)
      ? (this.container.resolve(token) as AirlockServices[K])
      : undefined
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

  /**
   * Loads the connect protocol and, for a visitor without a connection, each adapter's connect code
   * (`ChainAdapter.preloadConnect`): a UI calls it on the visitor's intent to pick a wallet. Failures ignored.
   */
  preloadConnect(): void {
    void this.connection().catch(() => undefined)
    if (this.stores.connection.isConnected) return
    for (const adapter of this.stores.connection.adapters)
      void adapter.preloadConnect?.().catch(() => undefined)
  }

  navigate: PluginActions['navigate'] = (view, ...args) => this.modal.navigate(view, ...args)

  back(): void {
    this.modal.back()
  }

  close(): boolean {
    return this.modal.close()
  }

  gate: PluginActions['gate'] = (view, params, until, options) =>
    this.modal.gate(view, params, until, options)

  /** Loads a view's component (loading its lazy plugin first). */
  loadView(view: ViewId): Promise<ViewComponent> {
    return this.host.ensureView(view).then(() => this.views.load(view))
  }

  connect(connectorId: string, options?: ConnectOptions) {
    return this.connection().then((c) => c.connect(connectorId, options))
  }

  disconnect(): Promise<void> {
    this.modal.liftGate()
    return this.connection().then((c) => c.disconnect())
  }

  /** Switches the active network. */
  switchNetwork(network: { caipNetworkId: string } | string): Promise<void> {
    const id = typeof network === 'string' ? network : network.caipNetworkId
    return this.connection().then((c) => c.switchNetwork(id))
  }

  notify(message: BaseError | string, variant: SnackbarVariant = 'error'): void {
    if (typeof message === 'string') this.stores.snackbar.show(message, variant)
    else this.stores.snackbar.show(message.shortMessage, variant, message.messageKey)
  }

  /** Whether the page runs on a phone or tablet (the instance's environment probe). */
  isMobile(): boolean {
    return this.environment.isMobile()
  }

  refreshProfile(namespace: ChainNamespace): void {
    this.runtime?.sync.refreshProfile(namespace)
  }

  setAccountData(namespace: ChainNamespace, plugin: string, data: unknown): void {
    this.stores.account.setData(namespace, plugin, data)
  }

  /** Reloads native and token balances of the active namespace's account (none before a connection). */
  async refreshBalances(options: { force?: boolean } = {}): Promise<void> {
    await this.runtime?.loader.refresh(this.stores.network.activeNamespace, options)
  }

  /**
   * Loads the next page of the active account's history (its code loads with the connect protocol's). A first
   * page whose newest item was not at the top before (an incoming transaction, say) reloads the balances
   * past their cache, so the balance never contradicts the activity shown.
   */
  async loadHistory(): Promise<void> {
    const address = this.stores.account.active.address
    if (address) await (await loadRequestRuntime()).followHistory(this.stores, address, this.runtime?.loader)
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

  /** Reports a failure: the development console (the logger) and the `error` event. */
  report(error: BaseError): void {
    this.log.error(error.shortMessage, { error: error.message })
    this.bus.emit('error', { error, ...(error.origin ? { source: error.origin.plugin } : {}) })
  }

  /** The blockchain-data API for the active namespace's activity, when its adapter declares `accountData` (spec §9). */
  private accountDataOfActiveNamespace(): AccountDataApi | undefined {
    const adapter = this.stores.connection.adapter(this.stores.network.activeNamespace)
    return adapter?.accountData ? this.accountDataApi : undefined
  }

  private track(dispose: () => void): () => void {
    this.reactions.push(dispose)
    return () => {
      dispose()
      const index = this.reactions.indexOf(dispose)
      if (index !== -1) this.reactions.splice(index, 1)
    }
  }

  private addChainAdapter(adapter: ChainAdapter, owner: string): () => void {
    const { connection, network } = this.stores
    if (connection.adapter(adapter.namespace))
      throw new DuplicateRegistrationError('Chain adapter', adapter.namespace, undefined, owner)
    const added = network.addNetworks(adapter.networks)
    connection.addAdapter(adapter)
    const detach = adapter.attach?.(this.adapterHooks(adapter.namespace))
    return () => {
      detach?.()
      connection.removeAdapter(adapter)
      network.withdrawNetworks(added)
    }
  }

  private addConnector(connector: Connector): () => void {
    this.stores.connection.addConnector(connector)
    return () => this.stores.connection.removeConnector(connector)
  }

  private async start(): Promise<void> {
    // Set-up starts in a microtask: a host that listens right after `createAirlock` hears every event.
    await Promise.resolve()
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
        accountDataApi: () => this.accountDataApi,
        hooks: this.hooks,
        report: (error) => this.report(error),
        notify: (error) => this.notify(error),
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
      beforeRequest: (request) => this.hooks.run('beforeRequest', { ...request, namespace }),
    }
  }
}
