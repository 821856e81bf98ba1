// The WALLET_CONNECT connector: plain data plus behaviour, loaded with the plugin. The sign client and the
// session code are a separate chunk, imported on first connect or on reconnect of a stored session.
import {
  type Alert,
  BaseError,
  type ChainNamespace,
  type Connector,
  type ConnectorConnectParameters,
  isUserRejection,
  type NamespaceProvider,
  SignatureDeclinedError,
} from '@airlock/kernel'
import type { WalletConnectAuthenticator } from './authenticate'
import { WALLETCONNECT_CONNECTOR_ID } from './constants'
import {
  NoWalletConnectNamespaceError,
  RelayNotConfiguredError,
  SignClientNotInitializedError,
} from './errors'
import type { WalletConnectNamespace } from './namespaces'
import type { PairingStore } from './PairingStore'
import type { SignClientSession, SignClientSettings } from './session/createSignClientSession'
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
 * expires while the modal is open); a connect while one is pending joins it.
 *
 * @example
 * ctx.registerConnector(walletConnectConnector({ store, contributions, settings, keepFresh }))
 */
export function walletConnectConnector(params: WalletConnectConnectorParameters): WalletConnectConnector {
  const { store } = params
  let session: Promise<SignClientSession> | undefined
  let loaded: SignClientSession | undefined
  let pending: Promise<void> | undefined

  const load = (): Promise<SignClientSession> => {
    const settings = params.settings()
    if (!settings) return Promise.reject(new RelayNotConfiguredError())
    session ??= import('./session/createSignClientSession').then((m) =>
      m.createSignClientSession({
        settings,
        store,
        contributions: params.contributions,
        keepFresh: params.keepFresh,
        ...(params.authenticator ? { authenticator: params.authenticator } : {}),
        ...(params.onRelayError ? { onRelayError: params.onRelayError } : {}),
      }),
    )
    const loading = session
    loading.then(
      (value) => {
        loaded = value
      },
      () => {
        if (session === loading) session = undefined
      },
    )
    return loading
  }
  const served = (): ChainNamespace[] => [...new Set(params.contributions().map((c) => c.namespace))]

  const connect = (
    namespaces: readonly ChainNamespace[],
    networks: ConnectorConnectParameters['networks'],
  ) => {
    if (pending) return pending
    const wanted = namespaces.filter((n) => served().includes(n))
    store.start()
    const attempt = (async () => {
      if (wanted.length === 0) throw new NoWalletConnectNamespaceError(namespaces)
      await (await load()).connect(wanted, networks)
    })()
    pending = attempt.then(
      () => {
        store.clear()
      },
      (cause: unknown) => {
        store.fail(visitorFailure(cause))
        throw cause
      },
    )
    const current = pending
    current
      .finally(() => {
        if (pending === current) pending = undefined
      })
      .catch(() => undefined)
    return current
  }

  const restore = async (namespaces: readonly ChainNamespace[]) => {
    if (!params.settings()) return false
    return (await load()).restore(namespaces)
  }

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
      return session !== undefined
    },
    connect: ({ namespaces, networks }) => connect(namespaces, networks),
    reconnect: ({ namespaces }) => restore(namespaces),
    pair: () => connect(served(), new Map()),
    restore: () => restore(served()),
    async disconnect() {
      if (session) await (await session).disconnect()
    },
    async getProvider<N extends ChainNamespace>(namespace: N): Promise<NamespaceProvider<N>> {
      if (!session) throw new SignClientNotInitializedError()
      return (await session).getProvider(namespace) as Promise<NamespaceProvider<N>>
    },
    accounts: (namespace) => loaded?.accounts(namespace) ?? [],
    async close() {
      if (session) await (await session.catch(() => undefined))?.close()
    },
  }
}

/** What the QR view tells the visitor of a failed attempt: a refusal, this plugin's own error, or neither. */
function visitorFailure(cause: unknown): BaseError {
  if (isUserRejection(cause)) return new SignatureDeclinedError({ cause })
  if (cause instanceof BaseError && cause.messageKey !== undefined) return cause
  return new BaseError('Something went wrong', {
    cause,
    messageKey: { namespace: 'kernel', key: 'somethingWentWrong' },
  })
}
