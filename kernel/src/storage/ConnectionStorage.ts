import { NATIVE_BALANCE_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS } from '../format/constants'
import * as schema from '../validation/schema'
import { validateSync } from '../validation/standardSchema'
import { STORAGE_KEYS } from './keys'
import { addRecentWallet, type RecentWallet } from './recentWallets'
import type { StorageService } from './StorageService'
import { TimedCache } from './TimedCache'

/** Connection status of a chain namespace, as stored. */
export type StoredConnectionStatus = 'disconnected' | 'connecting' | 'connected'

const stringRecord = () => schema.record(schema.isString)
const anyRecord = () => schema.record(schema.isAnything)
const statusSchema = () => schema.oneOf(['disconnected', 'connecting', 'connected'])
// Built for each read and dropped.
const buildNativeBalanceSchema = () => schema.object({ balance: schema.string(), symbol: schema.string() })

/** A cached native balance (dropped from bundles that do not import it). */
export const nativeBalanceSchema = /* @__PURE__ */ buildNativeBalanceSchema()

/**
 * What the connect protocol writes and reads back of spec §3's "Stored wallet data": recent wallets, the
 * active network and namespace, connected namespaces, connector ids and statuses, and the token-balance
 * retry block. It loads with the connect protocol (the page only reads a few of these at start, through
 * `StorageService`).
 */
export class ConnectionStorage {
  /** Native balance by CAIP-10 account, fresh for 30 s. */
  readonly nativeBalance

  constructor(readonly storage: StorageService) {
    this.nativeBalance = new TimedCache(
      storage.typed,
      STORAGE_KEYS.nativeBalanceCache,
      buildNativeBalanceSchema,
      NATIVE_BALANCE_CACHE_MS,
      storage.now,
    )
  }

  /** Portfolio balances by CAIP-10 account (the storage service's cache). */
  get portfolioBalance(): StorageService['portfolioBalance'] {
    return this.storage.portfolioBalance
  }

  /** Namespaces with a connection. */
  getConnectedNamespaces(): string[] {
    return this.storage.getConnectedNamespaces()
  }

  /** Remembers a wallet as the most recent (de-duplicated by id and rdns, at most 2); returns the list. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[] {
    const list = addRecentWallet(this.storage.getRecentWallets(), wallet)
    this.storage.typed.set(STORAGE_KEYS.recentWallets, list)
    return list
  }

  /** Stores the active network's CAIP-2 id. */
  setActiveNetworkId(caipNetworkId: string): void {
    this.storage.typed.set(STORAGE_KEYS.activeNetworkId, caipNetworkId)
  }

  /** The active chain namespace. */
  getActiveNamespace(): string | undefined {
    return this.storage.typed.get(STORAGE_KEYS.activeNamespace, schema.string())
  }

  /** Stores the active chain namespace. */
  setActiveNamespace(namespace: string): void {
    this.storage.typed.set(STORAGE_KEYS.activeNamespace, namespace)
  }

  /** Adds a connected namespace (no duplicates). */
  addConnectedNamespace(namespace: string): void {
    const list = this.storage.getConnectedNamespaces()
    if (!list.includes(namespace))
      this.storage.typed.set(STORAGE_KEYS.connectedNamespaces, [...list, namespace])
  }

  /** Removes a connected namespace. */
  removeConnectedNamespace(namespace: string): void {
    const list = this.storage.getConnectedNamespaces().filter((n) => n !== namespace)
    this.storage.typed.set(STORAGE_KEYS.connectedNamespaces, list)
  }

  /** The connector id connected for a namespace. */
  getConnectedConnectorId(namespace: string): string | undefined {
    return this.storage.typed.get(STORAGE_KEYS.connectedConnectorIds, stringRecord())?.[namespace]
  }

  /** Stores the connector id for a namespace. */
  setConnectedConnectorId(namespace: string, connectorId: string): void {
    const all = this.storage.typed.get(STORAGE_KEYS.connectedConnectorIds, stringRecord()) ?? {}
    this.storage.typed.set(STORAGE_KEYS.connectedConnectorIds, { ...all, [namespace]: connectorId })
  }

  /** Forgets the connector id of a namespace. */
  removeConnectedConnectorId(namespace: string): void {
    const { [namespace]: _removed, ...rest } =
      this.storage.typed.get(STORAGE_KEYS.connectedConnectorIds, stringRecord()) ?? {}
    this.storage.typed.set(STORAGE_KEYS.connectedConnectorIds, rest)
  }

  /** Connection status of a namespace ('disconnected' when unknown). */
  getConnectionStatus(namespace: string): StoredConnectionStatus {
    const all = this.storage.typed.get(STORAGE_KEYS.connectionStatus, anyRecord()) ?? {}
    return validateSync(statusSchema(), all[namespace]) ?? 'disconnected'
  }

  /** Stores the connection status of a namespace. */
  setConnectionStatus(namespace: string, status: StoredConnectionStatus): void {
    const all = this.storage.typed.get(STORAGE_KEYS.connectionStatus, anyRecord()) ?? {}
    this.storage.typed.set(STORAGE_KEYS.connectionStatus, { ...all, [namespace]: status })
  }

  /** Clears the connection state on disconnect: connector ids, statuses, namespaces. */
  clearConnectionState(): void {
    this.storage.typed.remove(STORAGE_KEYS.connectedConnectorIds)
    this.storage.typed.remove(STORAGE_KEYS.connectionStatus)
    this.storage.typed.remove(STORAGE_KEYS.connectedNamespaces)
  }

  /** Records a failed token-balance fetch; retries are blocked for 30 s. */
  markTokenBalanceFailure(): void {
    this.storage.typed.set(STORAGE_KEYS.tokenBalanceFailure, this.storage.now())
  }

  /** True while token-balance retries are blocked after a failure. */
  isTokenBalanceRetryBlocked(): boolean {
    const failedAt = this.storage.typed.get(STORAGE_KEYS.tokenBalanceFailure, schema.number())
    return failedAt !== undefined && this.storage.now() - failedAt < TOKEN_BALANCE_RETRY_BLOCK_MS
  }
}
