// The token-amount formatter of the active locale, for views that write an amount into a text.
import { useCallback } from 'react'
import { formatTokenAmount } from './formatAmount'
import { localeDirection } from './locale'
import { useActiveLocale } from './useUiMessages'

/** Formats a token amount: 3 decimals cut, the active locale's grouping and separators, then the symbol. */
export type FormatTokenAmount = (value: number | string, symbol?: string) => string

/** First strong isolate … pop directional isolate: the Unicode form of `<bdi>` inside a plain text. */
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * The token-amount formatter of the active locale (re-renders the caller when the locale changes). An amount
 * rendered on its own belongs in {@link Amount} (a `<bdi>`); `{ inText: true }` gives one to put inside a
 * sentence ('Balance: {balance}'): in a right-to-left locale it is wrapped in Unicode isolates, so its
 * symbol stays after its number and a minus before it.
 *
 * @example
 * const format = useFormatAmount({ inText: true })
 * t('balance', { balance: format(token.balance, token.symbol) }) // 'Balance: 9.998,749 ETH' in es
 */
export function useFormatAmount(options: { inText?: boolean } = {}): FormatTokenAmount {
  const locale = useActiveLocale()
  const isolate = options.inText === true && localeDirection(locale) === 'rtl'
  return useCallback(
    (value, symbol) => {
      const text = formatTokenAmount(value, locale, symbol)
      return isolate ? `${FSI}${text}${PDI}` : text
    },
    [locale, isolate],
  )
}
