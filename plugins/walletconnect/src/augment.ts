// Type registrations of @airlock/walletconnect: its connector kind, its endpoint, its API, its two views,
// and the contribution keys chain plugins use to offer their namespace.
import type { WalletConnectAuthenticator } from './authenticate'
import type { WalletConnectMobileRedirect } from './mobileRedirect'
import type { WalletConnectNamespace } from './namespaces'
import type { WalletConnectApi } from './plugin'

declare module '@airlock/kernel' {
  interface ConnectorTypes {
    /** A pairing over the WalletConnect relay (one connector for every contributed namespace). */
    WALLET_CONNECT: true
  }
  interface AirlockEndpoints {
    /** The WalletConnect relay (a `wss://` URL); no default host: without it WalletConnect cannot pair. */
    relay?: string
  }
  interface PluginApis {
    /** What `walletConnect()` exposes: the pairing, its connector, the wallet last picked. */
    walletconnect: WalletConnectApi
  }
  interface ViewRegistry {
    /**
     * QR code, copy link and deep links; `walletId` names a catalogue wallet, `connectorId` is set when the
     * kernel pushed it as the connector's connecting view.
     */
    ConnectingWalletConnect: { walletId?: string; connectorId?: string } | undefined
    /** Basic mode (spec §2, opening rule 2): the QR code alone, with All Wallets. */
    ConnectingWalletConnectBasic: undefined
  }
  interface Contributions {
    /** A chain plugin's WalletConnect namespace (chains, methods, events, provider factory). */
    'walletconnect/namespace': WalletConnectNamespace
    /** A chain plugin's mobile redirect for named wallets (used instead of their WalletConnect mobile link). */
    'walletconnect/mobileRedirect': WalletConnectMobileRedirect
    /** A plugin's one-click sign-in over WalletConnect (`wc_sessionAuthenticate`; the first is used). */
    'walletconnect/authenticate': WalletConnectAuthenticator
  }
}
