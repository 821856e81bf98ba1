// The Networks view: every configured network; choosing one switches and goes back.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { useAirlock } from '../../hooks/useAirlock'
import { NetworkList } from './NetworkList'

/** The Networks view (reads the Airlock instance from context; no props). */
export const NetworksView = observer(function NetworksView(): ReactElement {
  const airlock = useAirlock()
  return (
    <div data-testid="networks-view">
      <NetworkList
        networks={airlock.stores.network.networks}
        label="Networks"
        onSwitched={() => airlock.goBack()}
      />
    </div>
  )
})
