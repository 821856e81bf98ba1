// The Buy form: what to buy (the active network's assets), the fiat currency and payment method, and the
// amount under the spec's numeric-input rule, checked against the method's limits as it is typed; quotes are
// asked only for an amount that passed (nothing is requested otherwise), then listed side by side.
import { Input, observer, Stack, useDebouncedValue } from '@airlock/ui'
import { type ReactElement, useEffect, useId, useRef } from 'react'
import type { OnrampMessageKey } from '../../texts'
import { Line } from './Line'
import { QuoteList } from './QuoteList'
import { errorText, textOf, useOnramp } from './useOnramp'

/** Wait after the last edit before quotes are asked, in ms. */
const QUOTE_DEBOUNCE_MS = 400

const METHOD_KEYS: Readonly<Record<string, OnrampMessageKey>> = {
  card: 'paymentMethodCard',
  ach_bank_account: 'paymentMethodAch',
}

function Select(props: {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  testId: string
}): ReactElement {
  const id = useId()
  return (
    <div className="al-stack" style={{ gap: 6 }}>
      <label htmlFor={id} className="al-text" data-variant="small-strong" data-tone="secondary">
        {props.label}
      </label>
      <div className="al-input-wrap">
        <select
          id={id}
          className="al-input"
          value={props.value}
          data-testid={props.testId}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** The form part of the Buy view. */
export const BuyForm = observer(function BuyForm(): ReactElement {
  const { controller, t, target } = useOnramp()
  const resolved = controller.resolved
  const network = target?.network ?? ''
  const currencies = controller.currenciesFor(network)
  const purchase = controller.purchaseFor(network)
  const check = controller.amountCheck
  const limits = controller.limits
  const request = `${network}|${purchase?.currency.symbol}|${controller.paymentCurrency}|${controller.paymentMethod}|${controller.amount}`
  const debounced = useDebouncedValue(request, QUOTE_DEBOUNCE_MS)
  const ready = check !== undefined && 'amount' in check && purchase !== undefined
  // The target is part of `request`, which names everything a quote depends on; read it through a ref.
  const targetRef = useRef(target)
  targetRef.current = target
  useEffect(() => {
    const current = targetRef.current
    if (debounced === request && ready && current) void controller.requestQuotes(current)
  }, [debounced, request, ready, controller])
  const closed = controller.session.state
  if (!resolved)
    return (
      <Line as="p" tone="secondary">
        {t('quotesLoading')}
      </Line>
    )
  const amountError = controller.amount !== '' && check && 'error' in check ? check.error : undefined
  return (
    <Stack gap={12}>
      {closed.phase === 'closed' ? (
        <Line as="p" variant="small" tone="secondary" data-testid="onramp-closed" role="status">
          {t('popupClosed', { provider: closed.purchase.providerName })}
        </Line>
      ) : null}
      {resolved.defaults ? (
        <Line as="p" variant="small" tone="secondary" data-testid="onramp-defaults">
          {t('defaultsNotice')}
        </Line>
      ) : null}
      {currencies.length === 0 ? (
        <Line as="p" variant="small" data-testid="onramp-no-currencies" role="status">
          {t('noCurrencies', { network: target?.networkName ?? network })}
        </Line>
      ) : (
        <Select
          label={t('purchaseCurrencyLabel')}
          testId="onramp-asset"
          value={purchase?.currency.symbol ?? ''}
          options={currencies.map((c) => ({ value: c.currency.symbol, label: c.currency.symbol }))}
          onChange={(v) => controller.setPurchaseSymbol(v)}
        />
      )}
      <Select
        label={t('paymentCurrencyLabel')}
        testId="onramp-fiat"
        value={controller.paymentCurrency}
        options={controller.paymentCurrencies.map((id) => ({ value: id, label: id }))}
        onChange={(v) => controller.setPaymentCurrency(v)}
      />
      <Select
        label={t('paymentMethodLabel')}
        testId="onramp-method"
        value={controller.paymentMethod}
        options={controller.paymentMethods.map((id) => {
          const key = METHOD_KEYS[id]
          return { value: id, label: key ? textOf(t, key) : id }
        })}
        onChange={(v) => controller.setPaymentMethod(v)}
      />
      <Input
        label={t('amountLabel')}
        showLabel
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        data-testid="onramp-amount"
        value={controller.amount}
        error={amountError ? errorText(t, amountError) : undefined}
        onChange={(event) => controller.setAmount(event.target.value)}
      />
      {limits ? (
        <Line as="p" variant="small" tone="secondary" data-testid="onramp-limits">
          {t('limitsHint', { min: limits.min, max: limits.max, currency: controller.paymentCurrency })}
        </Line>
      ) : null}
      {ready ? <QuoteList /> : null}
    </Stack>
  )
})
