import type { EventBus } from '../bus/createEventBus'
import type { ChainAdapterHooks, ChainNamespace, Connector, ConnectResult } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { HookRegistry } from '../plugins/hooks'
import type { StorageService } from '../storage'
import type { AirlockStores } from '../stores/createStores'
import type { ConnectionStatus } from '../stores/storeTypes'
import type { CaipAddress } from '../validation/caip'
import type { AccountDataLoader } from './AccountDataLoader'
import type { ModalController } from './ModalController'

/** What keeping the stores in step with the wallets needs. */
export interface AccountSyncDeps {
  options: AirlockOptions
  stores: AirlockStores
  bus: EventBus
  storage: StorageService
  modal: ModalController
  loader: AccountDataLoader
  hooks: HookRegistry
}

/**
 * Applies what wallets report (a connection, accounts, chain, a disconnect) to the stores and storage,
 * and emits the bus events. The connect protocol (ConnectionController) and the adapters' later events
 * both go through it.
 */
export class AccountSync {
  constructor(private readonly deps: AccountSyncDeps) {}

  /** The callbacks handed to an adapter at registration. */
  hooksFor(namespace: ChainNamespace): ChainAdapterHooks {
    const { stores } = this.deps
    return {
      accountsChanged: (accounts) => {
        const address = accounts[0]
        if (stores.connection.status(namespace) !== 'connected') return
        if (address === undefined) return void this.resetNamespace(namespace)
        const network = stores.network.activeByNamespace.get(namespace)
        if (network) this.setAccount(namespace, network.caipNetworkId, address)
      },
      chainChanged: (chainId) => this.applyChain(namespace, chainId),
      disconnected: () => this.resetNamespace(namespace),
      beforeRequest: (request) => this.deps.hooks.sequential('beforeRequest', { ...request, namespace }),
    }
  }

  /** Sets a namespace's status in the stores and storage and announces it. */
  setStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
    const { stores, storage } = this.deps
    stores.connection.setStatus(namespace, status)
    stores.account.patch(namespace, { status })
    storage.setConnectionStatus(namespace, status)
    this.deps.bus.emit('connection:status', { namespace, status })
  }

  /** Records a connection of one namespace; returns the CAIP-2 id of the chain the wallet is on. */
  applyConnection(
    namespace: ChainNamespace,
    connectorId: string,
    connector: Connector | undefined,
    result: ConnectResult,
  ): string {
    const { stores, storage } = this.deps
    stores.connection.setConnectorId(namespace, connectorId)
    storage.setConnectedConnectorId(namespace, connectorId)
    storage.addConnectedNamespace(namespace)
    stores.account.patch(namespace, {
      allAccounts: (result.accounts ?? []).map((a) => ({ address: a.address, type: a.type ?? 'eoa' })),
      connectedWalletInfo: connector
        ? {
            name: connector.name,
            ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
            ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
            type: connector.type,
          }
        : undefined,
    })
    const caipNetworkId = this.applyChain(namespace, result.chainId, false)
    this.setAccount(namespace, caipNetworkId, result.address)
    this.setStatus(namespace, 'connected')
    return caipNetworkId
  }

  /** Sets the account of a namespace; announces and reloads its balances when it changed. */
  setAccount(namespace: ChainNamespace, caipNetworkId: string, address: string): void {
    const { stores, bus } = this.deps
    const caipAddress = `${caipNetworkId}:${address}` as CaipAddress
    const previous = stores.account.state(namespace).caipAddress
    stores.account.setCaipAddress(namespace, caipAddress)
    const explorer = stores.network.find(caipNetworkId)?.blockExplorers?.default.url
    stores.account.patch(namespace, {
      addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    })
    if (previous !== caipAddress) {
      bus.emit('account:changed', { namespace, address, caipAddress })
      void this.deps.loader.refresh(namespace)
    }
  }

  /** Applies a chain the wallet is on; opens UnsupportedChain for an unknown one unless allowed. Returns the CAIP-2 id. */
  applyChain(namespace: ChainNamespace, chainId: number | string, updateAccount = true): string {
    const { stores, storage, options, bus } = this.deps
    const id = String(chainId).includes(':') ? String(chainId) : `${namespace}:${chainId}`
    const network = stores.network.find(id)
    if (network) {
      const changed = stores.network.activeNetwork !== network
      stores.network.setActiveNetwork(id)
      storage.setActiveNetworkId(id)
      storage.setActiveNamespace(namespace)
      if (changed) bus.emit('network:changed', { network })
    } else {
      stores.network.setUnsupportedChain(id)
      if (!options.allowUnsupportedChain) void this.deps.modal.open('UnsupportedChain')
    }
    const address = stores.account.state(namespace).address
    if (updateAccount && address) this.setAccount(namespace, id, address)
    return id
  }

  /** Announces namespaces as disconnected after a full reset (status and account events). */
  announceDisconnected(namespaces: Iterable<ChainNamespace>): void {
    for (const namespace of namespaces) {
      this.deps.bus.emit('connection:status', { namespace, status: 'disconnected' })
      this.deps.bus.emit('account:changed', { namespace, address: undefined, caipAddress: undefined })
    }
  }

  /** Forgets one namespace's connection (the wallet disconnected on its own, or reconnect failed). */
  resetNamespace(namespace: ChainNamespace): void {
    const { stores, storage, bus } = this.deps
    const hadAccount = stores.account.state(namespace).address !== undefined
    stores.connection.setConnectorId(namespace, undefined)
    storage.removeConnectedConnectorId(namespace)
    storage.removeConnectedNamespace(namespace)
    stores.account.reset(namespace)
    this.setStatus(namespace, 'disconnected')
    if (hadAccount) bus.emit('account:changed', { namespace, address: undefined, caipAddress: undefined })
  }
}
