import { compareStructural, type IReactionDisposer, reaction } from 'mobx'
import { createEventBus, type EventBus } from '../bus/createEventBus'
import type { CaipNetwork, ConnectResult } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { type AirlockContainer, createInstanceContainer, provide } from '../di/container'
import {
  BUS_TOKEN,
  LOGGER_TOKEN,
  OPTIONS_TOKEN,
  STORAGE_TOKEN,
  STORES_TOKEN,
  VIEWS_TOKEN,
} from '../di/tokens'
import { BaseError } from '../errors'
import { DuplicateRegistrationError } from '../errors/plugin'
import { createLogger, type Logger } from '../logger'
import { PluginHost } from '../plugins/PluginHost'
import type { ApiClients, OptionalParams, RpcHandler } from '../plugins/types'
import { ViewCatalog } from '../router/ViewCatalog'
import type { ViewComponent, ViewId } from '../router/viewTypes'
import {
  createDefaultBackend,
  createLocalStorageBackend,
  createStorageService,
  type StorageService,
} from '../storage'
import { type AirlockStores, createStores } from '../stores/createStores'
import type { PluginStatusStore } from '../stores/PluginStatusStore'
import { AccountDataLoader } from './AccountDataLoader'
import { provideApiClients, toAccountDataApi } from './apiClients'
import { ConnectionController, type ConnectOptions } from './ConnectionController'
import { createBrowserEnvironment, type EnvironmentProbe } from './environment'
import { ModalController } from './ModalController'
import type { AccountDataApi } from './ports'

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

/** One Airlock instance: its options, stores, bus, views, DI container and plugins. Create it with `createAirlock`. */
export class Airlock {
  /** The validated options. */
  readonly options: AirlockOptions
  /** The instance's DI container (a child of tsyringe's root; nothing is registered globally). */
  readonly container: AirlockContainer
  /** The typed event bus. */
  readonly bus: EventBus
  /** The view catalogue (core views are registered by @airlock/ui, feature views by plugins). */
  readonly views: ViewCatalog
  /** The MobX stores. */
  readonly stores: AirlockStores
  /** Persistent storage. */
  readonly storage: StorageService
  /** Root logger (plugins get its children). */
  readonly log: Logger
  /** Settles when every eager plugin is set up and stored connections are restored; rejects on a start-up error. */
  readonly ready: Promise<void>
  private readonly host: PluginHost
  private readonly modal: ModalController
  private readonly connection: ConnectionController
  private readonly loader: AccountDataLoader
  private readonly apiClients = new Map<string, { owner: string; client: unknown }>()
  private readonly rpcHandlers = new Map<string, { owner: string; handler: RpcHandler }>()
  private readonly reactions: IReactionDisposer[] = []
  private accountDataApi: AccountDataApi | undefined

  /** Builds the instance; prefer `createAirlock(config)`, which validates the config first. */
  constructor(options: AirlockOptions, runtime: AirlockRuntime = {}) {
    this.options = options
    this.container = createInstanceContainer()
    this.bus = createEventBus()
    this.views = new ViewCatalog()
    this.log = runtime.logger ?? createLogger({ level: options.logLevel })
    this.storage = runtime.storage ?? createStorageService({ backend: storageBackend(options) })
    const report = (error: BaseError) => this.report(error)
    this.stores = createStores({ options, historySource: () => this.accountDataApi, onError: report })
    this.modal = new ModalController(
      this.stores,
      this.bus,
      runtime.environment ?? createBrowserEnvironment(),
      () => this.host,
    )
    this.loader = new AccountDataLoader({
      stores: this.stores,
      storage: this.storage,
      api: () => this.accountDataApi,
      onError: report,
    })
    this.connection = new ConnectionController({
      options,
      stores: this.stores,
      bus: this.bus,
      storage: this.storage,
      modal: this.modal,
      loader: this.loader,
      report,
    })
    provide(this.container, OPTIONS_TOKEN, () => options)
    provide(this.container, BUS_TOKEN, () => this.bus)
    provide(this.container, STORES_TOKEN, () => this.stores)
    provide(this.container, VIEWS_TOKEN, () => this.views)
    provide(this.container, STORAGE_TOKEN, () => this.storage)
    provide(this.container, LOGGER_TOKEN, () => this.log)
    provideApiClients(this.container, options, this.storage, () => this.stores.options.features)
    this.accountDataApi =
      runtime.accountDataApi === null
        ? undefined
        : (runtime.accountDataApi ?? toAccountDataApi(this.container))
    this.host = new PluginHost(options.plugins, {
      options,
      stores: this.stores,
      bus: this.bus,
      views: this.views,
      container: this.container,
      apiClients: this.apiClients,
      rpcHandlers: this.rpcHandlers,
      logger: (name) => this.log.child(name),
      addChainAdapter: (adapter, owner) => {
        const existing = this.stores.connection.adapter(adapter.namespace)
        if (existing)
          throw new DuplicateRegistrationError('Chain adapter', adapter.namespace, undefined, owner)
        this.stores.connection.addAdapter(adapter)
        return this.connection.attach(adapter)
      },
      openView: (view, ...params) => void this.modal.show(view, ...params),
    })
    this.ready = this.start()
    this.ready.catch((error: unknown) => this.report(toBaseError(error)))
  }

  /** Configured and loaded plugins (observable: `configured`, `loaded`, `states`, account `actions`). */
  get plugins(): PluginStatusStore {
    return this.stores.plugins
  }

  /** Opens the modal on the view the opening rules pick, or on `view` when given. */
  open<V extends ViewId>(view?: V, ...params: OptionalParams<V>): Promise<void> {
    return this.modal.open(view, ...params)
  }

  /** Pushes a view (opening the modal on it when closed), loading a lazy plugin's view first. */
  show<V extends ViewId>(view: V, ...params: OptionalParams<V>): Promise<void> {
    return this.modal.show(view, ...params)
  }

  /** Closes the modal; false (and a 500 ms shake) when closing is blocked on a sign-in view. */
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

  /** Invokes an account action: loads its lazy plugin if needed, then shows its view. */
  async invokeAction(id: string): Promise<void> {
    const owner = this.host.lazyOwnerOf('action', id)
    if (owner) await this.host.loadLazy(owner)
    const action = this.stores.plugins.actions.find((a) => a.id === id)
    if (!action) throw new BaseError(`Action "${id}" is not registered`)
    await this.modal.show(action.view, ...([undefined] as OptionalParams<typeof action.view>))
  }

  /** Connects with a connector (see ConnectionController.connect). */
  connect(connectorId: string, options?: ConnectOptions): Promise<ConnectResult> {
    return this.connection.connect(connectorId, options)
  }

  /** Disconnects every namespace. */
  disconnect(): Promise<void> {
    return this.connection.disconnect()
  }

  /** Switches the active network (asks the wallet when connected). */
  switchNetwork(network: CaipNetwork | string): Promise<void> {
    return this.connection.switchNetwork(typeof network === 'string' ? network : network.caipNetworkId)
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
        () => void this.host.enableNewlyOn().catch((error: unknown) => this.report(toBaseError(error))),
      ),
    )
    await this.connection.reconnect()
  }

  private report(error: BaseError): void {
    this.log.error(error.shortMessage, { error: error.message })
    this.bus.emit('error', { error })
  }
}

function storageBackend(options: AirlockOptions) {
  const storage = options.storage
  if (!storage) return createDefaultBackend()
  return 'keys' in storage ? storage : createLocalStorageBackend(storage)
}

function toBaseError(error: unknown): BaseError {
  return error instanceof BaseError ? error : new BaseError('Something went wrong', { cause: error })
}
