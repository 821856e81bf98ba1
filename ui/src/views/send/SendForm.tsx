// The Send view's form step: amount (numeric-input rule, Max), token picker, receiver and the preview button.
import { isAllowedNumericKey } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { Input } from '../../components/Input'
import { useInitialFocus } from '../../hooks/useInitialFocus'
import { UI_EN } from '../../i18n/uiMessages'
import { useFormatAmount } from '../../i18n/useFormatAmount'
import { useTranslated, useUiMessages } from '../../i18n/useUiMessages'
import { InlineError } from '../InlineError'
import type { SendFormState } from './SendFormState'
import { TokenButton, TokenList } from './TokenPicker'

/** Placeholder of the receiver field (chain-neutral: the active adapter's address rules check it). */
export const RECEIVER_PLACEHOLDER = UI_EN.addressPlaceholder

/** Label of the button that goes to the preview. */
export const PREVIEW_SEND = UI_EN.previewSend

/** The form step. */
export const SendForm = observer(function SendForm({ form }: { form: SendFormState }): ReactElement {
  const t = useUiMessages()
  const formatInText = useFormatAmount({ inText: true })
  const translated = useTranslated()
  const [picking, setPicking] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)
  useInitialFocus(amountRef)
  const token = form.token
  const blocker = form.blocker
  return (
    <form
      className="al-send"
      onSubmit={(event) => {
        event.preventDefault()
        void form.preview()
      }}
    >
      <div className="al-send-card">
        <label htmlFor="al-send-amount" className="al-text" data-variant="small-strong" data-tone="secondary">
          {t('amount')}
        </label>
        <div className="al-send-amount-row">
          <input
            ref={amountRef}
            id="al-send-amount"
            className="al-send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.amount}
            aria-describedby="al-send-balance"
            aria-invalid={blocker === 'Insufficient balance' || undefined}
            onKeyDown={(event) => {
              if (!isAllowedNumericKey(event, form.amount)) event.preventDefault()
            }}
            onChange={(event) => form.setAmount(event.target.value)}
          />
          <TokenButton form={form} open={picking} onToggle={() => setPicking((p) => !p)} />
        </div>
        <div className="al-send-meta">
          <span id="al-send-balance">
            {t('balance', { balance: formatInText(token.balance, token.symbol) })}
          </span>
          <button type="button" className="al-max" onClick={() => void form.setMax()}>
            {t('maxAmount')}
            <span className="al-sr-only">{t('amountHint')}</span>
          </button>
        </div>
      </div>
      {picking ? <TokenList form={form} onChosen={() => setPicking(false)} /> : null}
      <Input
        label={t('receiverAddress')}
        showLabel
        placeholder={t('addressPlaceholder')}
        value={form.receiver}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        error={form.receiverError === undefined ? undefined : translated(form.receiverError)}
        onChange={(event) => form.setReceiver(event.target.value)}
      />
      <InlineError error={form.error} />
      <Button type="submit" fullWidth size="lg" disabled={blocker !== undefined} loading={form.checking}>
        {blocker === undefined ? t('previewSend') : translated(blocker)}
      </Button>
    </form>
  )
})
