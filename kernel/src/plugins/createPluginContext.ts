import { reaction } from 'mobx'
import type { TransactionService } from '../airlock/TransactionService'
import type { EventBus } from '../bus/createEventBus'
import type { AdapterOf, ChainAdapter, Connector } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { type AirlockContainer, provide } from '../di/container'
import { DuplicateRegistrationError } from '../errors/plugin'
import type { ViewCatalog } from '../router/ViewCatalog'
import type { ViewId } from '../router/viewTypes'
import { createPluginStorage } from '../storage/PluginStorage'
import type { TypedStorage } from '../storage/TypedStorage'
import type { AirlockStores } from '../stores/createStores'
import type { ContributionStore } from './contributions'
import type { HookRegistry } from './hooks'
import type { SlotStore } from './slots'
import type { ApiClients, Disposer, OptionalParams, PluginContext, PluginLogger, RpcHandler } from './types'

/** Instance parts a plugin context is built from. */
export interface PluginContextDeps {
  options: AirlockOptions
  stores: AirlockStores
  bus: EventBus
  views: ViewCatalog
  slots: SlotStore
  hooks: HookRegistry
  contributions: ContributionStore
  container: AirlockContainer
  storage: TypedStorage
  transactions: TransactionService
  apiClients: Map<string, { owner: string; client: unknown }>
  rpcHandlers: Map<string, { owner: string; handler: RpcHandler }>
  logger: (plugin: string) => PluginLogger
  addChainAdapter: (adapter: ChainAdapter, owner: string) => () => void
  openView: <V extends ViewId>(view: V, ...params: OptionalParams<V>) => Promise<void>
}

/**
 * Builds the narrow context of one plugin. Every registration pushes its undo onto `disposers`, which the
 * plugin host runs in reverse on dispose or when the set-up fails.
 */
export function createPluginContext(
  name: string,
  deps: PluginContextDeps,
  disposers: Disposer[],
): PluginContext {
  const { stores, bus } = deps
  /** Keeps an undo and returns a remover that runs it at most once. */
  const track = (undo: () => void): (() => void) => {
    let done = false
    const once = () => {
      if (done) return
      done = true
      undo()
    }
    disposers.push(once)
    return once
  }
  const claim = <T>(map: Map<string, { owner: string } & T>, kind: string, key: string, value: T) => {
    const existing = map.get(key)
    if (existing) throw new DuplicateRegistrationError(kind, key, existing.owner, name)
    const entry: { owner: string } & T = { owner: name, ...value }
    map.set(key, entry)
    return track(() => {
      if (map.get(key) === entry) map.delete(key)
    })
  }
  return {
    name,
    options: deps.options,
    get features() {
      return stores.options.features
    },
    stores,
    log: deps.logger(name),
    storage: createPluginStorage(deps.storage, name),
    transactions: deps.transactions,
    registerView: (view, options) => track(deps.views.register(view, name, options)),
    addToSlot: (slot, entry, options) => track(deps.slots.add(slot, entry, name, options)),
    hook: (hookName, handler) => track(deps.hooks.add(hookName, name, handler)),
    contribute: (key, value) => track(deps.contributions.add(key, value, name)),
    contributions: (key) => deps.contributions.list(key),
    registerRpcHandler: (method, handler) => claim(deps.rpcHandlers, 'RPC handler', method, { handler }),
    registerApiClient: (key, client) =>
      claim(deps.apiClients, 'API client', key, { client: client as unknown }),
    apiClient(key) {
      return deps.apiClients.get(key)?.client as ApiClients[typeof key] | undefined
    },
    registerConnector(connector: Connector) {
      stores.connection.addConnector(connector)
      return track(() => stores.connection.removeConnector(connector))
    },
    registerChainAdapter: (adapter) => track(deps.addChainAdapter(adapter, name)),
    addNetworks(networks) {
      for (const network of networks) stores.network.addNetwork(network)
    },
    adapter(namespace) {
      return stores.connection.adapter(namespace) as AdapterOf<typeof namespace> | undefined
    },
    on: (event, listener) => track(bus.on(event, listener)),
    emit(event, payload) {
      bus.emit(event, payload)
    },
    reaction: (expression, effect, options) =>
      track(reaction(expression, (value, previous) => effect(value, previous), options)),
    onDispose(dispose) {
      disposers.push(dispose)
    },
    provide(token, factory) {
      provide(deps.container, token, factory)
      // tsyringe cannot unregister one token: a later registration shadows this one instead.
      track(() =>
        deps.container.register(token, {
          useFactory: () => {
            throw new Error(`${String(token)} was provided by plugin "${name}", which is disposed`)
          },
        }),
      )
    },
    resolve(token) {
      return deps.container.resolve(token)
    },
    openView: (view, ...params) => deps.openView(view, ...params),
  }
}
