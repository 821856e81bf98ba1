import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import type { ChainAdapter, ChainNamespace, Connector } from '../chain/types'
import type { BaseError } from '../errors'
import type { WalletGroup } from '../state/types'
import type { RecentWallet } from '../storage'
import type { ConnectionStatus } from './storeTypes'

export type { WalletGroup } from '../state/types'

/** Connection state: status and connector id per namespace, adapters and connectors, recent wallets. */
export class ConnectionStore {
  /** Status per namespace; a namespace missing here is disconnected. */
  readonly statuses = observable.map<ChainNamespace, ConnectionStatus>()
  /** Connected connector id per namespace. */
  readonly connectorIds = observable.map<ChainNamespace, string>()
  /** Registered chain adapters, by registration order (a frozen list, replaced on change). */
  adapters: readonly ChainAdapter[] = Object.freeze([])
  /** Connectors added by plugins outside an adapter's own list (e.g. one serving several namespaces). */
  extraConnectors: readonly Connector[] = Object.freeze([])
  /** Recent wallets (at most 2, by the storage rule). */
  recentWallets: readonly RecentWallet[] = Object.freeze([])
  /** The last connect failure, per connector id (the connecting view shows it). */
  readonly lastErrors = observable.map<string, BaseError>({}, { deep: false })
  /** The visitor ticked the legal checkbox (`features.legalCheckbox`); kept for the page's life only. */
  legalAccepted = false

  constructor() {
    makeObservable(this, {
      adapters: observableRef,
      extraConnectors: observableRef,
      recentWallets: observableRef,
      legalAccepted: observable,
      setLegalAccepted: action,
      connectors: computed,
      wallets: computed,
      namespaces: computed,
      isConnected: computed,
      status: computed,
      hasVisibleWallet: computed,
      linkedNamespaces: computed,
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

  /** Records whether the visitor accepted the integrator's terms (the legal checkbox). */
  setLegalAccepted(accepted: boolean): void {
    this.legalAccepted = accepted
  }

  /** Status of a namespace. */
  statusOf(namespace: ChainNamespace): ConnectionStatus {
    return this.statuses.get(namespace) ?? 'disconnected'
  }

  /** True when a wallet is connected in a namespace (its gates may still be pending). */
  isLinked(namespace: ChainNamespace): boolean {
    const status = this.statusOf(namespace)
    return status === 'connected' || status === 'pending'
  }

  /** Overall status: connected when any namespace is, else pending, else connecting, else disconnected. */
  get status(): ConnectionStatus {
    const statuses = [...this.statuses.values()]
    for (const status of ['connected', 'pending', 'connecting'] as const) {
      if (statuses.includes(status)) return status
    }
    return 'disconnected'
  }

  /** Every connector: the adapters' own, then the extra ones; the first of a repeated id wins. */
  get connectors(): readonly Connector[] {
    const all = [...this.adapters.flatMap((a) => a.connectors ?? []), ...this.extraConnectors]
    return Object.freeze(all.filter((c, i) => all.findIndex((o) => o.id === c.id) === i))
  }

  /** The wallets to list: connectors joined across namespaces by rdns, else by name (case-insensitive). */
  get wallets(): readonly WalletGroup[] {
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
    return Object.freeze([...groups.values()].map(toWalletGroup))
  }

  /** Namespaces that have an adapter. */
  get namespaces(): readonly ChainNamespace[] {
    return Object.freeze(this.adapters.map((a) => a.namespace))
  }

  /** True when any namespace is connected (its after-connect hooks done). */
  get isConnected(): boolean {
    return [...this.statuses.values()].includes('connected')
  }

  /** Namespaces with a wallet connected (pending or connected). */
  get linkedNamespaces(): readonly ChainNamespace[] {
    return Object.freeze([...this.statuses.keys()].filter((n) => this.isLinked(n)))
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
    this.adapters = Object.freeze([...this.adapters, adapter])
  }

  /** Removes a chain adapter (its plugin was disposed). */
  removeAdapter(adapter: ChainAdapter): void {
    this.adapters = Object.freeze(this.adapters.filter((a) => a !== adapter))
  }

  /** Adds a connector outside any adapter's list. */
  addConnector(connector: Connector): void {
    this.extraConnectors = Object.freeze([...this.extraConnectors, connector])
  }

  /** Removes a connector added with `addConnector`. */
  removeConnector(connector: Connector): void {
    this.extraConnectors = Object.freeze(this.extraConnectors.filter((c) => c !== connector))
  }

  /** Replaces the recent wallets. */
  setRecentWallets(wallets: readonly RecentWallet[]): void {
    this.recentWallets = Object.freeze(wallets.map((w) => Object.freeze({ ...w })))
  }

  /** Records (or clears, with undefined) the last connect failure of a connector. */
  setLastError(connectorId: string, error: BaseError | undefined): void {
    if (error === undefined) this.lastErrors.delete(connectorId)
    else this.lastErrors.set(connectorId, error)
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
  return Object.freeze({
    id: first.id,
    name: first.name,
    imageUrl: connectors.find((c) => c.imageUrl)?.imageUrl,
    imageId: connectors.find((c) => c.imageId)?.imageId,
    type: first.type,
    rdns: connectors.find((c) => c.info?.rdns)?.info?.rdns,
    explorerId: connectors.find((c) => c.explorerId)?.explorerId,
    connectors,
    namespaces: Object.freeze([...new Set(connectors.flatMap((c) => c.namespaces))]),
  })
}
