// A read-only, live view of the instance's MobX stores.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { displayJson } from '../safeJson'
import { Panel } from './Panel'

/** The state worth reading, per store (observed, so the view follows every change). */
export function storesSnapshot(airlock: Airlock): Record<string, unknown> {
  const s = airlock.stores
  return {
    modal: { open: s.modal.open, loading: s.modal.loading },
    router: { view: s.router.view, history: s.router.history.map((e) => e.view) },
    connection: {
      statuses: s.connection.statuses,
      connectorIds: s.connection.connectorIds,
      connectors: s.connection.connectors.map((c) => `${c.type} ${c.name}`),
      wallets: s.connection.wallets.map((w) => `${w.name} (${w.namespaces.join(', ')})`),
      recentWallets: s.connection.recentWallets,
      lastErrors: s.connection.lastErrors,
    },
    account: s.account.accounts,
    network: {
      active: s.network.activeNetwork.caipNetworkId,
      networks: s.network.networks.map((n) => n.caipNetworkId),
      unsupportedChainId: s.network.unsupportedChainId,
    },
    options: { features: s.options.features, connectMethodsOrder: s.options.connectMethodsOrder },
    theme: { themeMode: s.theme.themeMode, themeVariables: s.theme.themeVariables },
    transactions: {
      count: s.transactions.transactions.length,
      next: s.transactions.next,
    },
    plugins: s.plugins.states,
    pendingTransactions: airlock.transactions.pending.map((t) => t.hash),
    slots: {
      walletFeatures: airlock.slots.entries('walletFeatures').map((e) => e.id),
      accountActions: airlock.slots.entries('accountActions').map((e) => e.id),
      accountTabs: airlock.slots.entries('accountTabs').map((e) => e.id),
      connectMethods: airlock.slots.entries('connectMethods').map((e) => e.id),
    },
  }
}

/** One collapsible JSON block per store. */
export const StoresView = observer(function StoresView({ airlock }: { airlock: Airlock }): ReactElement {
  const snapshot = storesSnapshot(airlock)
  return (
    <Panel title="Stores" wide>
      {Object.entries(snapshot).map(([name, value]) => (
        <details key={name} open={name === 'connection' || name === 'account'}>
          <summary>{name}</summary>
          <pre data-store={name}>{displayJson(value, 5)}</pre>
        </details>
      ))}
    </Panel>
  )
})
