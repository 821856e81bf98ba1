// The plugin's message catalogue: English here (the view's title and the snackbar texts are given in
// English to the contract, which translates them), Spanish and Arabic as their own chunks.
import type { PluginMessages } from '@airlock/kernel'

/** The English texts of the sign-in view and its notices. */
export const SIWX_TEXTS = {
  title: 'Sign In',
  request: '{name} wants you to sign in',
  explanation: 'Sign this message to prove you own this wallet. Signing is free: it sends no transaction.',
  cancelDisconnects: 'Canceling will disconnect you.',
  cancelSignsOut: 'Canceling keeps you connected, but signed out.',
  domain: 'Domain',
  cancel: 'Cancel',
  sign: 'Sign',
  signing: 'Signing…',
  signInFailed: 'Sign-in failed, try again',
} as const

/** The siwx plugin's messages (`ctx.contribute('messages', SIWX_MESSAGES)`). */
export const SIWX_MESSAGES: PluginMessages<typeof SIWX_TEXTS> = {
  namespace: 'siwx',
  en: SIWX_TEXTS,
  locales: {
    es: () => import('../i18n/es'),
    ar: () => import('../i18n/ar'),
  },
}
