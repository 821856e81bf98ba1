// The Account view's notices (the `accountNotices` slot), above the wallet features: each plugin's
// component, shown while its entry's `visible` rule holds, in `order`. Their code loads when first shown.
import { observer } from 'mobx-react-lite'
import { type ReactElement, Suspense } from 'react'
import { useAirlock } from '../../hooks/useAirlock'
import { accountNoticeEntries, slotComponent } from '../../slots/slotEntries'

/** The notices to show (none while the modal waits in standby: a notice may load a plugin's chunk). */
export const AccountNotices = observer(function AccountNotices({
  held,
}: {
  /** The view is pre-rendered in standby: nothing loads. */
  held: boolean
}): ReactElement | null {
  const airlock = useAirlock()
  const entries = accountNoticeEntries(airlock)
  if (held || entries.length === 0) return null
  return (
    <div className="al-account-notices" data-testid="account-notices">
      {entries.map((entry) => {
        const Notice = slotComponent(entry.load)
        return (
          <Suspense key={entry.id} fallback={null}>
            <Notice />
          </Suspense>
        )
      })}
    </div>
  )
})
