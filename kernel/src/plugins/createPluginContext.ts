import type { EventBus } from '../bus/createEventBus'
import type { ChainAdapter } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { type AirlockContainer, provide } from '../di/container'
import { DuplicateRegistrationError } from '../errors/plugin'
import type { ViewCatalog } from '../router/ViewCatalog'
import type { ViewId } from '../router/viewTypes'
import type { AirlockStores } from '../stores/createStores'
import type { ApiClients, Disposer, OptionalParams, PluginContext, PluginLogger, RpcHandler } from './types'

/** Instance parts a plugin context is built from. */
export interface PluginContextDeps {
  options: AirlockOptions
  stores: AirlockStores
  bus: EventBus
  views: ViewCatalog
  container: AirlockContainer
  apiClients: Map<string, { owner: string; client: unknown }>
  rpcHandlers: Map<string, { owner: string; handler: RpcHandler }>
  logger: (plugin: string) => PluginLogger
  addChainAdapter: (adapter: ChainAdapter, owner: string) => Disposer | undefined
  openView: <V extends ViewId>(view: V, ...params: OptionalParams<V>) => void
}

/** Builds the narrow context of one plugin; registrations are undone by the returned disposers. */
export function createPluginContext(
  name: string,
  deps: PluginContextDeps,
  disposers: Disposer[],
): PluginContext {
  const { stores, bus } = deps
  return {
    name,
    options: deps.options,
    get features() {
      return stores.options.features
    },
    stores,
    log: deps.logger(name),
    registerView(view) {
      deps.views.register(view, name)
    },
    registerAction(action) {
      stores.plugins.addAction(action)
    },
    registerRpcHandler(method, handler) {
      const existing = deps.rpcHandlers.get(method)
      if (existing) throw new DuplicateRegistrationError('RPC handler', method, existing.owner, name)
      deps.rpcHandlers.set(method, { owner: name, handler })
      disposers.push(() => {
        deps.rpcHandlers.delete(method)
      })
    },
    registerApiClient(key, client) {
      const existing = deps.apiClients.get(key)
      if (existing) throw new DuplicateRegistrationError('API client', key, existing.owner, name)
      deps.apiClients.set(key, { owner: name, client })
    },
    apiClient(key) {
      return deps.apiClients.get(key)?.client as ApiClients[typeof key] | undefined
    },
    registerConnector(connector) {
      stores.connection.addConnector(connector)
      const remove = () => stores.connection.removeConnector(connector)
      disposers.push(remove)
      return remove
    },
    registerChainAdapter(adapter) {
      const dispose = deps.addChainAdapter(adapter, name)
      if (dispose) disposers.push(dispose)
    },
    setSignInState(state) {
      stores.modal.setSignInState(state)
    },
    on(event, listener) {
      const off = bus.on(event, listener)
      disposers.push(off)
      return off
    },
    emit(event, payload) {
      bus.emit(event, payload)
    },
    provide(token, factory) {
      provide(deps.container, token, factory)
    },
    resolve(token) {
      return deps.container.resolve(token)
    },
    openView(view, ...params) {
      deps.openView(view, ...params)
    },
  }
}
