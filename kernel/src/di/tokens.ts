// The instance container's tokens: the kernel's private wiring (hosts and plugins reach the services
// through `service(key)`, never the container).
import type { BlockchainApiClient, WalletCatalogClient } from '../api'
import { createToken } from './container'

/** The blockchain-data API client (created on first resolve, pointed at `endpoints.blockchainApi`). */
export const BLOCKCHAIN_API_TOKEN = createToken<BlockchainApiClient>('airlock.blockchainApi')
/** The wallet catalogue client (created on first resolve, pointed at `endpoints.walletCatalogue`). */
export const WALLET_CATALOG_TOKEN = createToken<WalletCatalogClient>('airlock.walletCatalog')
