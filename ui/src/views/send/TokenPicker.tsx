// The Send view's token picker: a button showing the selected token and the list of sendable ones.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { Amount } from '../../components/Amount'
import { Icon } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { WalletImage } from '../../components/WalletImage'
import { useUiMessages } from '../../i18n/useUiMessages'
import type { SendFormState } from './SendFormState'

/** Id of the token list, referenced by the picker button. */
export const TOKEN_LIST_ID = 'al-send-token-list'

/** The button that shows the selected token and opens the list. */
export const TokenButton = observer(function TokenButton({
  form,
  open,
  onToggle,
}: {
  form: SendFormState
  open: boolean
  onToggle: () => void
}): ReactElement {
  const t = useUiMessages()
  const token = form.token
  return (
    <button
      type="button"
      className="al-token-btn"
      aria-expanded={open}
      aria-controls={open ? TOKEN_LIST_ID : undefined}
      onClick={onToggle}
    >
      <WalletImage src={token.iconUrl} name={token.symbol} size={28} round decorative />
      {token.symbol}
      <span className="al-sr-only">{t('chooseToken')}</span>
      <Icon name="chevronDown" size="sm" />
    </button>
  )
})

/** The sendable tokens (native currency + tokens with a balance); choosing one closes the list. */
export const TokenList = observer(function TokenList({
  form,
  onChosen,
}: {
  form: SendFormState
  onChosen: () => void
}): ReactElement {
  const m = useUiMessages()
  return (
    <fieldset className="al-token-list" id={TOKEN_LIST_ID}>
      <legend className="al-sr-only">{m('tokensYouCanSend')}</legend>
      {form.tokens.map((t) => (
        <ListItem
          key={t.key}
          aria-pressed={t.key === form.token.key}
          image={<WalletImage src={t.iconUrl} name={t.name} size={32} round decorative />}
          label={t.name}
          end={<Amount value={t.balance} symbol={t.symbol} />}
          onClick={() => {
            form.setToken(t.key)
            onChosen()
          }}
        />
      ))}
    </fieldset>
  )
})
