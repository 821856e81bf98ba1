import type { Connector } from '@airlock/kernel'
import { action, type IObservableArray, makeObservable, observable } from 'mobx'
import { announcedConnector, normalizeRdns, watchAnnouncedWallets } from '../connectors/announced'
import { type InjectedTarget, injectedConnector } from '../connectors/injected'
import type { Eip1193Provider, EvmConnector } from '../types'

/** The connector data the kernel sees, made from an EVM connector. */
export function toKernelConnector(c: EvmConnector): Connector {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    namespaces: ['eip155'],
    ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}),
    ...(c.imageId ? { imageId: c.imageId } : {}),
    ...(c.rdns ? { info: { rdns: c.rdns } } : {}),
    ...(c.explorerId ? { explorerId: c.explorerId } : {}),
  }
}

/**
 * The EVM connectors of one adapter: every connector by id (including hidden duplicates, so a stored
 * id still reconnects) and the observable list the kernel shows. The injected connector is hidden when
 * an announced wallet has the same provider or rdns.
 */
export class ConnectorRegistry {
  /** What the kernel's connection store lists (observable). */
  readonly visible: IObservableArray<Connector> = observable.array([], { deep: false })
  private readonly byId = new Map<string, EvmConnector>()
  private readonly announcedProviders = new Set<Eip1193Provider>()
  private injectedProvider: Eip1193Provider | undefined

  constructor() {
    makeObservable<ConnectorRegistry, 'refresh'>(this, { add: action, remove: action, refresh: action })
  }

  /** Finds a connector by id (hidden ones included). */
  get(id: string): EvmConnector | undefined {
    return this.byId.get(id)
  }

  /** Every connector, hidden ones included. */
  all(): EvmConnector[] {
    return [...this.byId.values()]
  }

  /** Adds (or replaces) a connector; returns its remover. */
  add(connector: EvmConnector): () => void {
    this.byId.set(connector.id, connector)
    this.refresh()
    return () => this.remove(connector.id)
  }

  /** Removes a connector by id. */
  remove(id: string): void {
    this.byId.delete(id)
    this.refresh()
  }

  /**
   * Adds the injected connector of `target` and starts EIP-6963 discovery on it; returns the function
   * that removes the discovery listener. Nothing happens at import: call this from `setup`.
   */
  discover(
    target: (EventTarget & InjectedTarget) | undefined,
    options: { injected: boolean; eip6963: boolean },
  ): () => void {
    if (!target) return () => {}
    if (options.injected) {
      const injected = injectedConnector(target)
      if (injected) {
        this.injectedProvider = target.ethereum
        this.add(injected)
      }
    }
    if (!options.eip6963 || typeof target.addEventListener !== 'function') return () => {}
    return watchAnnouncedWallets(target, (detail) => {
      this.announcedProviders.add(detail.provider)
      this.add(announcedConnector(detail))
    })
  }

  private isHidden(c: EvmConnector): boolean {
    if (c.type !== 'INJECTED') return false
    if (this.injectedProvider && this.announcedProviders.has(this.injectedProvider)) return true
    const rdns = c.rdns ? normalizeRdns(c.rdns) : undefined
    return rdns !== undefined && this.byId.has(rdns) && this.byId.get(rdns)?.type === 'ANNOUNCED'
  }

  private refresh(): void {
    this.visible.replace(
      this.all()
        .filter((c) => !this.isHidden(c))
        .map(toKernelConnector),
    )
  }
}
