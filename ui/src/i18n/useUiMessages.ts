// The UI's own translator; outside a provider (a primitive rendered alone) it formats the English texts.
import { type BaseError, ERROR_MESSAGES, type MessageCatalogue, type PluginMessages } from '@airlock/kernel'
import { useContext, useMemo } from 'react'
import { AirlockContext } from '../context/AirlockContext'
import { useObservableValue } from '../hooks/useObservableValue'
import { formatMessage } from './format'
import { type KERNEL_EN, KERNEL_MESSAGES } from './kernelMessages'
import { messagesOf } from './MessagesStore'
import type { ParamValue, Translate } from './types'
import { type UI_EN, UI_MESSAGES } from './uiMessages'
import { somethingWentWrong } from './visitorError'

function useCatalogue<C extends MessageCatalogue>(catalogue: PluginMessages<C>): Translate<C> {
  const airlock = useContext(AirlockContext)
  const store = airlock ? messagesOf(airlock) : undefined
  const version = useObservableValue(() => store?.version ?? 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new translator per locale/translation change
  return useMemo(() => {
    store?.adopt(catalogue as PluginMessages)
    return ((key: string, params?: Readonly<Record<string, ParamValue>>) =>
      store
        ? store.format(catalogue, key, params)
        : formatMessage(catalogue.en[key] ?? key, 'en', params)) as Translate<C>
  }, [store, catalogue, version])
}

/** The UI's texts in the active locale (`t('tryAgain')`); English outside a provider. */
export function useUiMessages(): Translate<typeof UI_EN> {
  return useCatalogue(UI_MESSAGES)
}

/** The kernel's texts in the active locale (`k('signatureDeclined')`); English outside a provider. */
export function useKernelMessages(): Translate<typeof KERNEL_EN> {
  return useCatalogue(KERNEL_MESSAGES)
}

/** Translates a text handed over in English (title, label, kernel message); as is outside a provider. */
export function useTranslated(): (text: string) => string {
  const airlock = useContext(AirlockContext)
  const store = airlock ? messagesOf(airlock) : undefined
  const version = useObservableValue(() => store?.version ?? 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per locale/translation change
  return useMemo(() => (text: string) => (store ? store.translate(text) : text), [store, version])
}

/**
 * The text of an error in the active locale, by its message key (see `visitorError`); English outside a
 * provider. An error without a key (not meant for visitors) shows 'Something went wrong'.
 */
export function useErrorText(): (error: BaseError | undefined) => string {
  const airlock = useContext(AirlockContext)
  const store = airlock ? messagesOf(airlock) : undefined
  const version = useObservableValue(() => store?.version ?? 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per locale/translation change
  return useMemo(
    () => (error: BaseError | undefined) => {
      if (!error) return ''
      const key = error.messageKey ?? somethingWentWrong().messageKey
      return (
        (key && store?.formatKey(key)) ??
        (error.messageKey ? error.shortMessage : ERROR_MESSAGES.somethingWentWrong)
      )
    },
    [store, version],
  )
}

/** The active locale of the nearest provider's instance (`en` outside one); re-renders when it changes. */
export function useActiveLocale(): string {
  const airlock = useContext(AirlockContext)
  return useObservableValue(() => (airlock ? messagesOf(airlock).locale : 'en'))
}
