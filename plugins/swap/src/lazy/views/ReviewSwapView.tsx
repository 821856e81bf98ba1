// The review (spec §2, §4): the quote's figures, then Swap: the approval first when the allowance is
// short (a step count), the swap, success → Account, or the error with the view still usable.
import { Button, observer, Stack, Text, useErrorText, useLocale, useMessages } from '@airlock/ui'
import type { ReactElement } from 'react'
import { SWAP_MESSAGES } from '../../messages'
import { localReceived, localTyped } from './localAmounts'
import { QuoteDetails } from './QuoteDetails'
import { useSwap } from './useSwap'

/** The review view ('swap/review'). */
export const ReviewSwapView = observer(function ReviewSwapView(): ReactElement {
  const { store, execution } = useSwap()
  const t = useMessages(SWAP_MESSAGES)
  const errorText = useErrorText()
  const { locale } = useLocale()
  const { from, to, review, quoteStatus } = store
  const busy =
    execution.step === 'loadingTransaction' || execution.step === 'approving' || execution.step === 'swapping'
  const toAmount =
    quoteStatus.status === 'fresh' || quoteStatus.status === 'expired'
      ? quoteStatus.quote.toAmount
      : undefined
  return (
    <Stack gap={16}>
      {from && to && review && toAmount !== undefined && to.decimals !== undefined ? (
        <>
          <Text as="p" variant="large" align="center">
            <span data-testid="swap-review-summary">
              <bdi>{`${localTyped(store.amountText, from.decimals, locale)} ${from.symbol}`}</bdi>
              {' → '}
              <bdi>{`${localReceived(toAmount, to.decimals, locale)} ${to.symbol}`}</bdi>
            </span>
          </Text>
          <QuoteDetails
            review={review}
            from={from}
            to={to}
            locale={locale}
            symbol={store.nativeToken?.symbol ?? 'ETH'}
          />
        </>
      ) : (
        <Text as="p" variant="small" tone="secondary" align="center">
          {t('gettingQuote')}
        </Text>
      )}
      {busy && execution.stepTotal > 1 ? (
        <Text as="p" variant="small" tone="secondary" align="center">
          <span data-testid="swap-step">
            {t('step', { step: execution.stepIndex, total: execution.stepTotal })}
          </span>
        </Text>
      ) : null}
      {execution.step === 'error' && execution.error ? (
        <Text as="p" variant="small" tone="error" align="center">
          <span data-testid="swap-error" role="alert">
            {errorText(execution.error)}
          </span>
        </Text>
      ) : null}
      <Button
        fullWidth
        loading={busy}
        disabled={busy || !store.quoteKey}
        onClick={() => void execution.run()}
        data-testid="swap-submit"
      >
        {execution.step === 'approving'
          ? t('approving')
          : execution.step === 'swapping'
            ? t('swapping')
            : t('swap')}
      </Button>
    </Stack>
  )
})
