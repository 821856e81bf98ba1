// The Send view: form, then preview, then the wallet; back to Account when the transaction started.
import { observer } from 'mobx-react-lite'
import { type ReactElement, useState } from 'react'
import { ScopedStyle } from '../../components/ScopedStyle'
import { useAirlock } from '../../hooks/useAirlock'
import { SendForm } from './SendForm'
import { SendFormState } from './SendFormState'
import { SendPreview } from './SendPreview'
import { sendStyles } from './sendStyles'

/** The Send view (reads the Airlock instance from context; no props). */
export const SendView = observer(function SendView(): ReactElement {
  const airlock = useAirlock()
  const [form] = useState(() => new SendFormState(airlock))
  return (
    <div data-testid="send-view">
      <ScopedStyle css={sendStyles} />
      {form.step === 'form' ? <SendForm form={form} /> : <SendPreview form={form} />}
    </div>
  )
})
