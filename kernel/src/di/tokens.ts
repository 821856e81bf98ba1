import type { EventBus } from '../bus/createEventBus'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { ViewCatalog } from '../router/ViewCatalog'
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
