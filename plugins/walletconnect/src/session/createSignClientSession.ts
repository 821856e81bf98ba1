// The heavy half of the WalletConnect connector, in its own chunk: it imports @walletconnect/sign-client on
// first connect (or on reconnect of a stored session), never at page load. One sign client, one relay
// socket, one session for every contributed namespace.
import { type Alert, alertFromError, type CaipNetwork, type ChainNamespace } from '@airlock/kernel'
import type { SessionTypes } from '@walletconnect/types'
import {
  AUTHENTICATE_NAMESPACE,
  authAnswerCode,
  authFailure,
  authResults,
  type SignedCacao,
  type WalletConnectAuthenticator,
  type WalletConnectAuthResult,
} from '../authenticate'
import { RELAY_TIMEOUT_MS } from '../constants'
import { NoWalletConnectNamespaceError, SignClientNotInitializedError } from '../errors'
import type { WalletConnectNamespace, WalletConnectSessionEvent, WalletConnectTransport } from '../namespaces'
import { proposalNamespaces } from '../namespaces'
import type { WalletConnectStorage } from '../options'
import type { PairingStore } from '../PairingStore'
import { pairUntilApproved } from './pairUntilApproved'
import { skipVerify } from './skipVerify'

/** Everything the sign client is created with. */
export interface SignClientSettings {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  storagePrefix: string
  storage?: WalletConnectStorage | undefined
}

/** What the session needs from the plugin. */
export interface SignClientSessionParameters {
  settings: SignClientSettings
  store: PairingStore
  /** The contributed namespaces (read when pairing and when building providers). */
  contributions(): readonly WalletConnectNamespace[]
  /** Whether to refresh an expiring pairing URI (true while the modal is open). */
  keepFresh(): boolean
  /** The contributed one-click authenticator, if any (read when pairing; see `../authenticate`). */
  authenticator?(): WalletConnectAuthenticator | undefined
  /**
   * A fatal error of the relay socket (the relay closed it with code 3000 and a reason such as 'JWT
   * validation error: JWT Token is not yet valid'); the sign client closes its transport after it. `alert`:
   * the kernel's alert for it (`alertFromError`, worked out here in the lazy chunk), if any.
   */
  onRelayError?(error: Error, alert: Alert | undefined): void
}

/** A loaded WalletConnect session manager. */
export interface SignClientSession {
  /**
   * Proposes a session for these namespaces and resolves once the wallet approved it: one-click
   * (`wc_sessionAuthenticate`, the ordinary proposal beside it) when an authenticator gives sign-in fields
   * and the pairing asks for its namespace alone; the authenticator receives what the wallet signed first.
   */
  connect(
    namespaces: readonly ChainNamespace[],
    networks: ReadonlyMap<ChainNamespace, CaipNetwork>,
  ): Promise<void>
  /** Adopts the newest stored session that has one of these namespaces; false when there is none. */
  restore(namespaces: readonly ChainNamespace[]): boolean
  /** The session's CAIP-10 accounts of a namespace. */
  accounts(namespace: ChainNamespace): readonly string[]
  /** The namespace's provider over the session (made once per session by the namespace's contribution). */
  getProvider(namespace: ChainNamespace): Promise<unknown>
  /** Deletes the session on both ends. */
  disconnect(): Promise<void>
  /** Closes the relay socket (the session stays stored for the next page load). */
  close(): Promise<void>
}

/** Creates the sign client through the configured relay, with Verify skipped. */
export async function createSignClientSession(
  params: SignClientSessionParameters,
): Promise<SignClientSession> {
  const { settings, store } = params
  const { SignClient } = await import('@walletconnect/sign-client')
  let client: Awaited<ReturnType<typeof SignClient.init>>
  try {
    client = await SignClient.init({
      projectId: settings.projectId,
      relayUrl: settings.relayUrl,
      metadata: settings.metadata,
      customStoragePrefix: settings.storagePrefix,
      telemetryEnabled: false,
      logger: 'silent',
      ...(settings.storage ? { storage: settings.storage } : {}),
    })
  } catch (cause) {
    throw new SignClientNotInitializedError({ cause })
  }
  if (!client) throw new SignClientNotInitializedError()
  skipVerify(client)
  client.core.relayer.on('relayer_error', (error: Error) =>
    params.onRelayError?.(error, alertFromError(error)),
  )

  let topic: string | undefined
  const providers = new Map<ChainNamespace, Promise<unknown>>()
  const listeners = new Map<ChainNamespace, Set<(event: WalletConnectSessionEvent) => void>>()
  const emit = (namespace: ChainNamespace, event: WalletConnectSessionEvent) => {
    for (const listener of [...(listeners.get(namespace) ?? [])]) listener(event)
  }
  const current = (): SessionTypes.Struct | undefined => {
    if (topic === undefined) return undefined
    try {
      return client.session.get(topic)
    } catch {
      return undefined
    }
  }
  const adopt = (session: SessionTypes.Struct) => {
    topic = session.topic
    providers.clear()
    store.setSession({
      topic: session.topic,
      peerName: session.peer.metadata.name,
      namespaces: Object.keys(session.namespaces),
    })
  }
  const forget = (ended: string) => {
    if (ended !== topic) return
    const namespaces = [...listeners.keys()]
    topic = undefined
    providers.clear()
    store.setSession(undefined)
    for (const namespace of namespaces) emit(namespace, { type: 'disconnect' })
  }

  client.on('session_event', ({ topic: t, params: { event, chainId } }) => {
    if (t !== topic) return
    const { name, data } = event as { name: string; data: unknown }
    emit(chainId.split(':')[0] ?? '', { type: 'event', name, data, chainId })
  })
  client.on('session_update', ({ topic: t, params: { namespaces } }) => {
    if (t !== topic) return
    for (const [namespace, value] of Object.entries(namespaces))
      emit(namespace, { type: 'accounts', accounts: value.accounts })
  })
  client.on('session_delete', ({ topic: t }) => forget(t))
  client.on('session_expire', ({ topic: t }) => forget(t))

  const transport = (namespace: ChainNamespace, sessionTopic: string): WalletConnectTransport => ({
    namespace,
    topic: sessionTopic,
    accounts: () => current()?.namespaces[namespace]?.accounts ?? [],
    chains: () => {
      const ns = current()?.namespaces[namespace]
      return [...new Set([...(ns?.chains ?? []), ...(ns?.accounts ?? []).map(chainOfAccount)])]
    },
    // A wallet request waits on the relay for the spec's default relay timeout (§9: 5 minutes), in seconds.
    request: ({ chainId, method, params: requestParams }) =>
      client.request({
        topic: sessionTopic,
        chainId,
        request: { method, params: requestParams },
        expiry: RELAY_TIMEOUT_MS / 1000,
      }),
    subscribe: (listener) => {
      const set = listeners.get(namespace) ?? new Set()
      listeners.set(namespace, set)
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
  })

  return {
    async connect(namespaces, networks) {
      const optionalNamespaces = proposalNamespaces(params.contributions(), namespaces, networks)
      const authenticator = params.authenticator?.()
      const only = Object.keys(optionalNamespaces)
      const oneClick =
        authenticator && only.length === 1 && only[0] === AUTHENTICATE_NAMESPACE
          ? optionalNamespaces[AUTHENTICATE_NAMESPACE]
          : undefined
      const { session, auths } = await pairUntilApproved<Approved>({
        store,
        keepFresh: params.keepFresh,
        propose: async () => {
          const fields = oneClick && (await authenticator?.request({ chains: [...oneClick.chains] }))
          if (oneClick && fields) {
            const { uri, response } = await client.authenticate({
              chains: [...oneClick.chains],
              methods: [...oneClick.methods],
              domain: fields.domain,
              uri: fields.uri,
              nonce: fields.nonce,
              ...(fields.statement !== undefined ? { statement: fields.statement } : {}),
              ...(fields.expirationTime !== undefined ? { exp: fields.expirationTime } : {}),
              ...(fields.notBefore !== undefined ? { nbf: fields.notBefore } : {}),
              ...(fields.resources !== undefined ? { resources: [...fields.resources] } : {}),
            })
            return {
              uri,
              approval: response().then(
                (answer) => {
                  if (!answer.session) throw new SignClientNotInitializedError()
                  const cacaos = (answer.auths ?? []) as unknown as SignedCacao[]
                  const format = (payload: SignedCacao['p']) =>
                    client.formatAuthMessage({
                      request: payload as unknown as Parameters<
                        typeof client.formatAuthMessage
                      >[0]['request'],
                      iss: payload.iss,
                    })
                  return { session: answer.session, auths: authResults(cacaos, format) }
                },
                (reason: unknown) => {
                  throw authFailure(reason, authAnswerCode(client.core.history, uri))
                },
              ),
            }
          }
          const { uri, approval } = await client.connect({ optionalNamespaces })
          return { uri, approval: approval().then((approved) => ({ session: approved, auths: [] })) }
        },
      })
      adopt(session)
      if (auths.length > 0) authenticator?.approved(auths)
    },
    restore(namespaces) {
      const now = Date.now() / 1000
      const newest = client.session
        .getAll()
        .filter((s) => s.expiry > now && namespaces.some((n) => s.namespaces[n]))
        .sort((a, b) => b.expiry - a.expiry)[0]
      if (newest) adopt(newest)
      return newest !== undefined
    },
    accounts: (namespace) => current()?.namespaces[namespace]?.accounts ?? [],
    getProvider(namespace) {
      const session = current()
      if (!session) return Promise.reject(new SignClientNotInitializedError())
      let provider = providers.get(namespace)
      if (!provider) {
        const contribution = params.contributions().find((c) => c.namespace === namespace)
        if (!contribution) return Promise.reject(new NoWalletConnectNamespaceError([namespace]))
        provider = Promise.resolve(contribution.createProvider(transport(namespace, session.topic)))
        providers.set(namespace, provider)
      }
      return provider
    },
    async disconnect() {
      const ended = topic
      if (ended === undefined) return
      forget(ended)
      await client
        .disconnect({ topic: ended, reason: { code: 6000, message: 'User disconnected.' } })
        .catch(() => undefined)
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/** An approved pairing: the session, and what the wallet signed with it (one-click only). */
interface Approved {
  session: SessionTypes.Struct
  auths: WalletConnectAuthResult[]
}

function chainOfAccount(account: string): string {
  return account.split(':').slice(0, 2).join(':')
}
