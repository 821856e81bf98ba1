// The swap form (spec §2): the two tokens, the amount with the numeric-input rule, and the quote as it
// arrives (amount received, 6 decimals; rate; network cost; provider fee; price impact; minimum received).
// A quote for another amount is never shown: it is marked stale until the new one arrives.
import { isAllowedNumericKey } from '@airlock/kernel'
import {
  Button,
  IconButton,
  Input,
  observer,
  Row,
  Spinner,
  Stack,
  Text,
  useAirlock,
  useAirlockState,
  useErrorText,
  useLocale,
  useMessages,
} from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { SWAP_REVIEW_VIEW, SWAP_SELECT_TOKEN_VIEW } from '../../constants'
import { SWAP_MESSAGES } from '../../messages'
import { localReceived } from './localAmounts'
import { QuoteDetails } from './QuoteDetails'
import { useSwap } from './useSwap'

/** The swap form view ('swap/swap'). */
export const SwapView = observer(function SwapView(): ReactElement {
  const airlock = useAirlock()
  const { store, execution } = useSwap()
  const t = useMessages(SWAP_MESSAGES)
  const errorText = useErrorText()
  const { locale } = useLocale()
  const chainId = useAirlockState((s) => s.network.active.caipNetworkId)
  useEffect(() => {
    if (store.chainId !== chainId || store.status !== 'initialized') void store.init()
    execution.reset()
  }, [store, execution, chainId])

  if (store.status !== 'initialized') {
    return (
      <Stack gap={16} center>
        <Spinner />
      </Stack>
    )
  }
  const { from, to, quoteStatus, review } = store
  const received =
    (quoteStatus.status === 'fresh' || quoteStatus.status === 'expired') && to?.decimals !== undefined
      ? localReceived(quoteStatus.quote.toAmount, to.decimals, locale)
      : undefined
  const pick = (side: 'from' | 'to') => void airlock.navigate(SWAP_SELECT_TOKEN_VIEW, { side })
  return (
    <Stack gap={12}>
      <Row gap={8}>
        <Input
          label={t('youPay')}
          showLabel
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={store.amountText}
          data-testid="swap-amount"
          error={store.quoteError ? errorText(store.quoteError) : undefined}
          onKeyDown={(e) => {
            if (!isAllowedNumericKey(e, store.amountText)) e.preventDefault()
          }}
          onChange={(e) => store.setAmount(e.target.value)}
        />
        <Button variant="secondary" onClick={() => pick('from')} data-testid="swap-from-token">
          {from?.symbol ?? t('selectToken')}
        </Button>
      </Row>
      <Row gap={8} center>
        <IconButton icon="swap" label={t('swap')} onClick={() => store.flip()} />
      </Row>
      <Row gap={8}>
        <Stack gap={4}>
          <Text variant="small" tone="secondary">
            {t('youReceive')}
          </Text>
          <Text variant="large">
            <span data-testid="swap-received" data-state={quoteStatus.status}>
              {received ?? (quoteStatus.status === 'stale' || store.quoteLoading ? '…' : '0')}
            </span>
          </Text>
        </Stack>
        <Button variant="secondary" onClick={() => pick('to')} data-testid="swap-to-token">
          {to?.symbol ?? t('selectToken')}
        </Button>
      </Row>
      {quoteStatus.status === 'stale' && store.quoteKey ? (
        <Text as="p" variant="small" tone="secondary">
          <span data-testid="swap-quote-stale">{t('quoteStale')}</span>
        </Text>
      ) : null}
      {quoteStatus.status === 'expired' ? (
        <Text as="p" variant="small" tone="secondary">
          {t('quoteExpired')}
        </Text>
      ) : null}
      {review && from && to ? (
        <QuoteDetails review={review} from={from} to={to} locale={locale} symbol={nativeSymbol(store)} />
      ) : null}
      <Button
        fullWidth
        disabled={!review}
        loading={store.quoteLoading}
        onClick={() => void airlock.navigate(SWAP_REVIEW_VIEW)}
      >
        {t('reviewSwap')}
      </Button>
    </Stack>
  )
})

function nativeSymbol(store: ReturnType<typeof useSwap>['store']): string {
  return store.nativeToken?.symbol ?? 'ETH'
}
