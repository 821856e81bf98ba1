import { createAnalyticsClient, createBlockchainApiClient, createWalletCatalogClient } from '../api'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { Features } from '../config/featuresSchema'
import { type AirlockContainer, provide } from '../di/container'
import { ANALYTICS_TOKEN, BLOCKCHAIN_API_TOKEN, WALLET_CATALOG_TOKEN } from '../di/tokens'
import type { StorageService } from '../storage'
import type { AccountDataApi } from './ports'
import { SDK_VERSION } from './sdkVersion'

/** Registers the services' API clients in an instance container, each created on first resolve from `endpoints`. */
export function provideApiClients(
  container: AirlockContainer,
  options: AirlockOptions,
  storage: StorageService,
  features: () => Features,
): void {
  const base = { projectId: options.projectId, sdkVersion: SDK_VERSION }
  provide(container, BLOCKCHAIN_API_TOKEN, () =>
    createBlockchainApiClient({ ...base, baseUrl: options.endpoints.blockchainApi, storage }),
  )
  provide(container, WALLET_CATALOG_TOKEN, () =>
    createWalletCatalogClient({ ...base, baseUrl: options.endpoints.walletCatalogue }),
  )
  provide(container, ANALYTICS_TOKEN, () =>
    createAnalyticsClient({
      ...base,
      baseUrl: options.endpoints.analytics,
      isEnabled: () => features().analytics,
    }),
  )
}

/** The account-data calls over the container's blockchain-data API client (resolved on first call). */
export function toAccountDataApi(container: AirlockContainer): AccountDataApi {
  const client = () => container.resolve(BLOCKCHAIN_API_TOKEN)
  return {
    getTokenBalances: ({ address, chainId, forceUpdate }) =>
      client().getBalance(address, { chainId, ...(forceUpdate === undefined ? {} : { forceUpdate }) }),
    fetchTransactions: ({ address, chainId, cursor }) =>
      client().getHistory(address, { chainId: chainId ?? '', ...(cursor === undefined ? {} : { cursor }) }),
  }
}
