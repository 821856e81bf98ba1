// Which plugins are configured and which have loaded (lazy ones change state when first needed).
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { Panel } from './Panel'

/** Each configured plugin with its state (pending, disabled, loading, loaded, failed). */
export const PluginsPanel = observer(function PluginsPanel({ airlock }: { airlock: Airlock }): ReactElement {
  const states = airlock.get((s) =>
    s.plugins.configured.map((name) => [name, s.plugins.state(name)] as const),
  )
  const lazy = new Set(airlock.options.plugins.filter((p) => 'lazy' in p).map((p) => p.name))
  return (
    <Panel title="Plugins">
      <table className="sb-table">
        <thead>
          <tr>
            <th scope="col">Plugin</th>
            <th scope="col">Loading</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {states.map(([name, state]) => (
            <tr key={name} data-plugin={name}>
              <td>{name}</td>
              <td>{lazy.has(name) ? 'lazy' : 'eager'}</td>
              <td data-state={state}>{state}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sb-hint">
        Account actions:{' '}
        {airlock
          .get((s) => s.slot('accountActions'))
          .map((a) => a.id)
          .join(', ') || 'none'}
      </p>
    </Panel>
  )
})
