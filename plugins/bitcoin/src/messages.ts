// The Bitcoin plugin's message catalogue: every text it can put in front of a visitor, with `{param}`
// placeholders. English here; Spanish and Arabic are their own chunks, loaded only when chosen. The object
// has the shape of the kernel's `PluginMessages` (namespace, en, lazy locales) without importing it.

/** English texts of `@airlock/bitcoin`. */
export const BITCOIN_EN = {
  /** Spec §8: amount + network fee exceed what the payment address holds. */
  insufficientBalance: 'Insufficient balance',
  /** Spec §8: something failed that the visitor cannot act on. */
  somethingWentWrong: 'Something went wrong',
  /** An address that is not a Bitcoin address at all. */
  invalidAddress: 'Enter a valid Bitcoin address',
  /** An address of another Bitcoin network (e.g. a mainnet address while on regtest). */
  wrongNetworkAddress: 'This address is for {addressNetwork}, not {network}',
  /** An amount that is not a positive decimal number of BTC. */
  invalidAmount: 'Enter a valid amount',
  /** More than 8 decimal places. */
  amountTooPrecise: 'Bitcoin amounts have at most 8 decimal places',
  /** An output smaller than the network's dust limit. */
  amountBelowDust: 'The amount is too small to send. The minimum is {minimum} BTC.',
  /** A PSBT that cannot be read or is inconsistent. */
  invalidPsbt: 'The transaction to sign is not valid',
  /** A PSBT asking to sign an input the connected wallet does not own. */
  psbtInputNotOwned: 'The transaction asks to sign an input that is not this wallet’s',
  /** The node refused a transaction whose coins were already spent. */
  doubleSpend: 'These coins were already spent by another transaction',
  /** The node refused a transaction with a signature that does not verify. */
  invalidSignature: 'The network refused the transaction: its signature is not valid',
  /** The node refused a transaction paying too little fee. */
  feeTooLow: 'The network fee is too low for the network to accept the transaction',
  /** The node refused a transaction for another reason (given). */
  broadcastRejected: 'The network refused the transaction: {reason}',
  /** The Esplora service failed or did not answer in time. */
  serviceUnavailable: 'The Bitcoin network service is not responding. Please try again.',
  /** The fee rate moved between the preview and the signature. */
  feeRateChanged: 'The network fee changed to {rate} sat/vB. Review the new fee and sign again.',
  /** The Send preview's choice of fee speed (no spec text: the plugin's own). */
  speed: 'Network speed',
  /** The speeds: the node's fee estimates for 6, 3 and 1 blocks. */
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
} as const

/** The keys of the Bitcoin catalogue. */
export type BitcoinMessageKey = keyof typeof BITCOIN_EN

/** A translation of the catalogue: every key, as the kernel's `MessageTranslation` expects. */
export type BitcoinTranslation = { readonly [K in BitcoinMessageKey]: string }

/** The Bitcoin plugin's messages, shaped as the kernel's `PluginMessages` (contributed when the plugin is wired). */
export const BITCOIN_MESSAGES = {
  namespace: 'bitcoin',
  en: BITCOIN_EN,
  locales: {
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
} as const
