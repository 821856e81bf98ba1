import * as z from 'zod/mini'
import { buildIdentityResponseSchema, buildTokenBalanceSchema } from '../api/accountSchemaBuilders'
import {
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_BALANCE_CACHE_MS,
  TOKEN_BALANCE_RETRY_BLOCK_MS,
} from '../format/constants'
import { isAnything, isString, recordSchema } from '../validation/recordSchema'
import { createDefaultBackend, type StorageBackend } from './backend'
import { STORAGE_KEYS } from './keys'
import { buildRecentWalletSchema } from './recentWalletSchema'
import { addRecentWallet, type RecentWallet } from './recentWallets'
import { TimedCache } from './TimedCache'
import { TypedStorage } from './TypedStorage'

/** Options of the storage service. */
export type StorageServiceOptions = {
  /** Where values live; default: localStorage when `window` exists, memory otherwise. */
  backend?: StorageBackend
  /** Clock in ms since epoch; injectable for tests. Default `Date.now`. */
  now?: () => number
}

/** Connection status of a chain namespace. */
export type StoredConnectionStatus = 'disconnected' | 'connecting' | 'connected'

// Schemas are built for each read and dropped (a zod/mini schema object holds about 0.4 KiB of heap while it
// lives; the storage service's, kept, held several KiB for the page's lifetime).
const buildNativeBalanceSchema = () => z.object({ balance: z.string(), symbol: z.string() })
const stringRecord = () => recordSchema(isString)
const anyRecord = () => recordSchema(isAnything)
const statusSchema = () => z.enum(['disconnected', 'connecting', 'connected'])

/** A cached native balance (dropped from bundles that do not import it). */
export const nativeBalanceSchema = /* @__PURE__ */ buildNativeBalanceSchema()

/**
 * The kernel's persistent storage: spec §3's "Stored wallet data" under the fixed key prefix, with
 * timestamped caches. Reads never throw: corrupt or foreign values
 * are ignored.
 *
 * @example
 * const storage = createStorageService({ backend: createMemoryBackend() })
 * storage.addRecentWallet({ id: 'metamask', rdns: 'io.metamask' })
 */
export class StorageService {
  /** Typed JSON access to the backend, for plugins storing their own keys (use STORAGE_PREFIX). */
  readonly typed: TypedStorage
  /** Clock used for timestamps. */
  readonly now: () => number
  /** Portfolio (token list) balances by CAIP-10 account, fresh for 30 s. */
  readonly portfolioBalance
  /** Native balance by CAIP-10 account, fresh for 30 s. */
  readonly nativeBalance
  /** Identity (name, avatar) by address, fresh for 5 min. */
  readonly identity

  constructor(options: StorageServiceOptions = {}) {
    this.typed = new TypedStorage(options.backend ?? createDefaultBackend())
    this.now = options.now ?? Date.now
    const cache = <S extends z.core.$ZodType>(key: string, schema: () => S, lifetime: number) =>
      new TimedCache(this.typed, key, schema, lifetime, this.now)
    this.portfolioBalance = cache(
      STORAGE_KEYS.portfolioBalanceCache,
      () => z.array(buildTokenBalanceSchema()),
      PORTFOLIO_BALANCE_CACHE_MS,
    )
    this.nativeBalance = cache(
      STORAGE_KEYS.nativeBalanceCache,
      buildNativeBalanceSchema,
      NATIVE_BALANCE_CACHE_MS,
    )
    this.identity = cache(STORAGE_KEYS.identityCache, buildIdentityResponseSchema, IDENTITY_CACHE_MS)
  }

  /** Recently used wallets, newest first (at most 2). */
  getRecentWallets(): RecentWallet[] {
    return this.typed.get(STORAGE_KEYS.recentWallets, z.array(buildRecentWalletSchema())) ?? []
  }

  /** Remembers a wallet as the most recent (de-duplicated by id and rdns, at most 2); returns the list. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[] {
    const list = addRecentWallet(this.getRecentWallets(), wallet)
    this.typed.set(STORAGE_KEYS.recentWallets, list)
    return list
  }

  /** The active network's CAIP-2 id. */
  getActiveNetworkId(): string | undefined {
    return this.typed.get(STORAGE_KEYS.activeNetworkId, z.string())
  }

  /** Stores the active network's CAIP-2 id. */
  setActiveNetworkId(caipNetworkId: string): void {
    this.typed.set(STORAGE_KEYS.activeNetworkId, caipNetworkId)
  }

  /** The active chain namespace. */
  getActiveNamespace(): string | undefined {
    return this.typed.get(STORAGE_KEYS.activeNamespace, z.string())
  }

  /** Stores the active chain namespace. */
  setActiveNamespace(namespace: string): void {
    this.typed.set(STORAGE_KEYS.activeNamespace, namespace)
  }

  /** Namespaces with a connection. */
  getConnectedNamespaces(): string[] {
    return this.typed.get(STORAGE_KEYS.connectedNamespaces, z.array(z.string())) ?? []
  }

  /** Adds a connected namespace (no duplicates). */
  addConnectedNamespace(namespace: string): void {
    const list = this.getConnectedNamespaces()
    if (!list.includes(namespace)) this.typed.set(STORAGE_KEYS.connectedNamespaces, [...list, namespace])
  }

  /** Removes a connected namespace. */
  removeConnectedNamespace(namespace: string): void {
    const list = this.getConnectedNamespaces().filter((n) => n !== namespace)
    this.typed.set(STORAGE_KEYS.connectedNamespaces, list)
  }

  /** The connector id connected for a namespace. */
  getConnectedConnectorId(namespace: string): string | undefined {
    return this.typed.get(STORAGE_KEYS.connectedConnectorIds, stringRecord())?.[namespace]
  }

  /** Stores the connector id for a namespace. */
  setConnectedConnectorId(namespace: string, connectorId: string): void {
    const all = this.typed.get(STORAGE_KEYS.connectedConnectorIds, stringRecord()) ?? {}
    this.typed.set(STORAGE_KEYS.connectedConnectorIds, { ...all, [namespace]: connectorId })
  }

  /** Forgets the connector id of a namespace. */
  removeConnectedConnectorId(namespace: string): void {
    const { [namespace]: _removed, ...rest } =
      this.typed.get(STORAGE_KEYS.connectedConnectorIds, stringRecord()) ?? {}
    this.typed.set(STORAGE_KEYS.connectedConnectorIds, rest)
  }

  /** Connection status of a namespace ('disconnected' when unknown). */
  getConnectionStatus(namespace: string): StoredConnectionStatus {
    const all = this.typed.get(STORAGE_KEYS.connectionStatus, anyRecord()) ?? {}
    const parsed = statusSchema().safeParse(all[namespace])
    return parsed.success ? parsed.data : 'disconnected'
  }

  /** Stores the connection status of a namespace. */
  setConnectionStatus(namespace: string, status: StoredConnectionStatus): void {
    const all = this.typed.get(STORAGE_KEYS.connectionStatus, anyRecord()) ?? {}
    this.typed.set(STORAGE_KEYS.connectionStatus, { ...all, [namespace]: status })
  }

  /** The social provider used for the current connection. */
  getConnectedSocialProvider(): string | undefined {
    return this.typed.get(STORAGE_KEYS.connectedSocialProvider, z.string())
  }

  /** Stores the social provider used for the connection. */
  setConnectedSocialProvider(provider: string): void {
    this.typed.set(STORAGE_KEYS.connectedSocialProvider, provider)
  }

  /** Clears the connection state on disconnect: connector ids, statuses, namespaces, social provider. */
  clearConnectionState(): void {
    this.typed.remove(STORAGE_KEYS.connectedConnectorIds)
    this.typed.remove(STORAGE_KEYS.connectionStatus)
    this.typed.remove(STORAGE_KEYS.connectedNamespaces)
    this.typed.remove(STORAGE_KEYS.connectedSocialProvider)
  }

  /** Records a failed token-balance fetch; retries are blocked for 30 s. */
  markTokenBalanceFailure(): void {
    this.typed.set(STORAGE_KEYS.tokenBalanceFailure, this.now())
  }

  /** True while token-balance retries are blocked after a failure. */
  isTokenBalanceRetryBlocked(): boolean {
    const failedAt = this.typed.get(STORAGE_KEYS.tokenBalanceFailure, z.number())
    return failedAt !== undefined && this.now() - failedAt < TOKEN_BALANCE_RETRY_BLOCK_MS
  }
}

/** Creates the storage service (backend chosen now: localStorage in browsers, memory elsewhere). */
export function createStorageService(options: StorageServiceOptions = {}): StorageService {
  return new StorageService(options)
}
