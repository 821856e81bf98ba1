// The Account view's wallet-feature buttons (on-ramp, swaps, receive, send) and other plugin actions.
import type { AccountAction, WalletFeature } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { CSSProperties, ReactElement } from 'react'
import { Icon, type IconName } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { useAirlock } from '../../hooks/useAirlock'
import { userMessage } from './userMessage'
import { extraAccountActions, walletFeatureButtons } from './walletFeatureButtons'

const FEATURE_ICONS: Record<WalletFeature, IconName> = {
  onramp: 'plus',
  swaps: 'swap',
  receive: 'arrowDown',
  send: 'arrowUp',
}

/** Runs a plugin action (loading its lazy plugin first); a failure shows in the snackbar. */
function useRunAction(): (action: AccountAction) => void {
  const airlock = useAirlock()
  return (action) => {
    airlock
      .invokeAction(action.id)
      .catch((error: unknown) => airlock.stores.snackbar.showError(userMessage(error)))
  }
}

/** The row of wallet-feature buttons, in `walletFeaturesOrder`, only those enabled and provided. */
export const WalletFeatures = observer(function WalletFeatures(): ReactElement | null {
  const airlock = useAirlock()
  const run = useRunAction()
  const buttons = walletFeatureButtons(airlock)
  if (buttons.length === 0) return null
  return (
    <nav
      className="al-features"
      aria-label="Wallet features"
      style={{ '--al-feature-count': buttons.length } as CSSProperties}
    >
      {buttons.map((button) => (
        <button
          key={button.feature}
          type="button"
          className="al-feature"
          data-feature={button.feature}
          onClick={() => {
            if (button.action) run(button.action)
            else void airlock.show(button.feature === 'send' ? 'Send' : 'Receive')
          }}
        >
          <span className="al-feature-icon">
            <Icon name={FEATURE_ICONS[button.feature]} />
          </span>
          {button.label}
        </button>
      ))}
    </nav>
  )
})

/** Plugin account actions other than wallet features (e.g. choose a name), as list rows. */
export const AccountActions = observer(function AccountActions(): ReactElement | null {
  const airlock = useAirlock()
  const run = useRunAction()
  const actions = extraAccountActions(airlock)
  if (actions.length === 0) return null
  return (
    <div className="al-list">
      {actions.map((action) => (
        <ListItem
          key={action.id}
          data-action={action.id}
          label={action.label}
          image={
            <span className="al-asset-icon" aria-hidden="true">
              <Icon name="user" />
            </span>
          }
          chevron
          onClick={() => run(action)}
        />
      ))}
    </div>
  )
})
