// The read model over an instance's stores (see ./types). Every member is a getter or a function that
// reads the stores when called, so a read inside a MobX derivation is tracked; what it returns is frozen
// (the stores keep frozen values and replace them on change) or a fresh copy, never a store.

import type { TransactionService } from '../airlock/TransactionService'
import type { ContributionStore } from '../plugins/contributions'
import type { SlotStore } from '../plugins/slots'
import type { AirlockServices } from '../plugins/types'
import type { AirlockStores } from '../stores/createStores'
import type {
  AirlockState,
  ConnectionState,
  HistoryState,
  NetworkState,
  PluginsState,
  RouterState,
  SnackbarState,
} from './types'

/** What the read model reads. */
export interface StateSources {
  stores: AirlockStores
  slots: SlotStore
  contributions: ContributionStore
  transactions: TransactionService
  /** True when a history source (the blockchain-data API) exists. */
  historyAvailable: () => boolean
  /** True when a kernel service is configured. */
  hasService: (key: keyof AirlockServices) => boolean
}

type Getters<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: () => T[K] }
type Methods<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K] }

/** A frozen object of `methods` plus a read-only property per getter (read on each access). */
function view<T>(getters: Getters<T>, methods: Methods<T>): T {
  const target = { ...methods } as Record<string, unknown>
  for (const [name, get] of Object.entries(getters)) {
    Object.defineProperty(target, name, { get: get as () => unknown, enumerable: true })
  }
  return Object.freeze(target) as T
}

/** Builds the read model of one instance. */
export function createState({
  stores,
  slots,
  contributions,
  transactions,
  historyAvailable,
  hasService,
}: StateSources): AirlockState {
  const { account, network, connection, modal, router, options, snackbar, plugins, theme } = stores
  const history = stores.transactions
  const state: AirlockState = view<AirlockState>(
    {
      account: () => account.active,
      features: () => options.features,
      connectMethodsOrder: () => options.connectMethodsOrder,
      theme: () => Object.freeze({ mode: theme.themeMode, variables: theme.themeVariables }),
      transactions: () => transactions.tracked,
      network: () => networkState,
      connection: () => connectionState,
      modal: () => routerState,
      snackbar: () => snackbarState,
      plugins: () => pluginsState,
      history: () => historyState,
    },
    {
      accountOf: (namespace) => account.state(namespace),
      slot: (name) =>
        Object.freeze(
          slots
            .entries(name)
            .filter(
              (entry) =>
                (entry.feature === undefined || options.isEnabled(entry.feature)) &&
                (entry.visible?.(state) ?? true),
            ),
        ),
      contributions: (key) => Object.freeze(contributions.list(key)),
      hasService,
    },
  )
  const networkState = view<NetworkState>(
    {
      active: () => network.activeNetwork,
      activeNamespace: () => network.activeNamespace,
      all: () => network.networks,
      namespaces: () => network.namespaces,
      unsupportedChainId: () => network.unsupportedChainId,
    },
    {
      of: (namespace) => network.networksOf(namespace),
      lastActive: (namespace) => network.activeByNamespace.get(namespace),
      find: (id) => network.find(id),
    },
  )
  const connectionState = view<ConnectionState>(
    {
      status: () => connection.status,
      namespaces: () => connection.namespaces,
      connectedNamespaces: () => connection.linkedNamespaces,
      connectors: () => connection.connectors,
      addedConnectors: () => connection.extraConnectors,
      wallets: () => connection.wallets,
      recentWallets: () => connection.recentWallets,
      hasVisibleWallet: () => connection.hasVisibleWallet,
      legalConsentNeeded: () => options.features.legalCheckbox && !connection.legalAccepted,
    },
    {
      statusOf: (namespace) => connection.statusOf(namespace),
      connectorIdOf: (namespace) => connection.connectorIds.get(namespace),
      connector: (id) => connection.connector(id),
      walletOf: (id) => connection.walletOf(id),
      lastError: (id) => connection.lastErrors.get(id),
      adapter: (namespace) => connection.adapter(namespace) as never,
    },
  )
  const routerState = view<RouterState>(
    {
      open: () => modal.open,
      view: () => router.current,
      loading: () => modal.loading,
      history: () => router.history,
      canGoBack: () => modal.gate === undefined && router.canGoBack,
      shake: () => modal.shake,
      gate: () => modal.gate?.entry,
      pending: () => modal.pending?.entry,
    },
    {},
  )
  const snackbarState = view<SnackbarState>(
    {
      open: () => snackbar.open,
      message: () => snackbar.message,
      messageKey: () => snackbar.messageKey,
      variant: () => snackbar.variant,
    },
    {},
  )
  const pluginsState = view<PluginsState>(
    { configured: () => plugins.configured, loaded: () => plugins.loaded },
    { state: (name) => plugins.states.get(name), error: (name) => plugins.errors.get(name) },
  )
  const historyState = view<HistoryState>(
    {
      available: historyAvailable,
      items: () => history.activeTransactions,
      loading: () => history.loading,
      error: () => history.error,
      complete: () => history.complete,
      hasMore: () => history.next !== undefined,
    },
    {},
  )
  return state
}
