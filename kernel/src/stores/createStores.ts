import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { FeatureDeclarations } from '../config/features'
import type { BaseError } from '../errors'
import { AccountStore } from './AccountStore'
import { ConnectionStore } from './ConnectionStore'
import { ModalStore } from './ModalStore'
import { NetworkStore } from './NetworkStore'
import { OptionsStore } from './OptionsStore'
import { PluginStatusStore } from './PluginStatusStore'
import { RouterStore } from './RouterStore'
import { SnackbarStore } from './SnackbarStore'
import { ThemeStore } from './ThemeStore'
import { type TransactionHistorySource, TransactionsStore } from './TransactionsStore'

/** Every store of one Airlock instance. */
export interface AirlockStores {
  modal: ModalStore
  router: RouterStore
  connection: ConnectionStore
  account: AccountStore
  network: NetworkStore
  options: OptionsStore
  snackbar: SnackbarStore
  theme: ThemeStore
  transactions: TransactionsStore
  plugins: PluginStatusStore
}

/** What the stores need from outside. */
export interface CreateStoresParameters {
  options: AirlockOptions
  /** Every declared feature flag (the kernel's and the configured plugins'), with defaults. */
  features: FeatureDeclarations
  historySource: () => TransactionHistorySource | undefined
  onError: (error: BaseError) => void
}

/** Creates one instance's stores (no module-level state). */
export function createStores({
  options,
  features,
  historySource,
  onError,
}: CreateStoresParameters): AirlockStores {
  const network = new NetworkStore(options.networks, options.defaultNetwork)
  const connection = new ConnectionStore()
  return {
    modal: new ModalStore(),
    router: new RouterStore(),
    connection,
    account: new AccountStore(() => network.activeNamespace),
    network,
    options: new OptionsStore(options, () => connection.hasVisibleWallet, features),
    snackbar: new SnackbarStore(),
    theme: new ThemeStore(options.themeMode, options.themeVariables),
    transactions: new TransactionsStore(historySource, () => network.activeNetwork.caipNetworkId, onError),
    plugins: new PluginStatusStore(),
  }
}
