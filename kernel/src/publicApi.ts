// The public API of @airlock/kernel except its errors (./errors/public.ts), each documented at its
// declaration. The package entry re-exports both with `export *` only (see ./index.ts).

// The instance
export type { Airlock } from './airlock/Airlock'
export type { AirlockRuntime } from './airlock/AirlockCore'
export type { ConnectOptions } from './airlock/ConnectionController'
export { createAirlock } from './airlock/createAirlock'
export type { EnvironmentProbe } from './airlock/environment'
export {
  type GateOptions,
  type NavigateArgs,
  type NavigateOptions,
  NavigationBlockedError,
} from './airlock/ModalController'
export type { AccountDataApi } from './airlock/ports'
export { SDK_VERSION } from './airlock/sdkVersion'
export type {
  SubmitTransactionParameters,
  TrackedStatus,
  TrackedTransaction,
  Transactions,
} from './airlock/TransactionService'
// API clients (reached through `service(key)`) and the shapes they return
export type { ApiEndpoints, ApiRequestOptions, BlockchainApiClient } from './api/BlockchainApiClient'
export { buildRpcProxyUrl } from './api/rpcProxyUrl'
export type {
  FungiblePriceResponse,
  HistoryItem,
  HistoryTransfer,
  IdentityResponse,
  TokenBalance,
  WalletListEntry,
  WalletsResponse,
} from './api/schemas'
export type { WalletCatalogClient } from './api/WalletCatalogClient'
export type { AirlockEventListener, AirlockEventName, AirlockEvents } from './bus/createEventBus'
export type {
  MobileRedirect,
  MobileRedirectPage,
  SessionEvent,
  SessionNamespace,
  SessionTransport,
} from './chain/session'
export { transferChoicesOf, withTransferChoice } from './chain/transferChoices'
// Chains
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
  ChainText,
  Connector,
  ConnectorAccounts,
  ConnectorConnectParameters,
  ConnectorType,
  ConnectorTypes,
  ConnectResult,
  NamespaceProvider,
  NamespaceProviders,
  NftTransferParameters,
  PreparedTransfer,
  TransactionOutcome,
  TransferChoice,
  TransferChoices,
  TransferParameters,
  WalletRequest,
} from './chain/types'
// Config
export {
  type AirlockConfig,
  type AirlockEndpoints,
  type AirlockOptions,
  type AirlockStorageOption,
  airlockConfigSchema,
} from './config/airlockConfigSchema'
export type {
  FeatureDeclaration,
  FeatureDeclarations,
  FeatureFlag,
  FeatureFlags,
  Features,
  FeaturesInput,
  FeatureValueDeclaration,
} from './config/features'
export { type ConfigIssue, InvalidConfigError } from './config/parseAirlockConfig'
export { InvalidPluginOptionsError, parsePluginOptions } from './config/pluginOptions'
export { RESTRICTED_TIMEZONES } from './config/restrictedRegion'
// Formatting and validation rules of the spec
export { shortenAddress } from './format/address'
export { BALANCE_DECIMALS } from './format/constants'
export { formatBalance, formatMessageAmount, formatTokenValue, truncateDecimals } from './format/number'
export { CONSTANTS } from './format/specConstants'
export type { Logger } from './logger'
// Plugins
export type { ContributionKey, Contributions } from './plugins/contributions'
export type {
  AirlockHooks,
  ConnectedContext,
  HookHandler,
  HookMode,
  HookName,
  HookRun,
  OpeningState,
  Profile,
  ProfileRequest,
} from './plugins/hooks'
export type {
  MessageCatalogue,
  MessageText,
  MessageTranslation,
  PluginMessages,
  PluralMessage,
} from './plugins/messages'
export type {
  AccountActionEntry,
  AccountNoticeEntry,
  AccountTabEntry,
  ConnectMethodEntry,
  SlotEntryBase,
  SlotItem,
  SlotName,
  SlotRegistry,
  ViewTarget,
  WalletFeatureEntry,
} from './plugins/slots'
export {
  type AirlockNavigation,
  type AirlockPlugin,
  type AirlockReader,
  type AirlockServices,
  type AnyAirlockPlugin,
  type DeclaredSlotEntry,
  type Disposer,
  definePlugin,
  type LazyAirlockPlugin,
  type LazyPluginMeta,
  type LazyPluginStorage,
  lazyPlugin,
  type OptionalParams,
  type PluginAccountData,
  type PluginApi,
  type PluginApis,
  type PluginContext,
  type PluginLogger,
  type ReplaceOption,
  type WatchListener,
  type WatchOptions,
} from './plugins/types'
export type { AccountRequirement } from './router/needsAccount'
// Views
export { DuplicateViewError, ViewNotFoundError } from './router/ViewCatalog'
export type {
  Register,
  ViewComponent,
  ViewDefinition,
  ViewEntry,
  ViewId,
  ViewParams,
  ViewRegistry,
} from './router/viewTypes'
// The read model
export type {
  AccountData,
  AccountEntry,
  AccountState,
  AccountStatus,
  AirlockState,
  ConnectedWalletInfo,
  ConnectionState,
  ConnectionStatus,
  HistoryState,
  ModalState,
  NetworkState,
  PluginState,
  PluginsState,
  RouterState,
  SnackbarState,
  SnackbarVariant,
  ThemeMode,
  ThemeVariables,
  TokenBalanceStatus,
  WalletGroup,
} from './state/types'
// Storage
export { createMemoryBackend, type StorageBackend, type WebStorageLike } from './storage/backend'
export type { PluginStorage } from './storage/PluginStorage'
export type { RecentWallet } from './storage/recentWallets'
export type { CaipAddress, CaipNetworkId, ParsedCaipAddress } from './validation/caip'
export { parseCaipAddress } from './validation/caip'
export { isAllowedNumericKey, type NumericKeyEvent, sanitizeNumericInput } from './validation/numericInput'
// Schemas: the kernel's own (config, storage, plugins' options) and the Standard Schema interface it accepts
export * as schema from './validation/schema'
export type {
  SchemaInput,
  SchemaOutput,
  StandardIssue,
  StandardResult,
  StandardSchemaProps,
  StandardSchemaV1,
} from './validation/standardSchema'
export { issuePath, validateSync } from './validation/standardSchema'
