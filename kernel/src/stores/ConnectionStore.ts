import { action, computed, makeObservable, observable, observableRef, observableShallow } from 'mobx'
import type { ChainAdapter, ChainNamespace, Connector } from '../chain/types'
import { PAIRING_EXPIRY_MARGIN_MS } from '../format/constants'
import type { RecentWallet } from '../storage'
import type { ConnectionStatus } from './storeTypes'

/** Connection state: status and connector id per namespace, connectors of every chain plugin, recent wallets, WalletConnect URI. */
export class ConnectionStore {
  /** Status per namespace; a namespace missing here is disconnected. */
  readonly statuses = observable.map<ChainNamespace, ConnectionStatus>()
  /** Connected connector id per namespace. */
  readonly connectorIds = observable.map<ChainNamespace, string>()
  /** Registered chain adapters, by registration order. */
  adapters: ChainAdapter[] = []
  /** Connectors added by plugins outside an adapter (e.g. an auth connector). */
  extraConnectors: Connector[] = []
  /** Recent wallets (at most 2, by the storage rule). */
  recentWallets: RecentWallet[] = []
  /** WalletConnect pairing URI, while one is shown. */
  wcUri: string | undefined = undefined
  /** Expiry of `wcUri`, epoch ms. */
  wcUriExpiresAt: number | undefined = undefined

  constructor() {
    makeObservable(this, {
      adapters: observableShallow,
      extraConnectors: observableShallow,
      recentWallets: observableRef,
      wcUri: observable,
      wcUriExpiresAt: observable,
      connectors: computed,
      namespaces: computed,
      isConnected: computed,
      hasVisibleWallet: computed,
      setStatus: action,
      setConnectorId: action,
      addAdapter: action,
      addConnector: action,
      removeConnector: action,
      setRecentWallets: action,
      setWcUri: action,
      clearWcUri: action,
      resetAll: action,
    })
  }

  /** Status of a namespace. */
  status(namespace: ChainNamespace): ConnectionStatus {
    return this.statuses.get(namespace) ?? 'disconnected'
  }

  /** Every connector of every chain plugin, plus extra ones. */
  get connectors(): Connector[] {
    return [...this.adapters.flatMap((a) => a.connectors), ...this.extraConnectors]
  }

  /** Namespaces that have an adapter. */
  get namespaces(): ChainNamespace[] {
    return this.adapters.map((a) => a.namespace)
  }

  /** True when any namespace is connected. */
  get isConnected(): boolean {
    return [...this.statuses.values()].includes('connected')
  }

  /** True when an injected or announced wallet is visible (changes the connect-method order). */
  get hasVisibleWallet(): boolean {
    return this.connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')
  }

  /** The adapter of a namespace. */
  adapter(namespace: ChainNamespace): ChainAdapter | undefined {
    return this.adapters.find((a) => a.namespace === namespace)
  }

  /** Finds a connector by id (optionally within one namespace). */
  connector(id: string, namespace?: ChainNamespace): Connector | undefined {
    return this.connectors.find((c) => c.id === id && (namespace === undefined || c.chain === namespace))
  }

  /** Sets the status of a namespace. */
  setStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
    this.statuses.set(namespace, status)
  }

  /** Sets (or clears, with undefined) the connector id of a namespace. */
  setConnectorId(namespace: ChainNamespace, id: string | undefined): void {
    if (id === undefined) this.connectorIds.delete(namespace)
    else this.connectorIds.set(namespace, id)
  }

  /** Adds a chain adapter. */
  addAdapter(adapter: ChainAdapter): void {
    this.adapters = [...this.adapters, adapter]
  }

  /** Adds a connector outside any adapter's list. */
  addConnector(connector: Connector): void {
    this.extraConnectors = [...this.extraConnectors, connector]
  }

  /** Removes a connector added with `addConnector`. */
  removeConnector(connector: Connector): void {
    this.extraConnectors = this.extraConnectors.filter((c) => c !== connector)
  }

  /** Replaces the recent wallets. */
  setRecentWallets(wallets: readonly RecentWallet[]): void {
    this.recentWallets = [...wallets]
  }

  /** Publishes a WalletConnect pairing URI and its expiry (epoch ms). */
  setWcUri(uri: string, expiresAt: number): void {
    this.wcUri = uri
    this.wcUriExpiresAt = expiresAt
  }

  /** Removes the WalletConnect pairing URI. */
  clearWcUri(): void {
    this.wcUri = undefined
    this.wcUriExpiresAt = undefined
  }

  /** True when there is no URI or 10 s or less remain at `now` (epoch ms). */
  isWcUriExpired(now: number): boolean {
    return this.wcUriExpiresAt === undefined || this.wcUriExpiresAt - now <= PAIRING_EXPIRY_MARGIN_MS
  }

  /** Disconnect: every namespace back to disconnected, connector ids cleared, URI removed. */
  resetAll(): void {
    for (const namespace of new Set([...this.statuses.keys(), ...this.namespaces])) {
      this.statuses.set(namespace, 'disconnected')
    }
    this.connectorIds.clear()
    this.clearWcUri()
  }
}
