// The Send view's form step: amount (numeric-input rule, Max), token picker, receiver and the preview button.
import { formatBalance, isAllowedNumericKey } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { Input } from '../../components/Input'
import { Text } from '../../components/Text'
import type { SendFormState } from './SendFormState'
import { TokenButton, TokenList } from './TokenPicker'

/** Placeholder of the receiver field (chain-neutral: the active adapter's address rules check it). */
export const RECEIVER_PLACEHOLDER = 'Address'

/** Label of the button that goes to the preview. */
export const PREVIEW_SEND = 'Preview send'

/** The form step. */
export const SendForm = observer(function SendForm({ form }: { form: SendFormState }): ReactElement {
  const [picking, setPicking] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)
  useEffect(() => amountRef.current?.focus(), [])
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
          Amount
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
          <span id="al-send-balance">Balance: {formatBalance(token.balance, token.symbol)}</span>
          <button type="button" className="al-max" onClick={() => void form.setMax()}>
            Max<span className="al-sr-only"> amount</span>
          </button>
        </div>
      </div>
      {picking ? <TokenList form={form} onChosen={() => setPicking(false)} /> : null}
      <Input
        label="Receiver address"
        showLabel
        placeholder={RECEIVER_PLACEHOLDER}
        value={form.receiver}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        error={form.receiverError}
        onChange={(event) => form.setReceiver(event.target.value)}
      />
      {form.error ? (
        <div role="alert">
          <Text tone="error" variant="small" align="center" as="p">
            {form.error}
          </Text>
        </div>
      ) : null}
      <Button type="submit" fullWidth size="lg" disabled={blocker !== undefined} loading={form.checking}>
        {blocker ?? PREVIEW_SEND}
      </Button>
    </form>
  )
})
