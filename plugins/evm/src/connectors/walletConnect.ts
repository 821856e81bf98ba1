import type { Chain } from 'viem'
import type { ResolvedWalletConnectOptions } from '../options'
import type { EvmConnection, EvmConnector } from '../types'
import type { WalletConnectSession } from './walletConnectSession'

/** What the WalletConnect connector needs from the adapter. */
export interface WalletConnectConnectorParameters {
  /** Project id, relay, metadata, storage. */
  options: ResolvedWalletConnectOptions
  /** Chains to request (optional namespaces). */
  chains: readonly Chain[]
  /** RPC URL for reads on a chain (WalletConnect only carries wallet methods). */
  rpcUrl(chainId: number): string
  /** A pairing URI is ready (for the QR code), with its expiry (epoch ms). */
  onUri(uri: string, expiresAt: number): void
  /** The URI is no longer valid (session settled or pairing failed). */
  onUriCleared(): void
}

/** The WalletConnect connector plus a way to know whether its SDK was loaded. */
export interface WalletConnectConnector extends EvmConnector {
  /** True once @walletconnect/sign-client was imported (never at page load). */
  readonly loaded: boolean
}

/**
 * The WALLET_CONNECT connector. @walletconnect/sign-client and the session code are a separate chunk,
 * imported on first use (connect, or reconnect of a stored WalletConnect session), never at page load.
 *
 * @example
 * walletConnectConnector({ options, chains, rpcUrl, onUri: showQr, onUriCleared: hideQr })
 */
export function walletConnectConnector(params: WalletConnectConnectorParameters): WalletConnectConnector {
  let session: Promise<WalletConnectSession> | undefined
  const load = () => {
    session ??= import('./walletConnectSession').then((m) => m.createWalletConnectSession(params))
    session.catch(() => {
      session = undefined
    })
    return session
  }
  return {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    imageId: 'walletconnect',
    get loaded() {
      return session !== undefined
    },
    getProvider: async () => (await load()).provider,
    connect: async ({ chainId }): Promise<EvmConnection> => (await load()).connect(chainId),
    reconnect: async () => (await load()).restore(),
    disconnect: async () => {
      if (session) await (await session).disconnect()
    },
    close: async () => {
      if (session) await (await session).close()
    },
  }
}

/**
 * A wallet's deep link for a pairing URI: `{link}wc?uri=...` for universal links (http/https) and
 * native schemes alike; a bare scheme such as 'metamask:' becomes 'metamask://'.
 *
 * @example
 * walletConnectDeepLink('https://metamask.app.link', uri) // 'https://metamask.app.link/wc?uri=...'
 */
export function walletConnectDeepLink(link: string, uri: string): string {
  let base = link
  if (!/^https?:\/\//.test(base) && !base.includes('://'))
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
