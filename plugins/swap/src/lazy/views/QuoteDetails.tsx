// The quote's figures (spec §2): rate, network cost in the native token and USD, provider fee, price
// impact, max. slippage and minimum received, in the visitor's locale.
import { formatCurrency, formatNumber, Row, Stack, Text, useMessages } from '@airlock/ui'
import type { ReactElement } from 'react'
import { SWAP_MESSAGES } from '../../messages'
import type { SwapReview } from '../../quote'
import type { SwapToken } from '../../schemas'
import { localQuoteAmounts } from './localAmounts'

/** One labelled figure. */
function Figure(props: { label: string; value: string; testId: string }): ReactElement {
  return (
    <Row gap={8}>
      <Text variant="small" tone="secondary">
        {props.label}
      </Text>
      <Text variant="small-strong">
        <span data-testid={props.testId}>{props.value}</span>
      </Text>
    </Row>
  )
}

/** The figures of one quote. */
export function QuoteDetails(props: {
  review: SwapReview
  from: SwapToken
  to: SwapToken
  locale: string
  symbol: string
}): ReactElement {
  const t = useMessages(SWAP_MESSAGES)
  const { review, from, to, locale, symbol } = props
  const usd = (v: number) => formatCurrency(v, 'USD', locale)
  const amounts = localQuoteAmounts(review, from, locale)
  return (
    <Stack gap={4}>
      <Figure
        label={t('rate')}
        testId="swap-rate"
        value={t('rateValue', {
          from: from.symbol,
          to: to.symbol,
          rate: formatNumber(review.rate, locale, { maximumFractionDigits: 6 }),
        })}
      />
      <Figure
        label={t('networkCost')}
        testId="swap-network-cost"
        value={`${amounts.networkCost} ${symbol} (${usd(review.networkCost.usd)})`}
      />
      <Figure
        label={t('providerFee')}
        testId="swap-provider-fee"
        value={`${amounts.providerFee} ${from.symbol} (${usd(review.providerFee.usd)})`}
      />
      <Figure
        label={t('priceImpact')}
        testId="swap-price-impact"
        value={`${formatNumber(review.priceImpact, locale, { maximumFractionDigits: 2 })} %`}
      />
      <Figure
        label={t('maxSlippage')}
        testId="swap-slippage"
        value={`${formatNumber(review.slippagePercent, locale)} %`}
      />
      <Figure
        label={t('minimumReceived')}
        testId="swap-minimum-received"
        value={`${amounts.minimumReceived} ${to.symbol}`}
      />
    </Stack>
  )
}
