import { createBlockchainApiClient } from '../api/BlockchainApiClient'
import { createWalletCatalogClient } from '../api/WalletCatalogClient'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { type AirlockContainer, provide } from '../di/container'
import { BLOCKCHAIN_API_TOKEN, WALLET_CATALOG_TOKEN } from '../di/tokens'
import type { Alert } from '../errors/catalogue'
import type { StorageService } from '../storage'
import type { AccountDataApi } from './ports'
import { SDK_VERSION } from './sdkVersion'

/**
 * Registers the services' API clients in an instance container, each created on first resolve from
 * `endpoints`. A client whose endpoint is not configured is not registered at all (no request to a host
 * the integrator did not configure). `onAlert` receives the alerts their failed calls raise (the instance
 * emits them as the bus's `alert` event).
 */
export function provideApiClients(
  container: AirlockContainer,
  options: AirlockOptions,
  storage: StorageService,
  onAlert?: (alert: Alert) => void,
): void {
  const base = { projectId: options.projectId, sdkVersion: SDK_VERSION, onAlert }
  const { blockchainApi, walletCatalogue } = options.endpoints
  if (blockchainApi) {
    provide(container, BLOCKCHAIN_API_TOKEN, () =>
      createBlockchainApiClient({ ...base, baseUrl: blockchainApi, storage }),
    )
  }
  if (walletCatalogue) {
    provide(container, WALLET_CATALOG_TOKEN, () =>
      createWalletCatalogClient({ ...base, baseUrl: walletCatalogue }),
    )
  }
}

/**
 * The account-data calls over the container's blockchain-data API client (resolved on first call);
 * undefined when no blockchain-data endpoint is configured.
 */
export function toAccountDataApi(container: AirlockContainer): AccountDataApi | undefined {
  if (!container.isRegistered(BLOCKCHAIN_API_TOKEN)) return undefined
  const client = () => container.resolve(BLOCKCHAIN_API_TOKEN)
  return {
    getTokenBalances: ({ address, chainId, forceUpdate }) =>
      client().getBalance(address, { chainId, ...(forceUpdate === undefined ? {} : { forceUpdate }) }),
    fetchTransactions: ({ address, chainId, cursor }) =>
      client().getHistory(address, { chainId: chainId ?? '', ...(cursor === undefined ? {} : { cursor }) }),
    // A failure is the first read's to report (the list is asked again then).
    prepare: () =>
      void client()
        .getSupportedChains()
        .catch(() => undefined),
  }
}
