// The providers' quotes side by side, the most delivered after fees first ("Best rate"); a provider that
// could not quote shows as unavailable with its reason and no number.
import { Button, observer, Spinner, Stack } from '@airlock/ui'
import type { ReactElement } from 'react'
import type { QuoteOutcome } from '../../compareQuotes'
import { Line } from './Line'
import type { Money } from './localMoney'
import type { OnrampFormat, OnrampTranslate } from './useOnramp'
import { errorText, useOnramp } from './useOnramp'

function fee(t: OnrampTranslate, format: OnrampFormat, key: 'providerFee' | 'networkFee', money?: Money) {
  return money ? (
    <Line as="p" variant="small" tone="secondary">
      {`${t(key)}: `}
      <bdi>{format.fiat(money)}</bdi>
    </Line>
  ) : null
}

/** The quotes of the typed amount (asked by the form once the amount passed its checks). */
export const QuoteList = observer(function QuoteList(): ReactElement | null {
  const { controller, t, target, format } = useOnramp()
  if (controller.quotesLoading) return <Spinner size={24} label={t('quotesLoading')} />
  const quotes = controller.quotes
  if (!quotes || !target) return null
  const none = quotes.every((q) => 'error' in q)
  const card = (outcome: QuoteOutcome) => {
    const name = outcome.provider.name
    if ('error' in outcome) {
      return (
        <li
          key={outcome.provider.id}
          className="al-stack"
          style={{ gap: 4 }}
          data-quote={outcome.provider.id}
          data-available="false"
        >
          <Line as="p" variant="small-strong">
            {name}
          </Line>
          <Line as="p" variant="small" tone="error">
            {t('quoteUnavailable')}
          </Line>
          <Line as="p" variant="small" tone="secondary">
            {errorText(t, outcome.error)}
          </Line>
        </li>
      )
    }
    const { quote } = outcome
    return (
      <li
        key={outcome.provider.id}
        className="al-stack"
        style={{ gap: 4 }}
        data-quote={outcome.provider.id}
        data-available="true"
        data-amount={quote.purchaseAmount.amount}
        data-best={outcome.best}
      >
        <Line as="p" variant="small-strong">
          {name}
          {outcome.best ? ` · ${t('bestQuote')}` : ''}
        </Line>
        <Line as="p" variant="body-strong" data-testid="onramp-quote-receive">
          {`${t('youReceive')}: `}
          <bdi>{format.token(quote.purchaseAmount)}</bdi>
        </Line>
        {fee(t, format, 'providerFee', quote.providerFee)}
        {fee(t, format, 'networkFee', quote.networkFee)}
        <Line as="p" variant="small" tone="secondary">
          {`${t('totalCost')}: `}
          <bdi>{format.fiat(quote.paymentTotal)}</bdi>
        </Line>
        <Button
          fullWidth
          variant={outcome.best ? 'primary' : 'secondary'}
          loading={controller.checkoutLoading}
          data-testid={`onramp-buy-${outcome.provider.id}`}
          onClick={() => void controller.buy(outcome, target)}
        >
          {t('continueWith', { provider: name })}
        </Button>
      </li>
    )
  }
  return (
    <section aria-label={t('quotesTitle')} className="al-stack" style={{ gap: 8 }}>
      <Line as="h3" variant="small-strong" tone="secondary">
        {t('quotesTitle')}
      </Line>
      {controller.checkoutError ? (
        <Line as="p" variant="small" tone="error" data-testid="onramp-checkout-error" role="alert">
          {errorText(t, controller.checkoutError)}
        </Line>
      ) : null}
      <Stack gap={12}>
        <ul
          className="al-stack"
          style={{ gap: 12, listStyle: 'none', margin: 0, padding: 0 }}
          data-testid="onramp-quotes"
        >
          {quotes.map(card)}
        </ul>
      </Stack>
      {none ? (
        <Button variant="secondary" fullWidth onClick={() => void controller.requestQuotes(target)}>
          {t('retry')}
        </Button>
      ) : null}
    </section>
  )
})
