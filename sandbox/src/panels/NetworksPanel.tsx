// The configured networks, the active one, and a switch (asks the wallet when connected).
import { observer } from 'mobx-react-lite'
import { type ReactElement, useState } from 'react'
import type { SetupPanelProps } from './FeaturesPanel'
import { Panel } from './Panel'

/** Lists every network with its RPC URL; "Make active" switches and keeps the choice in the URL. */
export const NetworksPanel = observer(function NetworksPanel({
  airlock,
  onChange,
}: SetupPanelProps): ReactElement {
  const network = airlock.get((s) => s.network)
  const [error, setError] = useState('')
  const activate = async (id: string) => {
    setError('')
    try {
      await airlock.switchNetwork(id)
      onChange({ network: id })
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  return (
    <Panel title="Networks">
      <ul className="sb-list">
        {network.all.map((n) => {
          const active = n.caipNetworkId === network.active.caipNetworkId
          return (
            <li key={n.caipNetworkId} data-active={active || undefined}>
              <strong>{n.name}</strong> <code>{n.caipNetworkId}</code>{' '}
              {active ? (
                <span className="sb-tag">active</span>
              ) : (
                <button type="button" onClick={() => void activate(n.caipNetworkId)}>
                  Make active
                </button>
              )}
              <div className="sb-hint">{n.rpcUrls.default.http[0]}</div>
            </li>
          )
        })}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
    </Panel>
  )
})
