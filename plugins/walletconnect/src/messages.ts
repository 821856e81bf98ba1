// The pairing plugin's message catalogue: its views' texts and the errors it shows (English here; Spanish
// and Arabic are their own chunks, loaded only when chosen). Contributed in setup.
import type { PluginMessages } from '@airlock/kernel'

/** English texts of `@airlock/walletconnect`. */
export const WALLETCONNECT_EN = {
  title: 'WalletConnect',
  connectWallet: 'Connect Wallet',
  connectedTo: 'Connected to {name}',
  disconnect: 'Disconnect',
  allWallets: 'All Wallets',
  tryAgain: 'Try again',
  qrLabel: 'QR code to connect {name}',
  qrLabelAnyWallet: 'QR code to connect your wallet',
  scanWith: 'Scan this QR code with {name}',
  scanWithPhone: 'Scan this QR code with your phone',
  openDesktop: 'Open desktop app',
  openWeb: 'Open web app',
  openMobile: 'Open mobile app',
  copyLinkHint: 'Copy the WalletConnect pairing link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  pairingExpired: 'Pairing expired',
  noNamespace: 'No WalletConnect namespace to pair',
  signClientNotInitialized: 'Sign Client not initialized',
  relayNotConfigured: 'WalletConnect relay not configured',
} as const

/** The pairing plugin's messages. */
export const WALLETCONNECT_MESSAGES: PluginMessages<typeof WALLETCONNECT_EN> = {
  namespace: 'walletconnect',
  en: WALLETCONNECT_EN,
  locales: {
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
}
