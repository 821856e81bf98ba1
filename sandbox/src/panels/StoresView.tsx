// A read-only, live view of the instance's state (its read model, through `airlock.get`).
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { displayJson } from '../safeJson'
import { Panel } from './Panel'

/** The state worth reading, per part of the read model (read in an observer, so the view follows it). */
export function storesSnapshot(airlock: Airlock): Record<string, unknown> {
  return airlock.get((s) => {
    const { connection, network } = s
    return {
      modal: { open: s.modal.open, loading: s.modal.loading, gate: s.modal.gate?.view },
      router: { view: s.modal.view.view, history: s.modal.history.map((e) => e.view) },
      connection: {
        status: connection.status,
        statuses: Object.fromEntries(connection.namespaces.map((n) => [n, connection.statusOf(n)])),
        connectorIds: Object.fromEntries(connection.namespaces.map((n) => [n, connection.connectorIdOf(n)])),
        connectors: connection.connectors.map((c) => `${c.type} ${c.name}`),
        wallets: connection.wallets.map((w) => `${w.name} (${w.namespaces.join(', ')})`),
        recentWallets: connection.recentWallets,
        lastErrors: Object.fromEntries(
          connection.connectors.flatMap((c) => {
            const error = connection.lastError(c.id)
            return error ? [[c.id, error.shortMessage]] : []
          }),
        ),
      },
      account: Object.fromEntries(network.namespaces.map((n) => [n, s.accountOf(n)])),
      network: {
        active: network.active.caipNetworkId,
        networks: network.all.map((n) => n.caipNetworkId),
        unsupportedChainId: network.unsupportedChainId,
      },
      options: { features: s.features, connectMethodsOrder: s.connectMethodsOrder },
      theme: s.theme,
      history: { count: s.history.items.length, hasMore: s.history.hasMore },
      plugins: Object.fromEntries(s.plugins.configured.map((name) => [name, s.plugins.state(name)])),
      pendingTransactions: s.transactions.filter((t) => t.status === 'pending').map((t) => t.hash),
      slots: {
        walletFeatures: s.slot('walletFeatures').map((e) => e.id),
        accountActions: s.slot('accountActions').map((e) => e.id),
        accountTabs: s.slot('accountTabs').map((e) => e.id),
        connectMethods: s.slot('connectMethods').map((e) => e.id),
      },
    }
  })
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
