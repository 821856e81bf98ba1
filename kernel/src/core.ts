// Barrel of the kernel's core: the instance, config, DI, bus, plugins, router and stores.
// Every export carries a one-line doc comment at its declaration.

export { AccountDataLoader, type AccountDataLoaderDeps } from './airlock/AccountDataLoader'
export { AccountSync, type AccountSyncDeps } from './airlock/AccountSync'
export { Airlock, type AirlockRuntime } from './airlock/Airlock'
export { provideApiClients, toAccountDataApi } from './airlock/apiClients'
export type { ConnectOptions } from './airlock/ConnectionController'
export { createAirlock } from './airlock/createAirlock'
export { createBrowserEnvironment, type EnvironmentProbe } from './airlock/environment'
export type { AccountDataApi } from './airlock/ports'
export { SDK_VERSION } from './airlock/sdkVersion'
export {
  type SubmitTransactionParameters,
  type TrackedTransaction,
  TransactionService,
  type TransactionServiceDeps,
} from './airlock/TransactionService'
export {
  getAccount,
  getConnectionStatus,
  getModalState,
  getNetwork,
  type ModalState,
  type WatchListener,
  watch,
} from './airlock/watchers'
export {
  type AirlockEventListener,
  type AirlockEventName,
  type AirlockEvents,
  createEventBus,
  type EventBus,
} from './bus/createEventBus'
export type {
  AdapterOf,
  AddressRules,
  CaipNetwork,
  ChainAdapter,
  ChainAdapterHooks,
  ChainAdapters,
  ChainBalance,
  ChainConnectParameters,
  ChainFee,
  ChainNamespace,
  ChainSendTransactionParameters,
  Connector,
  ConnectorConnectParameters,
  ConnectorType,
  ConnectResult,
  NamespaceProvider,
  NamespaceProviders,
  NftTransferParameters,
  PreparedTransfer,
  TransactionOutcome,
  TransferParameters,
  WalletRequest,
} from './chain/types'
export {
  type AirlockConfig,
  type AirlockEndpoints,
  type AirlockOptions,
  type AirlockStorageOption,
  airlockConfigSchema,
} from './config/airlockConfigSchema'
export { caipNetworkSchema } from './config/caipNetworkSchema'
export {
  CONNECT_METHOD_ORDER,
  type FeatureDeclaration,
  type FeatureDeclarations,
  type FeatureFlag,
  type FeatureFlags,
  type FeatureIssue,
  type Features,
  type FeaturesInput,
  type FeatureValueDeclaration,
  KERNEL_FEATURES,
  resolveFeatures,
} from './config/features'
export { type ConfigIssue, InvalidConfigError, parseAirlockConfig } from './config/parseAirlockConfig'
export { type AirlockContainer, createInstanceContainer, createToken, provide } from './di/container'
export {
  ANALYTICS_TOKEN,
  BLOCKCHAIN_API_TOKEN,
  BUS_TOKEN,
  LOGGER_TOKEN,
  OPTIONS_TOKEN,
  STORAGE_TOKEN,
  STORES_TOKEN,
  VIEWS_TOKEN,
  WALLET_CATALOG_TOKEN,
} from './di/tokens'
export { type ContributionKey, ContributionStore, type Contributions } from './plugins/contributions'
export {
  type AirlockHooks,
  type ConnectedContext,
  HOOK_MODES,
  type HookHandler,
  type HookMode,
  type HookName,
  HookRegistry,
} from './plugins/hooks'
export type {
  MessageCatalogue,
  MessageText,
  MessageTranslation,
  PluginMessages,
  PluralMessage,
} from './plugins/messages'
export { PluginHost } from './plugins/PluginHost'
export {
  type AccountActionEntry,
  type AccountTabEntry,
  type ConnectMethodEntry,
  isSlotEntryShown,
  type SlotEntryBase,
  type SlotItem,
  type SlotName,
  type SlotRegistry,
  SlotStore,
  type ViewTarget,
  type WalletFeatureEntry,
} from './plugins/slots'
export { sortPlugins } from './plugins/sortPlugins'
export {
  type AirlockPlugin,
  type AnyAirlockPlugin,
  type ApiClients,
  type DeclaredSlotEntry,
  type Disposer,
  definePlugin,
  isLazyPlugin,
  type LazyAirlockPlugin,
  type LazyPluginMeta,
  lazyPlugin,
  type OptionalParams,
  type PluginContext,
  type PluginLogger,
  type ReplaceOption,
  type RpcHandler,
} from './plugins/types'
export { initialView, type OpeningState } from './router/openingRules'
export { DuplicateViewError, ViewCatalog, ViewNotFoundError } from './router/ViewCatalog'
export {
  CORE_VIEW_IDS,
  type Register,
  type ViewComponent,
  type ViewDefinition,
  type ViewEntry,
  type ViewId,
  type ViewParams,
  type ViewRegistry,
} from './router/viewTypes'
export { AccountStore, emptyAccountState, type TokenBalanceStatus } from './stores/AccountStore'
export { ConnectionStore, type WalletGroup } from './stores/ConnectionStore'
export { type AirlockStores, type CreateStoresParameters, createStores } from './stores/createStores'
export { ModalStore } from './stores/ModalStore'
export { NetworkStore } from './stores/NetworkStore'
export { OptionsStore } from './stores/OptionsStore'
export { type PluginState, PluginStatusStore } from './stores/PluginStatusStore'
export { type GoBackResult, type RouterEntry, RouterStore } from './stores/RouterStore'
export { SnackbarStore } from './stores/SnackbarStore'
export type {
  AccountEntry,
  AccountState,
  AccountStatus,
  ConnectedUser,
  ConnectedWalletInfo,
  ConnectionStatus,
  PreferredAccountType,
  SnackbarVariant,
} from './stores/storeTypes'
export { type ThemeMode, ThemeStore, type ThemeVariables } from './stores/ThemeStore'
export {
  isAllSpam,
  type TransactionHistoryPage,
  type TransactionHistorySource,
  TransactionsStore,
} from './stores/TransactionsStore'
