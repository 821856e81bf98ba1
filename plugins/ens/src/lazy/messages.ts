// The names plugin's message catalogue: English is ENS_TEXTS (the eager descriptor's titles and label
// use it too); Spanish and Arabic are their own chunks. Contributed when the plugin's chunk sets up, so
// the translations load with it, never before.
import type { PluginMessages } from '@airlock/kernel'
import { ENS_TEXTS } from '../constants'

/** The names plugin's messages. */
export const ENS_MESSAGES: PluginMessages<typeof ENS_TEXTS> = {
  namespace: 'ens',
  en: ENS_TEXTS,
  locales: {
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
}
