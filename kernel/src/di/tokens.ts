import type { AnalyticsSender, BlockchainApiClient, WalletCatalogClient } from '../api'
import type { EventBus } from '../bus/createEventBus'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { Logger } from '../logger'
import type { ViewCatalog } from '../router/ViewCatalog'
import type { StorageService } from '../storage'
import type { AirlockStores } from '../stores/createStores'
import { type AirlockContainer, createToken, provide } from './container'

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

/** The instance's own services, as `provideCoreServices` registers them. */
export interface CoreServices {
  readonly options: AirlockOptions
  readonly bus: EventBus
  readonly stores: AirlockStores
  readonly views: ViewCatalog
  readonly storage: StorageService
  readonly log: Logger
}

/** Registers an instance's own services under their tokens in its container. */
export function provideCoreServices(container: AirlockContainer, services: CoreServices): void {
  provide(container, OPTIONS_TOKEN, () => services.options)
  provide(container, BUS_TOKEN, () => services.bus)
  provide(container, STORES_TOKEN, () => services.stores)
  provide(container, VIEWS_TOKEN, () => services.views)
  provide(container, STORAGE_TOKEN, () => services.storage)
  provide(container, LOGGER_TOKEN, () => services.log)
}
