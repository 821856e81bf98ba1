// The purchase after "Continue with …": in progress (window open, or paid and waiting for the funds), the
// blocked window with the provider's link, and the outcome.
import { Button, observer, Spinner, Stack, useAirlock, useAirlockState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { deliversElsewhere, type Purchase } from '../../purchaseTracker'
import { Line } from './Line'
import { errorText, type OnrampFormat, type OnrampTranslate, useOnramp } from './useOnramp'

function PaidText(props: { purchase: Purchase; t: OnrampTranslate; format: OnrampFormat }): ReactElement {
  return (
    <>
      {`${props.t('totalCost')}: `}
      <bdi>{props.format.fiat(props.purchase.paymentTotal)}</bdi>
    </>
  )
}

/** "Buy in progress": the provider's window is open, or it was paid and the funds are on their way. */
function InProgress(props: { t: OnrampTranslate; detail: string; extra: ReactElement | null }): ReactElement {
  return (
    <Stack gap={12} center>
      <Spinner size={32} label={props.t('buyInProgress')} />
      <Line as="h3" variant="body-strong" data-testid="onramp-status">
        {props.t('buyInProgress')}
      </Line>
      <Line as="p" variant="small" tone="secondary" align="center">
        {props.detail}
      </Line>
      {props.extra}
    </Stack>
  )
}

/** What the Buy view shows once a purchase has started. */
export const PurchaseStatus = observer(function PurchaseStatus(): ReactElement | null {
  const { controller, t, target, format } = useOnramp()
  const airlock = useAirlock()
  const state = controller.session.state
  const purchaseNetwork = state.phase === 'idle' ? undefined : state.purchase.network
  const networkName = useAirlockState((s) =>
    purchaseNetwork === undefined ? undefined : s.network.find(purchaseNetwork)?.name,
  )
  if (state.phase === 'idle' || state.phase === 'closed') return null
  const { purchase } = state
  const provider = purchase.providerName
  const elsewhere =
    target !== undefined && deliversElsewhere(state, target.network, target.address) ? (
      <Line as="p" variant="small" tone="secondary" data-testid="onramp-elsewhere">
        {t('purchaseOtherNetwork', { network: networkName ?? purchase.network })}
      </Line>
    ) : null
  const back = (
    <Button
      variant="secondary"
      fullWidth
      onClick={() => {
        controller.backToForm()
        airlock.back()
      }}
    >
      {t('backToAccount')}
    </Button>
  )
  const retry = (
    <Button variant="secondary" fullWidth onClick={() => controller.backToForm()}>
      {t('retry')}
    </Button>
  )
  switch (state.phase) {
    case 'open':
      return <InProgress t={t} detail={t('continueInWindow', { provider })} extra={elsewhere} />
    case 'blocked':
      return (
        <Stack gap={12}>
          <Line as="p" data-testid="onramp-status" role="alert">
            {t('popupBlocked', { provider })}
          </Line>
          <a
            href={purchase.checkoutUrl}
            target="_blank"
            rel="noopener"
            className="al-btn"
            data-variant="primary"
            data-size="md"
            data-full="true"
            data-testid="onramp-open-link"
            onClick={(event) => {
              // Opened from this click (a user gesture), the window is followed like a popup; if the browser
              // still refuses it, the link opens as a plain new tab and history follows the purchase.
              if (controller.session.openLink()) event.preventDefault()
            }}
          >
            {t('openProviderLink', { provider })}
          </a>
          <Button variant="ghost" fullWidth onClick={() => controller.backToForm()}>
            {t('retry')}
          </Button>
        </Stack>
      )
    case 'pending':
      return (
        <InProgress
          t={t}
          detail={t('waitingForFunds', {
            amount: format.tokenAmount(purchase.expected.amount),
            symbol: purchase.expected.currency,
          })}
          extra={elsewhere}
        />
      )
    case 'success':
      return (
        <Stack gap={12}>
          <Line as="h3" variant="body-strong" tone="success" data-testid="onramp-status" role="status">
            {t('purchaseComplete')}
          </Line>
          <Line as="p" variant="small" data-testid="onramp-received">
            {t('purchaseCompleteDetail', {
              amount: format.tokenAmount(state.order.purchaseAmount?.amount ?? purchase.expected.amount),
              symbol: state.order.purchaseAmount?.currency ?? purchase.expected.currency,
            })}
          </Line>
          {elsewhere}
          {back}
        </Stack>
      )
    case 'failed':
      return (
        <Stack gap={12}>
          <Line as="h3" variant="body-strong" tone="error" data-testid="onramp-status">
            {t('purchaseFailed')}
          </Line>
          <Line
            as="p"
            variant="small"
            data-testid="onramp-failure"
            data-reason={state.order.failureReason ?? ''}
            role="alert"
          >
            {errorText(t, state.error)}
          </Line>
          <Line as="p" variant="small" tone="secondary">
            <PaidText purchase={purchase} t={t} format={format} />
          </Line>
          {retry}
        </Stack>
      )
  }
})
