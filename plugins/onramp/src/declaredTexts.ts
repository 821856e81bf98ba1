// The texts the on-ramp shows before its code loads — Account's "Buy" button and the Buy view's title — as a
// catalogue of their own, declared with the lazy plugin so they appear in the visitor's locale at once. Their
// translations are the plugin's own locale chunks (the same modules its loaded half uses).

/** English of the declared texts. */
export const ONRAMP_DECLARED_EN = {
  buyTitle: 'Buy crypto',
  buyAction: 'Buy',
} as const

/**
 * The declared texts' catalogue (namespace `onramp/declared`), shaped as the kernel's `PluginMessages` without
 * importing it (the plugin's logic modules import nothing of the kernel).
 */
export const ONRAMP_DECLARED_MESSAGES = {
  namespace: 'onramp/declared',
  en: ONRAMP_DECLARED_EN,
  locales: {
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
} as const
