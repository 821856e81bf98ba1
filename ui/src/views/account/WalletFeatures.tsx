// The Account view's wallet-feature buttons (the `walletFeatures` slot: on-ramp, swaps, receive, send)
// and the plugins' Account actions (the `accountActions` slot, e.g. choose a name), as list rows.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { CSSProperties, ReactElement } from 'react'
import { Icon, type IconName, isIconName } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useTranslated, useUiMessages } from '../../i18n/useUiMessages'
import { visitorError } from '../../i18n/visitorError'
import { accountActionEntries, openSlotTarget, walletFeatureEntries } from '../../slots/slotEntries'

/** Opens an entry's view with its params (loading its lazy plugin first); a failure shows in the snackbar. */
function open(airlock: Airlock, entry: { view: string; params?: unknown }): void {
  openSlotTarget(airlock, entry).catch((error: unknown) => airlock.notify(visitorError(error)))
}

/** An entry's icon name when it is one of ui's icons, else `fallback`. */
function iconOf(icon: string | undefined, fallback: IconName): IconName {
  return icon !== undefined && isIconName(icon) ? icon : fallback
}

/** The row of wallet-feature buttons, shown ones only, in `walletFeaturesOrder` (else each entry's order). */
export const WalletFeatures = observer(function WalletFeatures(): ReactElement | null {
  const airlock = useAirlock()
  const t = useUiMessages()
  const translated = useTranslated()
  const entries = walletFeatureEntries(airlock)
  if (entries.length === 0) return null
  return (
    <nav
      className="al-features"
      aria-label={t('walletFeatures')}
      style={{ '--airlock-feature-count': entries.length } as CSSProperties}
    >
      {entries.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className="al-feature"
          data-feature={entry.id}
          onClick={() => open(airlock, entry)}
        >
          <span className="al-feature-icon">
            <Icon name={iconOf(entry.icon, 'plus')} />
          </span>
          {translated(entry.label)}
        </button>
      ))}
    </nav>
  )
})

/** The plugins' Account actions (e.g. choose a name), shown ones only, as list rows opening their view. */
export const AccountActions = observer(function AccountActions(): ReactElement | null {
  const airlock = useAirlock()
  const translated = useTranslated()
  const entries = accountActionEntries(airlock)
  if (entries.length === 0) return null
  return (
    <div className="al-list">
      {entries.map((entry) => (
        <ListItem
          key={entry.id}
          data-action={entry.id}
          label={translated(entry.label)}
          image={
            entry.icon !== undefined && !isIconName(entry.icon) ? (
              <WalletImage src={entry.icon} name={entry.label} size={32} round decorative />
            ) : (
              <span className="al-asset-icon" aria-hidden="true">
                <Icon name={iconOf(entry.icon, 'user')} />
              </span>
            )
          }
          chevron
          onClick={() => open(airlock, entry)}
        />
      ))}
    </div>
  )
})
