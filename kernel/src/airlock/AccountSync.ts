import type { EventBus } from '../bus/createEventBus'
import type { ChainAdapterHooks, ChainNamespace, Connector, ConnectResult } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { BaseError } from '../errors'
import { asBaseError } from '../errors/asBaseError'
import type { HookRegistry } from '../plugins/hooks'
import type { ConnectionStorage } from '../storage/ConnectionStorage'
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
  storage: ConnectionStorage
  modal: ModalController
  loader: AccountDataLoader
  hooks: HookRegistry
  report: (error: BaseError) => void
}

/**
 * Applies what wallets report (a connection, accounts, chain, a disconnect) to the stores and storage,
 * and emits the bus events. The connect protocol (ConnectionController) and the adapters' later events
 * both go through it. It is the only writer of account fields: addresses in their namespace's canonical
 * form (the adapter's `address.format`), the profile from the `profile` hook.
 */
export class AccountSync {
  /** The latest profile request per namespace: an older answer arriving later is dropped. */
  private readonly profileRequests = new Map<ChainNamespace, number>()

  constructor(private readonly deps: AccountSyncDeps) {}

  /** The callbacks handed to an adapter at registration. */
  hooksFor(namespace: ChainNamespace): ChainAdapterHooks {
    const { stores } = this.deps
    return {
      accountsChanged: (accounts) => {
        const address = accounts[0]
        if (!stores.connection.isLinked(namespace)) return
        if (address === undefined) return void this.resetNamespace(namespace)
        const network = stores.network.activeByNamespace.get(namespace)
        if (!network) return
        this.applyAccountTypes(namespace, this.format(namespace)(address))
        this.setAccount(namespace, network.caipNetworkId, address)
      },
      chainChanged: (chainId) => void this.applyChain(namespace, chainId),
      disconnected: () => this.resetNamespace(namespace),
      beforeRequest: (request) => this.deps.hooks.run('beforeRequest', { ...request, namespace }),
    }
  }

  /** Sets a namespace's status in the stores and storage and announces it. */
  setStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
    const { stores, storage } = this.deps
    stores.connection.setStatus(namespace, status)
    stores.account.patch(namespace, { status })
    // Storage keeps the spec's three states: a pending connection is stored as connected.
    storage.setConnectionStatus(namespace, status === 'pending' ? 'connected' : status)
    this.deps.bus.emit('connection:status', { namespace, status })
    if (status === 'connecting') this.deps.loader.prepare(namespace)
  }

  /**
   * Records a connection of one namespace, 'pending' until its after-connect (or after-reconnect) hooks
   * are done; returns the CAIP-2 id of the chain the wallet is on and the address in canonical form.
   */
  applyConnection(
    namespace: ChainNamespace,
    connectorId: string,
    connector: Connector | undefined,
    result: ConnectResult,
  ): { caipNetworkId: string; address: string } {
    const { stores, storage } = this.deps
    stores.connection.setConnectorId(namespace, connectorId)
    storage.setConnectedConnectorId(namespace, connectorId)
    storage.addConnectedNamespace(namespace)
    const format = this.format(namespace)
    const address = format(result.address)
    // The adapter's accounts when it knows their types, else those the connector knows (an embedded
    // wallet's account types), else the adapter's untyped list (as 'eoa').
    const typed = result.accountType !== undefined || result.accounts?.some((a) => a.type !== undefined)
    const known = typed ? undefined : connector?.accountsOf?.(namespace)
    const allAccounts = ((typed ? result.accounts : known?.accounts) ?? result.accounts ?? []).map((a) =>
      Object.freeze({ address: format(a.address), type: a.type ?? 'eoa' }),
    )
    stores.account.patch(namespace, {
      allAccounts: Object.freeze(allAccounts),
      preferredAccountType:
        result.accountType ??
        known?.accountType ??
        allAccounts.find((a) => a.address === address)?.type ??
        undefined,
      connectedWalletInfo: connector
        ? Object.freeze({
            name: connector.name,
            ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
            ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
            type: connector.type,
          })
        : undefined,
    })
    const caipNetworkId = this.applyChain(namespace, result.chainId, false)
    this.setAccount(namespace, caipNetworkId, address)
    this.setStatus(namespace, 'pending')
    return { caipNetworkId, address }
  }

  /**
   * The account types after the wallet switched account (`accountsChanged`): the linked connector's
   * `accountsOf` as it reads now (an embedded wallet switching between its smart account and its EOA),
   * else the type the known account list gives the new address; unchanged when neither says.
   */
  private applyAccountTypes(namespace: ChainNamespace, address: string): void {
    const { stores } = this.deps
    const connectorId = stores.connection.connectorIds.get(namespace)
    const known = connectorId ? stores.connection.connector(connectorId)?.accountsOf?.(namespace) : undefined
    const format = this.format(namespace)
    const allAccounts = known?.accounts
      ? Object.freeze(
          known.accounts.map((a) => Object.freeze({ address: format(a.address), type: a.type ?? 'eoa' })),
        )
      : stores.account.state(namespace).allAccounts
    const accountType = known?.accountType ?? allAccounts.find((a) => a.address === address)?.type
    stores.account.patch(namespace, {
      allAccounts,
      ...(accountType !== undefined ? { preferredAccountType: accountType } : {}),
    })
  }

  /** Sets the account of a namespace; announces it, reloads its balances and asks for its profile when it changed. */
  setAccount(namespace: ChainNamespace, caipNetworkId: string, given: string): void {
    const { stores, bus } = this.deps
    const address = this.format(namespace)(given)
    const caipAddress = `${caipNetworkId}:${address}` as CaipAddress
    const before = stores.account.state(namespace)
    const explorer = stores.network.find(caipNetworkId)?.blockExplorers?.default.url
    stores.account.patch(namespace, {
      caipAddress,
      address,
      addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
      // Another address's profile is not this one's.
      ...(before.address === address ? {} : { profileName: undefined, profileImage: undefined }),
    })
    if (before.caipAddress !== caipAddress) {
      bus.emit('account:changed', { namespace, address, caipAddress })
      void this.deps.loader.refresh(namespace)
      // A profile may depend on the chain (names are served on some chains only): asked again on either.
      this.refreshProfile(namespace)
    }
  }

  /**
   * Asks the `profile` hook for a namespace's account and writes its answer (name and image) unless the
   * account changed meanwhile; a failing handler is reported and leaves the profile empty.
   */
  refreshProfile(namespace: ChainNamespace): void {
    const { stores, hooks } = this.deps
    const request = (this.profileRequests.get(namespace) ?? 0) + 1
    this.profileRequests.set(namespace, request)
    const { address, caipAddress } = stores.account.state(namespace)
    if (!address || !caipAddress || hooks.count('profile') === 0) return
    const caipNetworkId = caipAddress.slice(0, caipAddress.length - address.length - 1)
    const current = () =>
      this.profileRequests.get(namespace) === request && stores.account.state(namespace).address === address
    hooks.run('profile', { namespace, address, caipNetworkId }).then(
      (profile) => {
        if (current()) {
          stores.account.patch(namespace, { profileName: profile?.name, profileImage: profile?.image })
        }
      },
      (error: unknown) => this.deps.report(asBaseError(error)),
    )
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
      if (!options.allowUnsupportedChain) void this.deps.modal.open('UnsupportedChain').catch(() => undefined)
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

  /** The canonical form of a namespace's addresses (its adapter's `address.format`, else as given). */
  private format(namespace: ChainNamespace): (address: string) => string {
    const rules = this.deps.stores.connection.adapter(namespace)?.address
    return (address) => rules?.format?.(address) ?? address
  }
}
