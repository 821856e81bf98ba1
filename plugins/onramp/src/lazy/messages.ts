// The on-ramp's message catalogue: English is ONRAMP_TEXTS (the descriptor's title and label are its texts);
// Spanish and Arabic are their own chunks, contributed when the plugin's chunk sets up.
import type { PluginMessages } from '@airlock/kernel'
import { ONRAMP_TEXTS } from '../texts'

/** The on-ramp plugin's messages. */
export const ONRAMP_MESSAGES: PluginMessages<typeof ONRAMP_TEXTS> = {
  namespace: 'onramp',
  en: ONRAMP_TEXTS,
  locales: {
    es: () => import('../i18n/es'),
    ar: () => import('../i18n/ar'),
  },
}
