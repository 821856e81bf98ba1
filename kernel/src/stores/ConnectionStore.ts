import { action, computed, makeObservable, observable, observableRef, observableShallow } from 'mobx'
import type { ChainAdapter, ChainNamespace, Connector } from '../chain/types'
import type { RecentWallet } from '../storage'
import type { ConnectionStatus } from './storeTypes'

/**
 * One wallet as the Connect view lists it: the connectors of one wallet across namespaces (joined by
 * rdns, else by name), so a wallet serving several namespaces is one row that connects all of them.
 */
export interface WalletGroup {
  /** The id to connect with (the first connector's id). */
  id: string
  /** Display name. */
  name: string
  /** Icon URL of the first connector that has one. */
  imageUrl: string | undefined
  /** Catalogue image id of the first connector that has one. */
  imageId: string | undefined
  /** The first connector's type. */
  type: Connector['type']
  /** The wallet's rdns, when announced. */
  rdns: string | undefined
  /** The wallet's catalogue id, when known. */
  explorerId: string | undefined
  /** Its connectors, in registration order. */
  connectors: readonly Connector[]
  /** Every namespace it serves. */
  namespaces: readonly ChainNamespace[]
}

/** Connection state: status and connector id per namespace, adapters and connectors, recent wallets. */
export class ConnectionStore {
  /** Status per namespace; a namespace missing here is disconnected. */
  readonly statuses = observable.map<ChainNamespace, ConnectionStatus>()
  /** Connected connector id per namespace. */
  readonly connectorIds = observable.map<ChainNamespace, string>()
  /** Registered chain adapters, by registration order. */
  adapters: ChainAdapter[] = []
  /** Connectors added by plugins outside an adapter's own list (e.g. one serving several namespaces). */
  extraConnectors: Connector[] = []
  /** Recent wallets (at most 2, by the storage rule). */
  recentWallets: RecentWallet[] = []
  /** The last connect failure's message, per connector id (the connecting view shows it). */
  readonly lastErrors = observable.map<string, string>()

  constructor() {
    makeObservable(this, {
      adapters: observableShallow,
      extraConnectors: observableShallow,
      recentWallets: observableRef,
      connectors: computed,
      wallets: computed,
      namespaces: computed,
      isConnected: computed,
      hasVisibleWallet: computed,
      setStatus: action,
      setConnectorId: action,
      addAdapter: action,
      removeAdapter: action,
      addConnector: action,
      removeConnector: action,
      setRecentWallets: action,
      setLastError: action,
      resetAll: action,
    })
  }

  /** Status of a namespace. */
  status(namespace: ChainNamespace): ConnectionStatus {
    return this.statuses.get(namespace) ?? 'disconnected'
  }

  /** Every connector: the adapters' own, then the extra ones; the first of a repeated id wins. */
  get connectors(): Connector[] {
    const all = [...this.adapters.flatMap((a) => a.connectors ?? []), ...this.extraConnectors]
    return all.filter((c, i) => all.findIndex((o) => o.id === c.id) === i)
  }

  /** The wallets to list: connectors joined across namespaces by rdns, else by name (case-insensitive). */
  get wallets(): WalletGroup[] {
    const groups = new Map<string, Connector[]>()
    for (const connector of this.connectors) {
      const key = connector.info?.rdns
        ? `rdns:${connector.info.rdns}`
        : `name:${connector.name.toLowerCase()}`
      const group = groups.get(key) ?? []
      // Two connectors of one namespace under one name are two wallets (e.g. two test doubles).
      const sameNamespace = group.some((c) => c.namespaces.some((n) => connector.namespaces.includes(n)))
      groups.set(
        sameNamespace ? `${key}#${connector.id}` : key,
        sameNamespace ? [connector] : [...group, connector],
      )
    }
    return [...groups.values()].map(toWalletGroup)
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

  /** Finds a connector by id (ids are unique across namespaces). */
  connector(id: string): Connector | undefined {
    return this.connectors.find((c) => c.id === id)
  }

  /** The wallet a connector id belongs to (every connector of that wallet, across namespaces). */
  walletOf(connectorId: string): WalletGroup | undefined {
    return this.wallets.find((w) => w.connectors.some((c) => c.id === connectorId))
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

  /** Removes a chain adapter (its plugin was disposed). */
  removeAdapter(adapter: ChainAdapter): void {
    this.adapters = this.adapters.filter((a) => a !== adapter)
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

  /** Records (or clears, with undefined) the last connect failure of a connector. */
  setLastError(connectorId: string, message: string | undefined): void {
    if (message === undefined) this.lastErrors.delete(connectorId)
    else this.lastErrors.set(connectorId, message)
  }

  /** Disconnect: every namespace back to disconnected, connector ids cleared. */
  resetAll(): void {
    for (const namespace of new Set([...this.statuses.keys(), ...this.namespaces])) {
      this.statuses.set(namespace, 'disconnected')
    }
    this.connectorIds.clear()
  }
}

function toWalletGroup(connectors: Connector[]): WalletGroup {
  const first = connectors[0] as Connector
  return {
    id: first.id,
    name: first.name,
    imageUrl: connectors.find((c) => c.imageUrl)?.imageUrl,
    imageId: connectors.find((c) => c.imageId)?.imageId,
    type: first.type,
    rdns: connectors.find((c) => c.info?.rdns)?.info?.rdns,
    explorerId: connectors.find((c) => c.explorerId)?.explorerId,
    connectors,
    namespaces: [...new Set(connectors.flatMap((c) => c.namespaces))],
  }
}
