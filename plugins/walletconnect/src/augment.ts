// Type registrations of @airlock/walletconnect: its two views, and the contribution key chain plugins use
// to offer their namespace.
import type { WalletConnectMobileRedirect } from './mobileRedirect'
import type { WalletConnectNamespace } from './namespaces'

declare module '@airlock/kernel' {
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
  }
}
