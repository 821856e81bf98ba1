// A text a chain adapter hands the views (`ChainText`): the key of a message in a catalogue its plugin
// contributes, shown in the visitor's language, or a text shown as it is (translated when it is the
// English text of a known catalogue).
import type { ChainText } from '@airlock/kernel'
import { useContext, useMemo } from 'react'
import { AirlockContext } from '../../context/AirlockContext'
import { useObservableValue } from '../../hooks/useObservableValue'
import { messagesOf } from '../../i18n/MessagesStore'

/**
 * The translator of chain texts in the active locale; outside a provider, a key shows as its key.
 *
 * @example
 * const text = useChainText()
 * text({ namespace: 'bitcoin', key: 'fast' }) // 'Fast' (or 'Rápida' in Spanish)
 */
export function useChainText(): (value: ChainText) => string {
  const airlock = useContext(AirlockContext)
  const store = airlock ? messagesOf(airlock) : undefined
  const version = useObservableValue(() => `${store?.version ?? 0}:${store?.catalogues.length ?? 0}`)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per locale/translation change
  return useMemo(
    () => (value: ChainText) => {
      if (typeof value === 'string') return store ? store.translate(value) : value
      return store?.formatKey(value) ?? value.key
    },
    [store, version],
  )
}
