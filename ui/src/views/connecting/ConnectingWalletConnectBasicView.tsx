// ConnectingWalletConnectBasic: basic WalletConnect mode (no chain adapters) — the QR code, plus the
// catalogue's wallets through All Wallets.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { Icon } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { useAirlock } from '../../hooks/useAirlock'
import { WalletConnectPanel } from './WalletConnectPanel'

/** The ConnectingWalletConnectBasic view. */
export const ConnectingWalletConnectBasicView = observer(
  function ConnectingWalletConnectBasicView(): ReactElement {
    const airlock = useAirlock()
    return (
      <div className="al-stack" style={{ gap: 12 }}>
        <WalletConnectPanel />
        {airlock.stores.options.features.allWallets ? (
          <ListItem
            label="All Wallets"
            image={
              <span className="al-image" aria-hidden="true">
                <Icon name="grid" />
              </span>
            }
            chevron
            onClick={() => void airlock.show('AllWallets')}
          />
        ) : null}
      </div>
    )
  },
)
