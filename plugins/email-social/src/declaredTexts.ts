// The texts the plugin shows before its runtime and views load — the titles of the views it registers at start,
// the error of a failed load — as a catalogue of their own, contributed at setup so they read in the visitor's locale at once.
// The full catalogue (./catalogue) loads with the first connect block or the runtime. Their translations are
// the plugin's own locale chunks (the same modules the full catalogue uses).

/** English of the declared texts. */
export const EMAIL_SOCIAL_DECLARED_EN = {
  approve: 'Approve',
  /** ApproveTransaction's title while the frame shows the recovery code or asks for it. */
  recoveryCode: 'Recovery code',
  otherSocial: 'Other social',
  /** ConnectingFarcaster's title. */
  signInWithFarcaster: 'Sign in with Farcaster',
  unableToLoadEmailLoginDependency: 'Unable to load email login dependency',
} as const

/**
 * The declared texts' catalogue (namespace `email-social/declared`), shaped as the kernel's `PluginMessages`.
 */
export const EMAIL_SOCIAL_DECLARED_MESSAGES = {
  namespace: 'email-social/declared',
  en: EMAIL_SOCIAL_DECLARED_EN,
  locales: { es: () => import('./i18n/es'), ar: () => import('./i18n/ar') },
} as const
