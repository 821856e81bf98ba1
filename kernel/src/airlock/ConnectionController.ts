import type { EventBus } from '../bus/createEventBus'
import type { CaipNetwork, ChainNamespace, Connector, ConnectResult } from '../chain/types'
import {
  type BaseError,
  ChainNotSupportedError,
  ConnectionAbortedError,
  DisconnectError,
  isUserRejection,
  LegalConsentRequiredError,
  NetworkIdNotFoundError,
  SignatureDeclinedError,
} from '../errors'
import { alertFromError } from '../errors/alerts'
import { asBaseError } from '../errors/asBaseError'
import type { ConnectedContext, HookRegistry } from '../plugins/hooks'
import type { ViewEntry, ViewId } from '../router/viewTypes'
import type { ConnectionStorage } from '../storage/ConnectionStorage'
import type { AirlockStores } from '../stores/createStores'
import type { AccountSync } from './AccountSync'
import {
  connectTargets,
  networkFor,
  noConnectTarget,
  openShared,
  type ConnectTarget as Target,
} from './connectTargets'
import type { ModalController } from './ModalController'

/** What the connection flow needs. */
export interface ConnectionControllerDeps {
  stores: AirlockStores
  storage: ConnectionStorage
  bus: EventBus
  sync: AccountSync
  hooks: HookRegistry
  modal: ModalController
  report: (error: BaseError) => void
  notify: (error: BaseError) => void
}

/** Options of `Airlock.connect`. */
export interface ConnectOptions {
  /** Connect only these namespaces of the wallet (default: every configured namespace it serves). */
  namespaces?: readonly ChainNamespace[]
  /** Network to connect on (for its namespace). */
  network?: CaipNetwork
  /** Push the connector's connecting view when the modal is open (default true). */
  showView?: boolean
}

/**
 * The connect protocol, framework-free: `connect` sets the status, shows the connecting view, opens the
 * connector's shared connection, asks each namespace's adapter, records accounts ('pending'), runs the
 * `afterConnect` hooks (a gate such as sign-in runs there), and only then reads 'connected' and shows
 * Account. A failing `afterConnect` hook refuses the connection. UIs only render the state.
 */
export class ConnectionController {
  constructor(private readonly deps: ConnectionControllerDeps) {}

  /**
   * Connects a wallet by the id of any of its connectors: every configured namespace the wallet serves
   * is connected. A user rejection surfaces 'Signature declined'; the failure is kept
   * (`connection.lastError(id)`) for the connecting view.
   */
  async connect(connectorId: string, options: ConnectOptions = {}): Promise<ConnectResult> {
    const { stores, sync } = this.deps
    if (stores.options.features.legalCheckbox && !stores.connection.legalAccepted) {
      throw new LegalConsentRequiredError()
    }
    await this.loadConnectors()
    const targets = connectTargets(this.deps.stores, connectorId, options)
    const first = targets[0]
    if (!first) throw noConnectTarget(this.deps.stores, options)
    const ids = new Set([connectorId, ...targets.map((t) => t.connectorId)])
    const results: { target: Target; result: ConnectResult }[] = []
    const show = () => {
      this.showConnecting(first, options)
      for (const id of ids) stores.connection.setLastError(id, undefined)
      for (const target of targets) sync.setStatus(target.namespace, 'connecting')
    }
    try {
      await this.connectEach(targets, first, options, results, show)
    } catch (cause) {
      for (const target of targets) sync.setStatus(target.namespace, 'disconnected')
      await Promise.all(results.map(({ target }) => target.adapter.disconnect().catch(() => undefined)))
      throw this.fail(ids, cause)
    }
    // Each connection makes its chain active; the namespace that was active before goes last, so a
    // wallet serving several namespaces leaves the visitor where they were.
    const active = stores.network.activeNamespace
    const ordered = [...results].sort(
      (a, b) => Number(a.target.namespace === active) - Number(b.target.namespace === active),
    )
    const accounts = ordered.map(({ target, result }) => ({
      namespace: target.namespace,
      ...sync.applyConnection(target.namespace, target.connectorId, target.connector, result),
    }))
    this.rememberWallet(first.connector)
    const passed = await this.passGates('afterConnect', { connectorId, connector: first.connector, accounts })
    if (passed !== true) {
      // A failed hook refuses the connection; a plugin that disconnected (a cancelled sign-in) ended it.
      if (passed !== false) await this.disconnect().catch(() => undefined)
      throw passed === false ? new ConnectionAbortedError() : passed
    }
    if (
      stores.modal.open &&
      stores.connection.isConnected &&
      stores.network.unsupportedChainId === undefined
    ) {
      // A view requested before the visitor connected (one that needs the account) shows now, else Account;
      // either starts a new stack, as after a reload: Back would lead to Connect while connected.
      const { router } = stores
      const pending = stores.modal.pending?.entry
      stores.modal.setPending(undefined)
      // Its need may still be unmet (a wallet on another namespace): then Account.
      if (pending && !this.deps.modal.lacksAccount(pending.view)) await this.showPending(pending)
      else if (router.current.view !== 'Account' || router.history.length > 1) router.reset('Account')
    } else stores.modal.setPending(undefined)
    const result = (results[0] as { result: ConnectResult }).result
    return {
      ...result,
      address: accounts.find((a) => a.namespace === first.namespace)?.address ?? result.address,
    }
  }

  /** Shows the view that waited for the connection (its lazy plugin loads first), as a new stack. */
  private async showPending(entry: ViewEntry): Promise<void> {
    const { stores } = this.deps
    try {
      await this.deps.modal.loading(entry.view)
    } catch (cause) {
      this.deps.report(asBaseError(cause))
      stores.router.reset('Account')
      return
    }
    if (stores.modal.open) stores.router.reset(...([entry.view, entry.params] as [ViewId, never]))
  }

  /** Reconnects every namespace with a stored connector id, without prompting; then the `afterReconnect` hooks. */
  async reconnect(): Promise<void> {
    const { stores, storage, sync } = this.deps
    const stored = storage.getActiveNamespace()
    await this.loadConnectors()
    const targets: Target[] = []
    for (const namespace of storage.getConnectedNamespaces()) {
      const connectorId = storage.getConnectedConnectorId(namespace)
      const adapter = stores.connection.adapter(namespace)
      if (!connectorId || !adapter?.reconnect) continue
      targets.push({ namespace, connectorId, adapter, connector: stores.connection.connector(connectorId) })
    }
    for (const target of targets) sync.setStatus(target.namespace, 'connecting')
    const restored = new Set<Connector>()
    await openShared(this.deps.stores, targets, {}, async (connector, params) => {
      if (await connector.reconnect?.(params).catch(() => false)) restored.add(connector)
    })
    const accounts: ConnectedContext['accounts'][number][] = []
    await Promise.all(
      targets.map(async (target) => {
        const shared = target.connector?.reconnect !== undefined
        try {
          const network = networkFor(this.deps.stores, target.namespace)
          const result =
            shared && !restored.has(target.connector as Connector)
              ? null
              : await target.adapter.reconnect?.({
                  connectorId: target.connectorId,
                  connector: target.connector,
                  ...(network ? { network } : {}),
                })
          if (result) {
            const applied = sync.applyConnection(
              target.namespace,
              target.connectorId,
              target.connector,
              result,
            )
            accounts.push({ namespace: target.namespace, ...applied })
            return
          }
        } catch (cause) {
          this.deps.report(asBaseError(cause))
        }
        sync.resetNamespace(target.namespace)
      }),
    )
    const first = targets.find((t) => accounts.some((a) => a.namespace === t.namespace))
    if (!first) return
    // Restored in parallel, the namespaces' chains became active in any order: the stored namespace wins.
    const storedNetwork = stored === undefined ? undefined : stores.network.activeByNamespace.get(stored)
    if (stored && storedNetwork && accounts.some((a) => a.namespace === stored)) {
      sync.applyChain(stored, storedNetwork.caipNetworkId, false)
    }
    const passed = await this.passGates('afterReconnect', {
      connectorId: first.connectorId,
      connector: first.connector,
      accounts,
    })
    if (passed !== true && passed !== false) await this.disconnect().catch(() => undefined)
  }

  /** Disconnects every connected namespace; every chain is reset, connector ids cleared, status disconnected. */
  async disconnect(): Promise<void> {
    const { stores, storage } = this.deps
    const connected = [...stores.connection.connectorIds.keys()]
    this.deps.modal.liftGate()
    stores.modal.setPending(undefined)
    await this.deps.hooks
      .run('beforeDisconnect', { namespaces: connected })
      .catch((error: unknown) => this.deps.report(asBaseError(error)))
    const failures: unknown[] = []
    const shared = new Set<Connector>()
    for (const namespace of connected) {
      const connector = stores.connection.connector(stores.connection.connectorIds.get(namespace) ?? '')
      if (connector?.disconnect) shared.add(connector)
      try {
        await stores.connection.adapter(namespace)?.disconnect()
      } catch (cause) {
        failures.push(cause)
      }
    }
    for (const connector of shared)
      await connector.disconnect?.().catch((cause: unknown) => failures.push(cause))
    const namespaces = new Set([...stores.connection.statuses.keys(), ...connected])
    stores.connection.resetAll()
    stores.account.resetAll()
    stores.transactions.reset()
    storage.clearConnectionState()
    this.deps.sync.announceDisconnected(namespaces)
    stores.router.reset('Connect')
    if (failures.length > 0) {
      const error = new DisconnectError({ cause: failures[0] })
      this.deps.notify(error)
      this.deps.report(error)
      throw error
    }
  }

  /**
   * Switches the active network; asks the wallet when its namespace is connected. Throws 'Network with
   * ID not found' for an id that is not configured (and raises the 'Network Not Found' alert), and 'Chain
   * is not supported' when the connected wallet cannot switch.
   */
  async switchNetwork(caipNetworkId: string): Promise<void> {
    const { stores } = this.deps
    const network = stores.network.find(caipNetworkId)
    if (!network) {
      const error = new NetworkIdNotFoundError(caipNetworkId)
      const alert = alertFromError(error)
      if (alert) this.deps.bus.emit('alert', { alert, source: 'network' })
      throw error
    }
    const namespace = network.chainNamespace
    const adapter = stores.connection.adapter(namespace)
    if (adapter && stores.connection.isLinked(namespace)) {
      if (!adapter.switchNetwork) throw new ChainNotSupportedError(network.caipNetworkId)
      await adapter.switchNetwork({ network })
    }
    this.deps.sync.applyChain(namespace, network.caipNetworkId)
  }

  /** Lets every adapter that finds its wallets lazily finish finding them (a failure is reported, not thrown). */
  private loadConnectors(): Promise<unknown> {
    return Promise.all(
      this.deps.stores.connection.adapters.map((a) =>
        a.loadConnectors?.().catch((cause: unknown) => this.deps.report(asBaseError(cause))),
      ),
    )
  }

  private showConnecting(target: Target, options: ConnectOptions): void {
    const { modal, router } = this.deps.stores
    if (!modal.open || options.showView === false) return
    const view = target.connector?.connectingView ?? 'ConnectingExternal'
    const params = { connectorId: target.connectorId }
    const current = router.current
    const same =
      current.view === view &&
      (current.params as { connectorId?: string } | undefined)?.connectorId === target.connectorId
    if (!same && !modal.gate) router.push(view as 'ConnectingExternal', params)
  }

  /**
   * Connects each target in order into `results`, after opening the shared connectors (a pairing). `show`
   * (the connecting view and statuses) runs once, as soon as the first wallet has been asked: a wallet
   * without a shared step is asked, and its code requested, in the same task as the call, so that code
   * downloads while the view's first render runs rather than after it. A later namespace failing leaves
   * the ones already connected in place; the first failing, or a rejection, fails the whole attempt.
   */
  private async connectEach(
    targets: readonly Target[],
    first: Target,
    options: ConnectOptions,
    results: { target: Target; result: ConnectResult }[],
    show: () => void,
  ): Promise<void> {
    let shown = false
    const showOnce = () => {
      if (!shown) show()
      shown = true
    }
    if (targets.some((t) => t.connector?.connect)) {
      showOnce()
      await openShared(this.deps.stores, targets, options, (connector, params) => connector.connect?.(params))
    }
    for (const target of targets) {
      const pending = this.connectOne(target, options)
      showOnce()
      try {
        results.push({ target, result: await pending })
      } catch (cause) {
        if (target === first || isUserRejection(cause)) throw cause
        this.deps.sync.setStatus(target.namespace, 'disconnected')
        this.deps.report(asBaseError(cause))
      }
    }
  }

  private async connectOne(target: Target, options: ConnectOptions): Promise<ConnectResult> {
    const network =
      options.network?.chainNamespace === target.namespace
        ? options.network
        : networkFor(this.deps.stores, target.namespace)
    return target.adapter.connect({
      connectorId: target.connectorId,
      connector: target.connector,
      ...(network ? { network } : {}),
    })
  }

  /**
   * Runs the after-(re)connect hooks while the new connections read 'pending', then marks those still
   * pending 'connected'. Returns true when every handler passed; false when the connection went away
   * meanwhile (a disconnect); the error (shown and reported) when a handler failed.
   */
  private async passGates(
    hook: 'afterConnect' | 'afterReconnect',
    context: ConnectedContext,
  ): Promise<true | false | BaseError> {
    const { stores, sync } = this.deps
    try {
      await this.deps.hooks.run(hook, context)
    } catch (error) {
      const failure = asBaseError(error)
      this.deps.notify(failure)
      this.deps.report(failure)
      return failure
    }
    let still = false
    for (const { namespace } of context.accounts) {
      if (stores.connection.statusOf(namespace) !== 'pending') continue
      sync.setStatus(namespace, 'connected')
      still = true
    }
    return still
  }

  private rememberWallet(connector: Connector | undefined): void {
    if (!connector) return
    const recent = this.deps.storage.addRecentWallet({
      id: connector.explorerId ?? connector.id,
      name: connector.name,
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
      ...(connector.imageId ? { image_id: connector.imageId } : {}),
    })
    this.deps.stores.connection.setRecentWallets(recent)
  }

  /**
   * Records a failed connect under every connector id of the attempt, so any view keyed on one shows it;
   * the snackbar says it too, unless the open modal shows the kernel's ConnectingExternal view of that
   * connector, which shows `lastError` itself (the visitor reads it once).
   */
  private fail(connectorIds: ReadonlySet<string>, cause: unknown): BaseError {
    const error = isUserRejection(cause) ? new SignatureDeclinedError({ cause }) : asBaseError(cause)
    const { connection, modal, router } = this.deps.stores
    for (const id of connectorIds) connection.setLastError(id, error)
    const { view, params } = router.current
    const shown =
      modal.open &&
      view === 'ConnectingExternal' &&
      connectorIds.has((params as { connectorId?: string } | undefined)?.connectorId ?? '')
    if (!shown) this.deps.notify(error)
    this.deps.report(error)
    return error
  }
}
