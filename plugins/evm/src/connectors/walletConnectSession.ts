// The heavy half of the WalletConnect connector: loaded in its own chunk, it imports
// @walletconnect/sign-client (an optional peer dependency) only when WalletConnect is first used.
import type { SessionTypes } from '@walletconnect/types'
import { http } from 'viem'
import { SignClientNotInitializedError } from '../errors'
import type { EvmConnection } from '../types'
import type { WalletConnectConnectorParameters } from './walletConnect'
import { WALLET_METHODS, WalletConnectProvider } from './walletConnectProvider'

/** Pairing URIs are valid for 4 minutes (spec §9). */
export const PAIRING_VALIDITY_MS = 4 * 60_000

/** A loaded WalletConnect session manager. */
export interface WalletConnectSession {
  /** The EIP-1193 provider over the current session. */
  provider: WalletConnectProvider
  /** Proposes a session (publishes the pairing URI) and resolves when the wallet approves it. */
  connect(chainId?: number): Promise<EvmConnection>
  /** Restores the newest stored eip155 session, or null. */
  restore(): Promise<EvmConnection | null>
  /** Deletes the session on both ends. */
  disconnect(): Promise<void>
  /** Closes the relay socket (the session stays stored for the next page load). */
  close(): Promise<void>
}

/** Creates the sign client (through the relay given in the options) and the provider over its session. */
export async function createWalletConnectSession(
  params: WalletConnectConnectorParameters,
): Promise<WalletConnectSession> {
  const { SignClient } = await import('@walletconnect/sign-client')
  const { options, chains } = params
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    customStoragePrefix: options.storagePrefix,
    telemetryEnabled: false,
    logger: 'silent',
    ...(options.storage ? { storage: options.storage } : {}),
  })
  if (!client) throw new SignClientNotInitializedError()
  // The SDK has no option to skip its attestation iframe to verify.walletconnect.org (it waits up to
  // 5 s per proposal and request, and must not leave 127.0.0.1): the dapp side does not need it.
  client.core.verify.register = async () => ''

  const transports = new Map<number, ReturnType<ReturnType<typeof http>>>()
  const provider = new WalletConnectProvider({
    walletRequest: (topic, chainId, request) =>
      client.request({
        topic,
        chainId: `eip155:${chainId}`,
        request: { method: request.method, params: request.params },
      }),
    rpcRequest: (chainId, request) => {
      let transport = transports.get(chainId)
      if (!transport) {
        const chain = chains.find((c) => c.id === chainId)
        transport = http(params.rpcUrl(chainId), { retryCount: 2, retryDelay: 150 })({
          ...(chain ? { chain } : {}),
        })
        transports.set(chainId, transport)
      }
      return transport.request(request as never)
    },
  })

  const adoptSession = (session: SessionTypes.Struct, preferredChain?: number): EvmConnection => {
    const accounts = session.namespaces.eip155?.accounts ?? []
    const approved = [...new Set(accounts.map((a) => Number(a.split(':')[1])))]
    const chainId =
      preferredChain !== undefined && approved.includes(preferredChain)
        ? preferredChain
        : (approved.find((id) => chains.some((c) => c.id === id)) ?? approved[0] ?? chains[0]?.id ?? 1)
    provider.state.topic = session.topic
    provider.state.chainId = chainId
    provider.state.accounts = accounts
    return { accounts: provider.addresses(), chainId }
  }
  const forget = (topic: string) => {
    if (provider.state.topic !== topic) return
    provider.state.topic = undefined
    provider.state.accounts = []
    provider.emit('disconnect', { code: 4900, message: 'WalletConnect session ended' })
  }

  client.on('session_event', ({ topic, params: event }) => {
    if (topic !== provider.state.topic) return
    const { name, data } = event.event as { name: string; data: unknown }
    if (name === 'chainChanged') provider.setChain(Number(String(data).split(':').at(-1)))
    if (name === 'accountsChanged' && Array.isArray(data)) {
      const chain = provider.state.chainId
      provider.setAccounts(data.map((a: string) => (a.includes(':') ? a : `eip155:${chain}:${a}`)))
    }
  })
  client.on('session_update', ({ topic, params: update }) => {
    if (topic === provider.state.topic) provider.setAccounts(update.namespaces.eip155?.accounts ?? [])
  })
  client.on('session_delete', ({ topic }) => forget(topic))
  client.on('session_expire', ({ topic }) => forget(topic))

  let shownUri: string | undefined
  return {
    provider,
    async connect(chainId) {
      const ordered = [...chains].sort((a, b) => Number(b.id === chainId) - Number(a.id === chainId))
      const { uri, approval } = await client.connect({
        optionalNamespaces: {
          eip155: {
            chains: ordered.map((c) => `eip155:${c.id}`),
            methods: [...WALLET_METHODS],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
      if (uri) {
        shownUri = uri
        params.onUri(uri, Date.now() + PAIRING_VALIDITY_MS)
      }
      try {
        return adoptSession(await approval(), chainId)
      } finally {
        // A newer attempt (the QR refreshes before expiry) owns the URI now: only clear our own.
        if (uri && shownUri === uri) {
          shownUri = undefined
          params.onUriCleared()
        }
      }
    },
    async restore() {
      const now = Date.now() / 1000
      const sessions = client.session.getAll().filter((s) => s.namespaces.eip155 && s.expiry > now)
      const newest = sessions.sort((a, b) => b.expiry - a.expiry)[0]
      return newest ? adoptSession(newest) : null
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => undefined)
    },
    async disconnect() {
      const topic = provider.state.topic
      if (!topic) return
      forget(topic)
      await client
        .disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
        .catch(() => undefined)
    },
  }
}
