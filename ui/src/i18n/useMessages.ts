// React access to messages: a typed translator for a catalogue, the locale, and translation of texts
// that crossed the contract in English (view titles, slot labels, kernel messages).
import type { MessageCatalogue, PluginMessages } from '@airlock/kernel'
import { useMemo } from 'react'
import { useAirlock } from '../hooks/useAirlock'
import { useObservableValue } from '../hooks/useObservableValue'
import { messagesOf } from './MessagesStore'
import type { ParamValue, Translate } from './types'

/**
 * A typed translator for `catalogue` in the active locale: `t('tryAgain', { seconds: 30 })`. Re-renders
 * when the locale changes or a translation arrives. An unknown key or a missing parameter is a type error.
 */
export function useMessages<C extends MessageCatalogue>(catalogue: PluginMessages<C>): Translate<C> {
  const store = messagesOf(useAirlock())
  const version = useObservableValue(() => store.version)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new translator per locale/translation change
  return useMemo<Translate<C>>(() => {
    store.adopt(catalogue as PluginMessages)
    return ((key: string, params?: Readonly<Record<string, ParamValue>>) =>
      store.format(catalogue, key, params)) as Translate<C>
  }, [store, catalogue, version])
}

/** Translates texts handed over in English (a view title, a slot label, a snackbar message). */
export function useTranslateText(): (text: string) => string {
  const store = messagesOf(useAirlock())
  const version = useObservableValue(() => store.version)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per locale/translation change
  return useMemo(() => (text: string) => store.translate(text), [store, version])
}

/** The result of {@link useLocale}. */
export interface UseLocaleResult {
  /** The active locale (a BCP 47 tag). */
  locale: string
  /** Its direction. */
  dir: 'ltr' | 'rtl'
  /** Every locale the known catalogues ship. */
  locales: readonly string[]
  /** Switches locale at runtime (the modal stays open on its view); resolves once its texts show. */
  setLocale: (locale: string) => Promise<void>
}

/** The active locale of the nearest provider's instance, and a way to switch it. */
export function useLocale(): UseLocaleResult {
  const store = messagesOf(useAirlock())
  const { locale, dir } = useObservableValue(() => ({ locale: store.locale, dir: store.dir }))
  const locales = useObservableValue(() => store.availableLocales)
  return useMemo(
    () => ({ locale, dir, locales, setLocale: (next: string) => store.setLocale(next) }),
    [store, locale, dir, locales],
  )
}
