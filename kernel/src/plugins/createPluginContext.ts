import { runInAction } from 'mobx'
import type { Transactions } from '../airlock/TransactionService'
import type { EventBus } from '../bus/createEventBus'
import type { ChainAdapter, ChainNamespace, Connector } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { BaseError } from '../errors/base'
import { DuplicateRegistrationError } from '../errors/plugin'
import type { ViewCatalog } from '../router/ViewCatalog'
import type { AirlockState } from '../state/types'
import { createPluginStorage } from '../storage/PluginStorage'
import type { StorageService } from '../storage/StorageService'
import type { AirlockStores } from '../stores/createStores'
import type { ContributionStore } from './contributions'
import type { HookRegistry } from './hooks'
import type { SlotStore } from './slots'
import type {
  AirlockNavigation,
  AirlockReader,
  Disposer,
  PluginAccountData,
  PluginContext,
  PluginLogger,
} from './types'

/** The instance's actions a plugin context forwards to (the kernel implements them; they keep the rules). */
export interface PluginActions
  extends AirlockReader,
    AirlockNavigation,
    Pick<PluginContext, 'connect' | 'gate' | 'notify' | 'refreshProfile' | 'refreshBalances' | 'isMobile'> {
  /** Keeps a plugin's data on an account. */
  setAccountData(namespace: ChainNamespace, plugin: string, data: PluginAccountData | undefined): void
}

/** Instance parts a plugin context is built from. */
export interface PluginContextDeps {
  options: AirlockOptions
  state: AirlockState
  stores: AirlockStores
  bus: EventBus
  views: ViewCatalog
  slots: SlotStore
  hooks: HookRegistry
  contributions: ContributionStore
  storage: StorageService
  transactions: Transactions
  actions: PluginActions
  logger: (plugin: string) => PluginLogger
  report: (error: BaseError) => void
  addChainAdapter: (adapter: ChainAdapter, owner: string) => () => void
  addConnector: (connector: Connector) => () => void
}

/**
 * Builds the narrow context of one plugin. Every registration pushes its undo onto `disposers`, which the
 * plugin host runs in reverse on dispose or when the set-up fails.
 */
export function createPluginContext(
  name: string,
  deps: PluginContextDeps,
  disposers: Disposer[],
  apis: Map<string, unknown>,
): PluginContext {
  const { actions, bus } = deps
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
  return Object.freeze<PluginContext>({
    name,
    options: deps.options,
    log: deps.logger(name),
    storage: Object.freeze(createPluginStorage(deps.storage.typed, name, deps.storage.now)),
    transactions: deps.transactions,
    get: (select) => actions.get(select),
    watch: (select, listener, options) => track(actions.watch(select, listener, options)),
    service: (key) => actions.service(key),
    navigate: (view, ...args) => actions.navigate(view, ...args),
    back: () => actions.back(),
    close: () => actions.close(),
    connect: (id, options) => actions.connect(id, options),
    disconnect: () => actions.disconnect(),
    gate: (view, params, until, options) => actions.gate(view, params, until, options),
    notify: (message, variant) => actions.notify(message, variant),
    setAccountData: (namespace, data) => actions.setAccountData(namespace, name, data),
    refreshProfile: (namespace) => actions.refreshProfile(namespace),
    refreshBalances: (options) => actions.refreshBalances(options),
    isMobile: () => actions.isMobile(),
    registerView: (view, options) => track(deps.views.register(view, name, options)),
    addToSlot: (slot, entry, options) => track(deps.slots.add(slot, entry, name, options)),
    hook: (hookName, handler) => track(deps.hooks.add(hookName, name, handler)),
    contribute: (key, value) => track(deps.contributions.add(key, value, name)),
    contributeLater(key, load) {
      let disposed = false
      let added: Promise<void> | undefined
      disposers.push(() => {
        disposed = true
      })
      return () => {
        added ??= load().then(
          (value) => {
            if (!disposed) track(deps.contributions.add(key, value, name))
          },
          (error: unknown) => {
            added = undefined
            throw error
          },
        )
        return added
      }
    },
    registerConnector: (connector) => track(deps.addConnector(connector)),
    registerChainAdapter: (adapter) => track(deps.addChainAdapter(adapter, name)),
    expose(api) {
      if (apis.has(name)) throw new DuplicateRegistrationError('Plugin API', name, name, name)
      runInAction(() => apis.set(name, api))
      track(() => {
        if (apis.get(name) === api) runInAction(() => apis.delete(name))
      })
    },
    on: (event, listener) => track(bus.on(event, listener)),
    emit: (event, payload) => bus.emit(event, payload),
    onDispose(dispose) {
      disposers.push(dispose)
    },
  })
}
