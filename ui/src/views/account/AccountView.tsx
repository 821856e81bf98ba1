// The Account view: header, wallet features, plugin actions, Tokens / NFTs / Activity tabs, disconnect.
import { observer } from 'mobx-react-lite'
import { type ReactElement, useState } from 'react'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { ScopedStyle } from '../../components/Layout'
import { ListItem } from '../../components/ListItem'
import { type TabItem, Tabs } from '../../components/Tabs'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { AccountHeader, NetworkPill } from './AccountHeader'
import { ActivityTab } from './ActivityTab'
import { accountStyles } from './accountStyles'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'
import { useBalanceRefresh } from './useBalanceRefresh'
import { AccountActions, WalletFeatures } from './WalletFeatures'

type TabKey = 'tokens' | 'nfts' | 'activity'

const TABS: readonly TabItem<TabKey>[] = [
  { key: 'tokens', label: 'Tokens' },
  { key: 'nfts', label: 'NFTs' },
  { key: 'activity', label: 'Activity' },
]

/** Text of the Account view when no wallet is connected. */
export const NOT_CONNECTED = 'No wallet connected'

/** Label of the disconnect button. */
export const DISCONNECT = 'Disconnect'

/** The Account view (reads the Airlock instance from context; no props). */
export const AccountView = observer(function AccountView(): ReactElement {
  const airlock = useAirlock()
  const { account, network, options } = airlock.stores
  const namespace = network.activeNamespace
  const active = account.active
  const balances = useBalanceRefresh(active.address)
  const [disconnecting, setDisconnecting] = useState(false)

  const tabs = options.isEnabled('history') ? TABS : TABS.filter((t) => t.key !== 'activity')
  const selected = tabs[active.currentTab]?.key ?? 'tokens'
  const select = (key: TabKey) =>
    account.patch(namespace, { currentTab: TABS.findIndex((t) => t.key === key) })

  const disconnect = async () => {
    setDisconnecting(true)
    try {
      await airlock.disconnect()
      airlock.close()
    } catch {
      // The kernel shows 'Failed to disconnect' in the snackbar and still resets the connection.
    } finally {
      setDisconnecting(false)
    }
  }

  if (!active.address) {
    return (
      <div className="al-empty" data-testid="account-view">
        <Text tone="secondary">{NOT_CONNECTED}</Text>
        <Button onClick={() => airlock.stores.router.reset('Connect')}>Connect a wallet</Button>
      </div>
    )
  }

  return (
    <div className="al-account" data-testid="account-view">
      <ScopedStyle css={accountStyles} />
      <div className="al-account-top">
        <NetworkPill />
      </div>
      <AccountHeader />
      <WalletFeatures />
      <AccountActions />
      <div>
        <Tabs
          tabs={tabs}
          selected={selected}
          onSelect={select}
          label="Account assets"
          idPrefix="al-account"
        />
        <div
          className="al-tabpanel"
          role="tabpanel"
          id={`al-account-panel-${selected}`}
          aria-labelledby={`al-account-tab-${selected}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
          tabIndex={0}
        >
          {selected === 'tokens' ? <TokensTab state={balances} /> : null}
          {selected === 'nfts' ? <NftsTab /> : null}
          {selected === 'activity' ? <ActivityTab /> : null}
        </div>
      </div>
      <ListItem
        label={DISCONNECT}
        disabled={disconnecting}
        aria-busy={disconnecting || undefined}
        image={
          <span className="al-asset-icon" aria-hidden="true">
            <Icon name="disconnect" />
          </span>
        }
        onClick={() => void disconnect()}
      />
    </div>
  )
})
