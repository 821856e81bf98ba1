// The Solana plugin's message catalogue: the texts it can put in front of a visitor (its send errors).
// Network and wallet names are names, not texts. English here; Spanish and Arabic are their own chunks,
// loaded only when chosen.
import type { PluginMessages } from '@airlock/kernel'

/** English texts of `@airlock/solana`. */
export const SOLANA_EN = {
  /** Spec §5: a Solana send without a valid amount or receiver. */
  invalidSend: 'Please enter a valid amount and receiver address',
  /** The transaction's blockhash expired before it landed: it will never confirm. */
  transactionExpired: 'The transaction expired before it was confirmed. Sign it again.',
} as const

/** The Solana plugin's messages (contributed in its setup). */
export const SOLANA_MESSAGES: PluginMessages<typeof SOLANA_EN> = {
  namespace: 'solana',
  en: SOLANA_EN,
  locales: {
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
}
