import { buildIdentityResponseSchema, buildTokenBalanceSchema } from '../api/accountSchemaBuilders'
import { IDENTITY_CACHE_MS, PORTFOLIO_BALANCE_CACHE_MS } from '../format/constants'
import * as schema from '../validation/schema'
import type { StandardSchemaV1 } from '../validation/standardSchema'
import { createDefaultBackend, type StorageBackend } from './backend'
import { STORAGE_KEYS } from './keys'
import { buildRecentWalletSchema } from './recentWalletSchema'
import type { RecentWallet } from './recentWallets'
import { TimedCache } from './TimedCache'
import { TypedStorage } from './TypedStorage'

/** Options of the storage service. */
export type StorageServiceOptions = {
  /** Where values live; default: localStorage when `window` exists, memory otherwise. */
  backend?: StorageBackend
  /** Clock in ms since epoch; injectable for tests. Default `Date.now`. */
  now?: () => number
}

/**
 * The kernel's persistent storage: spec §3's "Stored wallet data" under the fixed key prefix, with
 * timestamped caches, and what the page reads at start (recent wallets, the active network, the
 * connected namespaces); the connect protocol writes through `ConnectionStorage`. Reads never throw:
 * corrupt or foreign values are ignored.
 *
 * @example
 * const storage = createStorageService({ backend: createMemoryBackend() })
 * storage.getRecentWallets() // []
 */
export class StorageService {
  /** Typed JSON access to the backend, for plugins storing their own keys (use STORAGE_PREFIX). */
  readonly typed: TypedStorage
  /** Clock used for timestamps. */
  readonly now: () => number
  /** Portfolio (token list) balances by CAIP-10 account, fresh for 30 s. */
  readonly portfolioBalance
  /** Identity (name, avatar) by address, fresh for 5 min. */
  readonly identity

  constructor(options: StorageServiceOptions = {}) {
    this.typed = new TypedStorage(options.backend ?? createDefaultBackend())
    this.now = options.now ?? Date.now
    const cache = <S extends StandardSchemaV1>(key: string, valueSchema: () => S, lifetime: number) =>
      new TimedCache(this.typed, key, valueSchema, lifetime, this.now)
    this.portfolioBalance = cache(
      STORAGE_KEYS.portfolioBalanceCache,
      () => schema.array(buildTokenBalanceSchema()),
      PORTFOLIO_BALANCE_CACHE_MS,
    )
    this.identity = cache(STORAGE_KEYS.identityCache, buildIdentityResponseSchema, IDENTITY_CACHE_MS)
  }

  /** Recently used wallets, newest first (at most 2). */
  getRecentWallets(): RecentWallet[] {
    return this.typed.get(STORAGE_KEYS.recentWallets, schema.array(buildRecentWalletSchema())) ?? []
  }

  /** The active network's CAIP-2 id. */
  getActiveNetworkId(): string | undefined {
    return this.typed.get(STORAGE_KEYS.activeNetworkId, schema.string())
  }

  /** Namespaces with a connection. */
  getConnectedNamespaces(): string[] {
    return this.typed.get(STORAGE_KEYS.connectedNamespaces, schema.array(schema.string())) ?? []
  }
}

/** Creates the storage service (backend chosen now: localStorage in browsers, memory elsewhere). */
export function createStorageService(options: StorageServiceOptions = {}): StorageService {
  return new StorageService(options)
}
