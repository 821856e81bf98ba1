import type { EventBus } from '../bus/createEventBus'
import type {
  CaipNetwork,
  ChainAdapter,
  ChainAdapterHooks,
  ChainNamespace,
  Connector,
  ConnectResult,
} from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import {
  AdapterNotFoundError,
  BaseError,
  DisconnectError,
  isUserRejection,
  SignatureDeclinedError,
} from '../errors'
import * as MESSAGES from '../errors/messages'
import type { StorageService } from '../storage'
import type { AirlockStores } from '../stores/createStores'
import type { ConnectionStatus } from '../stores/storeTypes'
import type { CaipAddress } from '../validation/caip'
import type { AccountDataLoader } from './AccountDataLoader'
import type { ModalController } from './ModalController'

/** What the connection flow needs. */
export interface ConnectionControllerDeps {
  options: AirlockOptions
  stores: AirlockStores
  bus: EventBus
  storage: StorageService
  modal: ModalController
  loader: AccountDataLoader
  report: (error: BaseError) => void
}

/** Options of `Airlock.connect`. */
export interface ConnectOptions {
  /** Namespace of the connector, when its id is not unique. */
  namespace?: ChainNamespace
  /** Network to connect on. */
  network?: CaipNetwork
}

/** Connect, disconnect, reconnect and switch network; applies adapters' later events to the stores. */
export class ConnectionController {
  constructor(private readonly deps: ConnectionControllerDeps) {}

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
      walletConnectUri: (uri, expiresAt) => stores.connection.setWcUri(uri, expiresAt),
      walletConnectUriCleared: () => stores.connection.clearWcUri(),
    }
  }

  /**
   * Connects with a connector: status connecting, adapter.connect, then stores, storage, recent
   * wallets, 'account:changed' and the Account view. A user rejection surfaces 'Signature declined'.
   */
  async connect(connectorId: string, options: ConnectOptions = {}): Promise<ConnectResult> {
    const { stores } = this.deps
    const connector = stores.connection.connector(connectorId, options.namespace)
    const namespace = connector?.chain ?? options.namespace ?? stores.connection.namespaces[0]
    const adapter = namespace === undefined ? undefined : stores.connection.adapter(namespace)
    if (!adapter || namespace === undefined) throw new AdapterNotFoundError(namespace)
    const network = options.network ?? this.networkFor(namespace)
    this.setStatus(namespace, 'connecting')
    let result: ConnectResult
    try {
      result = await adapter.connect({ connectorId, ...(network ? { network } : {}) })
    } catch (cause) {
      this.setStatus(namespace, 'disconnected')
      const error = isUserRejection(cause)
        ? new SignatureDeclinedError({ cause })
        : cause instanceof BaseError
          ? cause
          : new BaseError(MESSAGES.somethingWentWrong, { cause })
      stores.snackbar.showError(error.shortMessage)
      this.deps.report(error)
      throw error
    }
    this.applyConnection(namespace, connectorId, connector, result)
    if (connector) {
      const recent = this.deps.storage.addRecentWallet({
        id: connector.explorerId ?? connector.id,
        name: connector.name,
        ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
        ...(connector.imageId ? { image_id: connector.imageId } : {}),
      })
      stores.connection.setRecentWallets(recent)
    }
    if (stores.modal.open && stores.network.unsupportedChainId === undefined) stores.router.replace('Account')
    return result
  }

  /** Reconnects every namespace with a stored connector id, without prompting. */
  async reconnect(): Promise<void> {
    const { stores, storage } = this.deps
    stores.connection.setRecentWallets(storage.getRecentWallets())
    const stored = storage.getActiveNetworkId()
    if (stored && stores.network.find(stored)) stores.network.setActiveNetwork(stored)
    await Promise.all(
      storage.getConnectedNamespaces().map(async (namespace) => {
        const connectorId = storage.getConnectedConnectorId(namespace)
        const adapter = stores.connection.adapter(namespace)
        if (!connectorId || !adapter?.reconnect) return
        const network = this.networkFor(namespace)
        this.setStatus(namespace, 'connecting')
        try {
          const result = await adapter.reconnect({ connectorId, ...(network ? { network } : {}) })
          if (result) {
            this.applyConnection(
              namespace,
              connectorId,
              stores.connection.connector(connectorId, namespace),
              result,
            )
            return
          }
        } catch (cause) {
          this.deps.report(new BaseError(MESSAGES.somethingWentWrong, { cause }))
        }
        storage.removeConnectedConnectorId(namespace)
        storage.removeConnectedNamespace(namespace)
        this.setStatus(namespace, 'disconnected')
      }),
    )
  }

  /** Disconnects every connected namespace; every chain is reset, connector ids cleared, status disconnected. */
  async disconnect(): Promise<void> {
    const { stores, storage } = this.deps
    const connected = [...stores.connection.connectorIds.keys()]
    const failures: unknown[] = []
    for (const namespace of connected) {
      try {
        await stores.connection.adapter(namespace)?.disconnect()
      } catch (cause) {
        failures.push(cause)
      }
    }
    const namespaces = new Set([...stores.connection.statuses.keys(), ...connected])
    stores.connection.resetAll()
    stores.account.resetAll()
    stores.transactions.reset()
    storage.clearConnectionState()
    for (const namespace of namespaces) {
      this.deps.bus.emit('connection:status', { namespace, status: 'disconnected' })
      this.deps.bus.emit('account:changed', { namespace, address: undefined, caipAddress: undefined })
    }
    stores.router.reset('Connect')
    if (failures.length > 0) {
      const error = new DisconnectError({ cause: failures[0] })
      stores.snackbar.showError(error.shortMessage)
      this.deps.report(error)
      throw error
    }
  }

  /** Switches the active network; asks the wallet when its namespace is connected. Throws 'Network not found'. */
  async switchNetwork(caipNetworkId: string): Promise<void> {
    const { stores } = this.deps
    const network = stores.network.get(caipNetworkId)
    const namespace = network.chainNamespace
    const adapter = stores.connection.adapter(namespace)
    if (adapter && stores.connection.status(namespace) === 'connected')
      await adapter.switchNetwork({ network })
    this.applyChain(namespace, network.caipNetworkId)
  }

  private networkFor(namespace: ChainNamespace): CaipNetwork | undefined {
    const { network } = this.deps.stores
    return network.activeByNamespace.get(namespace) ?? network.networksOf(namespace)[0]
  }

  private setStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
    const { stores, storage } = this.deps
    stores.connection.setStatus(namespace, status)
    stores.account.patch(namespace, { status })
    storage.setConnectionStatus(namespace, status)
    this.deps.bus.emit('connection:status', { namespace, status })
  }

  private applyConnection(
    namespace: ChainNamespace,
    connectorId: string,
    connector: Connector | undefined,
    result: ConnectResult,
  ): void {
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
            type: connector.type,
          }
        : undefined,
    })
    const caipNetworkId = this.applyChain(namespace, result.chainId, false)
    this.setAccount(namespace, caipNetworkId, result.address)
    this.setStatus(namespace, 'connected')
  }

  private setAccount(namespace: ChainNamespace, caipNetworkId: string, address: string): void {
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
  private applyChain(namespace: ChainNamespace, chainId: number | string, updateAccount = true): string {
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
      if (!options.allowUnsupportedChain && !options.basic) void this.deps.modal.open('UnsupportedChain')
    }
    const address = stores.account.state(namespace).address
    if (updateAccount && address) this.setAccount(namespace, id, address)
    return id
  }

  /** Resets one namespace after the wallet disconnected on its own. */
  private resetNamespace(namespace: ChainNamespace): void {
    const { stores, storage, bus } = this.deps
    stores.connection.setConnectorId(namespace, undefined)
    storage.removeConnectedConnectorId(namespace)
    storage.removeConnectedNamespace(namespace)
    stores.account.reset(namespace)
    this.setStatus(namespace, 'disconnected')
    bus.emit('account:changed', { namespace, address: undefined, caipAddress: undefined })
  }

  /** Registers an adapter and attaches the kernel's hooks; returns its detach function. */
  attach(adapter: ChainAdapter): (() => void) | undefined {
    return adapter.attach?.(this.hooksFor(adapter.namespace))
  }
}
