import type { AnalyticsSender, BlockchainApiClient, WalletCatalogClient } from '../api'
import type { EventBus } from '../bus/createEventBus'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { Logger } from '../logger'
import type { ViewCatalog } from '../router/ViewCatalog'
import type { StorageService } from '../storage'
import type { AirlockStores } from '../stores/createStores'
import { createToken } from './container'

/** The instance's validated options. */
export const OPTIONS_TOKEN = createToken<AirlockOptions>('airlock.options')
/** The instance's event bus. */
export const BUS_TOKEN = createToken<EventBus>('airlock.bus')
/** The instance's stores. */
export const STORES_TOKEN = createToken<AirlockStores>('airlock.stores')
/** The instance's view catalogue. */
export const VIEWS_TOKEN = createToken<ViewCatalog>('airlock.views')
/** The instance's persistent storage. */
export const STORAGE_TOKEN = createToken<StorageService>('airlock.storage')
/** The instance's root logger. */
export const LOGGER_TOKEN = createToken<Logger>('airlock.logger')
/** The blockchain-data API client (created on first resolve, pointed at `endpoints.blockchainApi`). */
export const BLOCKCHAIN_API_TOKEN = createToken<BlockchainApiClient>('airlock.blockchainApi')
/** The wallet catalogue client (created on first resolve, pointed at `endpoints.walletCatalogue`). */
export const WALLET_CATALOG_TOKEN = createToken<WalletCatalogClient>('airlock.walletCatalog')
/** The analytics sender (its client loads with the first event; sends only while the analytics feature is on). */
export const ANALYTICS_TOKEN = createToken<AnalyticsSender>('airlock.analytics')
