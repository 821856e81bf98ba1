// The WalletConnect connector's behaviour: its calls join a pending attempt, write the pairing store and load
// the session chunk (the sign client). Loaded with the connector's first call, out of the page's initial JS
// (./walletConnectConnector keeps only the connector's data and forwards to this).
import {
  BaseError,
  type ChainNamespace,
  type ConnectorConnectParameters,
  isUserRejection,
  type NamespaceProvider,
  SignatureDeclinedError,
} from '@airlock/kernel'
import {
  NoWalletConnectNamespaceError,
  RelayNotConfiguredError,
  SignClientNotInitializedError,
} from './errors'
import type { SignClientSession } from './session/createSignClientSession'
import type { WalletConnectConnectorParameters } from './walletConnectConnector'

/** The connector's calls, as `walletConnectConnector` forwards them. */
export interface WalletConnectConnectorCalls {
  /** True once the session chunk (and the sign client) started loading. */
  readonly loaded: boolean
  /** Pairs `namespaces` (those a contribution serves); a call while one is pending joins it. */
  connect(
    namespaces: readonly ChainNamespace[],
    networks: ConnectorConnectParameters['networks'],
  ): Promise<void>
  /** Adopts a stored session for `namespaces`; false when there is none (or no relay). */
  restore(namespaces: readonly ChainNamespace[]): Promise<boolean>
  disconnect(): Promise<void>
  getProvider<N extends ChainNamespace>(namespace: N): Promise<NamespaceProvider<N>>
  accounts(namespace: ChainNamespace): readonly string[]
  close(): Promise<void>
}

/**
 * The connector's behaviour over `params`: one pairing for every namespace asked for (refreshed before it
 * expires while the modal is open); a connect while one is pending joins it.
 *
 * @example
 * const calls = connectorCalls(params)
 * await calls.connect(['eip155'], new Map())
 */
export function connectorCalls(params: WalletConnectConnectorParameters): WalletConnectConnectorCalls {
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

  return {
    get loaded() {
      return session !== undefined
    },
    connect(namespaces, networks) {
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
    },
    async restore(namespaces) {
      if (!params.settings()) return false
      return (await load()).restore(namespaces)
    },
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
export function visitorFailure(cause: unknown): BaseError {
  if (isUserRejection(cause)) return new SignatureDeclinedError({ cause })
  if (cause instanceof BaseError && cause.messageKey !== undefined) return cause
  return new BaseError('Something went wrong', {
    cause,
    messageKey: { namespace: 'kernel', key: 'somethingWentWrong' },
  })
}
