// The choices a chain adapter offers for a transfer (e.g. Bitcoin's fee speeds), in the Send preview: a
// radio group (native radios: arrow keys move and choose, Tab leaves), each with its fee; only shown when
// the adapter offers choices. The view knows no chain: labels and details come from the adapter.
import type { ChainFee } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useId } from 'react'
import type { SendFormState } from './SendFormState'
import { useChainText } from './useChainText'

/** The radio group of the offered choices (each fee shown by `formatFee`), or nothing when none is offered. */
export const TransferChoicesField = observer(function TransferChoicesField({
  form,
  formatFee,
}: {
  form: SendFormState
  formatFee: (fee: ChainFee) => string
}): ReactElement | null {
  const text = useChainText()
  const name = useId()
  const offered = form.offered
  if (!offered) return null
  return (
    <fieldset className="al-choices" data-testid="send-choices" disabled={form.sending}>
      <legend className="al-text" data-variant="small-strong" data-tone="secondary">
        {text(offered.label)}
      </legend>
      {offered.choices.map((choice) => (
        <label key={choice.id} className="al-choice">
          <input
            type="radio"
            name={name}
            value={choice.id}
            checked={form.choiceId === choice.id}
            onChange={() => form.choose(choice.id)}
          />
          <span className="al-choice-text">
            <span className="al-text" data-variant="small-strong">
              {text(choice.label)}
            </span>
            {choice.detail !== undefined ? (
              <span className="al-text" data-variant="small" data-tone="secondary">
                <bdi>{text(choice.detail)}</bdi>
              </span>
            ) : null}
          </span>
          <span className="al-text al-choice-fee" data-variant="small-strong">
            <bdi>{formatFee(choice.fee)}</bdi>
          </span>
        </label>
      ))}
    </fieldset>
  )
})
