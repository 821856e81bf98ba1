// The quote's figures (spec §2): rate, network cost in the native token and USD, provider fee, price
// impact, max. slippage and minimum received.
import { formatCurrency, formatNumber, Row, Stack, Text, useMessages } from '@airlock/ui'
import type { ReactElement } from 'react'
import { formatAmount } from '../../amount'
import { SWAP_MESSAGES } from '../../messages'
import type { SwapReview } from '../../quote'
import type { SwapToken } from '../../schemas'

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
  const fee = formatAmount(review.providerFee.units, from.decimals ?? 18, 6)
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
        value={`${formatAmount(review.networkCost.units, 18, 8)} ${symbol} (${usd(review.networkCost.usd)})`}
      />
      <Figure
        label={t('providerFee')}
        testId="swap-provider-fee"
        value={`${fee} ${from.symbol} (${usd(review.providerFee.usd)})`}
      />
      <Figure
        label={t('priceImpact')}
        testId="swap-price-impact"
        value={`${formatNumber(review.priceImpact, locale, { maximumFractionDigits: 2 })} %`}
      />
      <Figure label={t('maxSlippage')} testId="swap-slippage" value={`${review.slippagePercent} %`} />
      <Figure
        label={t('minimumReceived')}
        testId="swap-minimum-received"
        value={`${review.minimumReceived.shown} ${to.symbol}`}
      />
    </Stack>
  )
}
