// The Networks view: every configured network; choosing one switches and goes back.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { useAirlock } from '../../hooks/useAirlock'
import { useUiMessages } from '../../i18n/useUiMessages'
import { NetworkList } from './NetworkList'

/** The Networks view (reads the Airlock instance from context; no props). */
export const NetworksView = observer(function NetworksView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  return (
    <div data-testid="networks-view">
      <NetworkList
        networks={airlock.get((s) => s.network.all)}
        label={t('networks')}
        onSwitched={() => airlock.back()}
      />
    </div>
  )
})
