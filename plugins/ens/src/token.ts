import { createToken } from '@airlock/kernel'
import type { EnsStore } from './lazy/EnsStore'

/**
 * DI token of an instance's names store, provided once the plugin has loaded.
 *
 * @example
 * const store = airlock.container.resolve(ENS_STORE)
 */
export const ENS_STORE = createToken<EnsStore>('airlock.ens.store')
