// A token amount as the modal shows it: localised, cut to the spec's decimals, isolated for bidi.
import type { ReactElement } from 'react'
import { useFormatAmount } from '../i18n/useFormatAmount'

/** Props of {@link Amount}. */
export interface AmountProps {
  /** The amount, a decimal string (exact at any size) or a number. */
  value: number | string
  /** The token's symbol, written after the amount ('ETH'). */
  symbol?: string | undefined
}

/**
 * A token amount in the active locale (3 decimals cut, the locale's grouping and separators) with its
 * symbol, in a `<bdi>`: in a right-to-left page '-0.01 ETH' keeps its minus before the number and the
 * symbol after it, and the text around it is not reordered by it.
 *
 * @example
 * <Amount value="9998.74999" symbol="ETH" /> // '9.998,749 ETH' in es
 */
export function Amount({ value, symbol }: AmountProps): ReactElement {
  const format = useFormatAmount()
  return <bdi className="al-amount">{format(value, symbol)}</bdi>
}
