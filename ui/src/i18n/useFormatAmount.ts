// The token-amount formatter of the active locale, for views that write an amount into a text.
import { useCallback } from 'react'
import { formatTokenAmount } from './formatAmount'
import { useActiveLocale } from './useUiMessages'

/** Formats a token amount: 3 decimals cut, the active locale's grouping and separators, then the symbol. */
export type FormatTokenAmount = (value: number | string, symbol?: string) => string

/**
 * The token-amount formatter of the active locale (re-renders the caller when the locale changes).
 *
 * @example
 * const format = useFormatAmount()
 * t('balance', { balance: format(token.balance, token.symbol) }) // 'Balance: 9.998,749 ETH' in es
 */
export function useFormatAmount(): FormatTokenAmount {
  const locale = useActiveLocale()
  return useCallback((value, symbol) => formatTokenAmount(value, locale, symbol), [locale])
}
