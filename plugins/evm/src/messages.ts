// The EVM plugin's message catalogue: the texts it can put in front of a visitor (its injected
// connector's name, the send-parameter errors a Send form may show). Everything else it shows is the
// kernel's catalogue. English here; Spanish and Arabic are their own chunks, loaded only when chosen.
import type { PluginMessages } from '@airlock/kernel'

/** English texts of `@airlock/evm`. */
export const EVM_EN = {
  browserWallet: 'Browser Wallet',
  amountAboveZero: 'Amount must be above 0',
  amountAndDecimalsRequired: 'Amount and decimals are required',
  gasPriceRequired: 'Gas price is required for native sends',
  receiverAddressRequired: 'Receiver address is required',
  senderAddressRequired: 'Sender address is required',
  tokenAddressRequired: 'Token address is required',
  atLeastOneCall: 'At least one call is required',
  sessionEnded: 'WalletConnect session ended',
} as const

/** The EVM plugin's messages (contributed in its setup). */
export const EVM_MESSAGES: PluginMessages<typeof EVM_EN> = {
  namespace: 'evm',
  en: EVM_EN,
  locales: {
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
}
