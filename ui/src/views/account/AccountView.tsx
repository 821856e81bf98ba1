// The Account view: header, notices, wallet features and Account actions (slots), the `accountTabs` slot's tabs
// (ui's Tokens / NFTs / Activity and plugins' tabs), disconnect.

import type { SlotItem } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ComponentType, type ReactElement, Suspense, useState } from 'react'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { ScopedStyle } from '../../components/ScopedStyle'
import { type TabItem, Tabs } from '../../components/Tabs'
import { Text } from '../../components/Text'
import { useUiOptions } from '../../context/uiOptions'
import { useAirlock } from '../../hooks/useAirlock'
import { UI_EN } from '../../i18n/uiMessages'
import { useTranslated, useUiMessages } from '../../i18n/useUiMessages'
import { useIsWarmup } from '../../modal/ModalWarmup'
import { accountTabEntries, slotComponent } from '../../slots/slotEntries'
import { AccountHeader, NetworkPill } from './AccountHeader'
import { AccountNotices } from './AccountNotices'
import { ActivityTab } from './ActivityTab'
import { accountStyles } from './accountStyles'
import { NftsTab } from './NftsTab'
import { SkeletonRows } from './Skeleton'
import { selectedTab, selectTab } from './selectedTab'
import { TokensTab } from './TokensTab'
import { BalanceRefreshContext, useBalanceRefresh } from './useBalanceRefresh'
import { AccountActions, WalletFeatures } from './WalletFeatures'

/** ui's own tab panels, rendered directly (no lazy load) while ui's entry holds the id. */
const OWN_TABS: Readonly<Record<string, ComponentType>> = {
  tokens: TokensTab,
  nfts: NftsTab,
  activity: ActivityTab,
}

/** The panel of a tab entry: ui's own component for ui's entries, else the entry's lazy component. */
function tabPanel(entry: SlotItem<'accountTabs'>): ComponentType {
  return (entry.owner === undefined ? OWN_TABS[entry.id] : undefined) ?? slotComponent(entry.load)
}

/** Text of the Account view when no wallet is connected. */
export const NOT_CONNECTED = UI_EN.notConnected

/** Label of the disconnect button. */
export const DISCONNECT = UI_EN.disconnect

/** The Account view (reads the Airlock instance from context; no props). */
export const AccountView = observer(function AccountView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const translated = useTranslated()
  const { account: active, network } = airlock.get((s) => s)
  const accountKey = `${network.activeNamespace}|${active.address ?? ''}`
  // Pre-rendered in standby (hidden), the view requests nothing unless the integrator asked for prefetching:
  // no balance refresh, and no tab panel but ui's Tokens (it shows the stores' balances; its images are held):
  // other panels load their own data, a plugin's panel its chunk, when shown.
  const { prefetch } = useUiOptions()
  const held = useIsWarmup() && !prefetch
  const balances = useBalanceRefresh(active.address, held)
  const [disconnecting, setDisconnecting] = useState(false)

  const entries = accountTabEntries(airlock)
  const tabs: TabItem<string>[] = entries.map((e) => ({ key: e.id, label: translated(e.label) }))
  const chosen = selectedTab(airlock, accountKey)
  const current = entries.find((e) => e.id === chosen) ?? entries[0]
  const selected = current?.id ?? ''
  const select = (key: string) => selectTab(airlock, accountKey, key)
  const Panel = current ? tabPanel(current) : undefined
  const panelHeld = held && !(current !== undefined && current.owner === undefined && current.id === 'tokens')

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
        <Text tone="secondary">{t('notConnected')}</Text>
        <Button onClick={() => airlock.navigate('Connect', undefined, { mode: 'reset' })}>
          {t('connectAWallet')}
        </Button>
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
      <AccountNotices held={held} />
      <WalletFeatures />
      <AccountActions />
      {Panel ? (
        <div>
          <Tabs
            tabs={tabs}
            selected={selected}
            onSelect={select}
            label={t('accountAssets')}
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
            <BalanceRefreshContext.Provider value={balances}>
              {panelHeld ? (
                <SkeletonRows />
              ) : (
                <Suspense fallback={<SkeletonRows />}>
                  <Panel key={selected} />
                </Suspense>
              )}
            </BalanceRefreshContext.Provider>
          </div>
        </div>
      ) : null}
      <ListItem
        label={t('disconnect')}
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
