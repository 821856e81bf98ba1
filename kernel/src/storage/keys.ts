/** Prefix of every key Airlock stores. */
export const STORAGE_PREFIX = '@airlock/'
/** Prefix of the embedded wallet's login-state keys. */
export const EMBEDDED_WALLET_STORAGE_PREFIX = '@airlock/embedded-wallet/'

/** Keys of the stored wallet data (spec §3). */
export const STORAGE_KEYS = {
  recentWallets: `${STORAGE_PREFIX}recent_wallets`,
  activeNetworkId: `${STORAGE_PREFIX}active_network_id`,
  activeNamespace: `${STORAGE_PREFIX}active_namespace`,
  connectedNamespaces: `${STORAGE_PREFIX}connected_namespaces`,
  connectedConnectorIds: `${STORAGE_PREFIX}connected_connector_ids`,
  connectionStatus: `${STORAGE_PREFIX}connection_status`,
  connectedSocialProvider: `${STORAGE_PREFIX}connected_social_provider`,
  portfolioBalanceCache: `${STORAGE_PREFIX}portfolio_balance_cache`,
  nativeBalanceCache: `${STORAGE_PREFIX}native_balance_cache`,
  ensNameCache: `${STORAGE_PREFIX}ens_name_cache`,
  identityCache: `${STORAGE_PREFIX}identity_cache`,
  tokenBalanceFailure: `${STORAGE_PREFIX}token_balance_failure`,
} as const

/** Keys of the embedded wallet's login state (spec §3). */
export const LOGIN_STORAGE_KEYS = {
  emailLoginUsed: `${EMBEDDED_WALLET_STORAGE_PREFIX}email_login_used`,
  email: `${EMBEDDED_WALLET_STORAGE_PREFIX}email`,
  socialUsername: `${EMBEDDED_WALLET_STORAGE_PREFIX}social_username`,
  lastUsedChainId: `${EMBEDDED_WALLET_STORAGE_PREFIX}last_used_chain_id`,
  lastEmailLoginTime: `${EMBEDDED_WALLET_STORAGE_PREFIX}last_email_login_time`,
} as const
