// The WALLET_CONNECT connector: its data (in the page's initial JS, for the wallet list) and calls that forward
// to its behaviour (./connectorCalls, loaded by the first call). The sign client and the session code are a
// chunk further, imported on first connect or on reconnect of a stored session.
import type { Alert, ChainNamespace, Connector, NamespaceProvider } from '@airlock/kernel'
import type { WalletConnectAuthenticator } from './authenticate'
import type { WalletConnectConnectorCalls } from './connectorCalls'
import { WALLETCONNECT_CONNECTOR_ID } from './constants'
import type { WalletConnectNamespace } from './namespaces'
import type { PairingStore } from './PairingStore'
import type { SignClientSettings } from './session/createSignClientSession'
import { WALLETCONNECT_MARK } from './walletConnectMark'

/** What the connector needs from the plugin. */
export interface WalletConnectConnectorParameters {
  /** The pairing store the views read. */
  store: PairingStore
  /** The contributed namespaces (observable). */
  contributions(): readonly WalletConnectNamespace[]
  /** The sign client settings, or undefined when no relay is configured. */
  settings(): SignClientSettings | undefined
  /** Whether to refresh an expiring pairing URI (true while the modal is open). */
  keepFresh(): boolean
  /** The contributed one-click authenticator, if any (`'walletconnect/authenticate'`). */
  authenticator?(): WalletConnectAuthenticator | undefined
  /** A fatal error of the relay socket (see `SignClientSessionParameters.onRelayError`). */
  onRelayError?(error: Error, alert: Alert | undefined): void
  /**
   * Runs beside the load of the connector's behaviour (its first call), which waits for it. The plugin
   * contributes its texts' catalogue here: the errors the calls end with are shown in the visitor's locale.
   */
  beforeUse?(): Promise<void>
}

/** The WalletConnect connector, with what the plugin's views and tests use beyond the kernel's `Connector`. */
export interface WalletConnectConnector extends Connector {
  /** True once the session chunk (and the sign client) started loading. */
  readonly loaded: boolean
  /** Pairs every contributed namespace without the kernel (basic mode with no chain adapter). */
  pair(): Promise<void>
  /** Adopts a stored session for every contributed namespace; false when there is none. */
  restore(): Promise<boolean>
  /** The session's CAIP-10 accounts of a namespace (empty before a session). */
  accounts(namespace: ChainNamespace): readonly string[]
  /** The namespace's provider over the session; 'Sign Client not initialized' before one. */
  getProvider<N extends ChainNamespace>(namespace: N): Promise<NamespaceProvider<N>>
  /** Ends the session on both ends (nothing happens before one). */
  disconnect(): Promise<void>
  /** Closes the relay socket (the session stays stored). */
  close(): Promise<void>
}

/**
 * Creates the connector. `connect` opens one pairing for every namespace asked for (refreshed before it
 * expires while the modal is open); a connect while one is pending joins it. Its behaviour loads with the
 * first call; a failed load is retried by the next.
 *
 * @example
 * ctx.registerConnector(walletConnectConnector({ store, contributions, settings, keepFresh }))
 */
export function walletConnectConnector(params: WalletConnectConnectorParameters): WalletConnectConnector {
  let calls: WalletConnectConnectorCalls | undefined
  let loading: Promise<WalletConnectConnectorCalls> | undefined
  const load = (): Promise<WalletConnectConnectorCalls> => {
    loading ??= Promise.all([import('./connectorCalls'), params.beforeUse?.()]).then(
      ([m]) => {
        calls ??= m.connectorCalls(params)
        return calls
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const served = (): ChainNamespace[] => [...new Set(params.contributions().map((c) => c.namespace))]
  const connect = async (
    namespaces: readonly ChainNamespace[],
    networks: Parameters<WalletConnectConnectorCalls['connect']>[1],
  ) => (calls ?? (await load())).connect(namespaces, networks)
  const restore = async (namespaces: readonly ChainNamespace[]) =>
    (calls ?? (await load())).restore(namespaces)

  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    // Its own mark, inline: the catalogue has no image for WalletConnect itself.
    imageUrl: WALLETCONNECT_MARK,
    connectingView: 'ConnectingWalletConnect',
    get namespaces() {
      return served()
    },
    get loaded() {
      return calls?.loaded ?? false
    },
    connect: ({ namespaces, networks }) => connect(namespaces, networks),
    reconnect: ({ namespaces }) => restore(namespaces),
    pair: () => connect(served(), new Map()),
    restore: () => restore(served()),
    // Nothing to end or close before the behaviour loaded: no session was made.
    disconnect: async () => calls?.disconnect(),
    getProvider: async <N extends ChainNamespace>(namespace: N): Promise<NamespaceProvider<N>> =>
      (await load()).getProvider(namespace),
    accounts: (namespace) => calls?.accounts(namespace) ?? [],
    close: async () => calls?.close(),
  }
}
