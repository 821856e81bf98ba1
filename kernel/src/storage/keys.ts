/** Prefix of every key Airlock stores. */
export const STORAGE_PREFIX = '@airlock/'

/** Keys of the stored wallet data (spec §3); plugins keep their own keys under the same prefix. */
export const STORAGE_KEYS = {
  recentWallets: `${STORAGE_PREFIX}recent_wallets`,
  activeNetworkId: `${STORAGE_PREFIX}active_network_id`,
  activeNamespace: `${STORAGE_PREFIX}active_namespace`,
  connectedNamespaces: `${STORAGE_PREFIX}connected_namespaces`,
  connectedConnectorIds: `${STORAGE_PREFIX}connected_connector_ids`,
  connectionStatus: `${STORAGE_PREFIX}connection_status`,
  portfolioBalanceCache: `${STORAGE_PREFIX}portfolio_balance_cache`,
  nativeBalanceCache: `${STORAGE_PREFIX}native_balance_cache`,
  identityCache: `${STORAGE_PREFIX}identity_cache`,
  tokenBalanceFailure: `${STORAGE_PREFIX}token_balance_failure`,
} as const
