// Public API of @airlock/walletconnect. Nothing here imports the WalletConnect SDK or React at module level:
// the session code and the views are lazy chunks.
import './augment'

export type {
  WalletConnectAuthenticator,
  WalletConnectAuthRequest,
  WalletConnectAuthResult,
} from './authenticate'
export {
  AUTHENTICATE_CONTRIBUTION,
  HEARTBEAT_INTERVAL_MS,
  MOBILE_REDIRECT_CONTRIBUTION,
  NAMESPACE_CONTRIBUTION,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_VALIDITY_MS,
  RELAY_TIMEOUT_MS,
  WALLETCONNECT_CONNECTOR_ID,
} from './constants'
export { type DeepLinkKind, walletDeepLink } from './deepLinks'
export {
  NoWalletConnectNamespaceError,
  PairingExpiredError,
  RelayNotConfiguredError,
  SIGN_CLIENT_NOT_INITIALIZED_TEXT,
  SignClientNotInitializedError,
} from './errors'
export {
  type MobileRedirectPage,
  mobileRedirectFor,
  type WalletConnectMobileRedirect,
} from './mobileRedirect'
export {
  type ProposalNamespaces,
  proposalNamespaces,
  type WalletConnectNamespace,
  type WalletConnectSessionEvent,
  type WalletConnectTransport,
} from './namespaces'
export {
  type WalletConnectOptions,
  type WalletConnectResolvedOptions,
  type WalletConnectStorage,
  walletConnectMetadataSchema,
  walletConnectOptionsSchema,
} from './options'
export {
  isPairingExpired,
  type PairedSession,
  type PairingStatus,
  PairingStore,
  pairingRefreshAt,
} from './PairingStore'
export {
  chooseWalletConnectView,
  type WalletConnectApi,
  walletConnect,
} from './plugin'
export { REOWN_ENDPOINTS, reownServices } from './reownServices'
export {
  type WalletConnectConnector,
  type WalletConnectConnectorParameters,
  walletConnectConnector,
} from './walletConnectConnector'
