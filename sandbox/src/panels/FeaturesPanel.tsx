// Feature flags, toggled live on the instance's options store.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { BOOLEAN_FLAGS, type SandboxState } from '../sandboxState'
import { Panel } from './Panel'

/** Props shared by the panels that edit the setup. */
export interface SetupPanelProps {
  airlock: Airlock
  state: SandboxState
  onChange(patch: Partial<SandboxState>): void
}

/** One checkbox per boolean feature flag; changes apply at once and go into the URL. */
export const FeaturesPanel = observer(function FeaturesPanel({
  airlock,
  state,
  onChange,
}: SetupPanelProps): ReactElement {
  const { options } = airlock.stores
  const toggle = (flag: (typeof BOOLEAN_FLAGS)[number], value: boolean) => {
    airlock.stores.options.setFeatures({ [flag]: value })
    onChange({ features: { ...state.features, [flag]: value } })
  }
  return (
    <Panel title="Features">
      <ul className="sb-list">
        {BOOLEAN_FLAGS.map((flag) => (
          <li key={flag}>
            <label>
              <input
                type="checkbox"
                checked={options.isEnabled(flag)}
                onChange={(e) => toggle(flag, e.currentTarget.checked)}
              />{' '}
              {flag}
            </label>
          </li>
        ))}
      </ul>
      <p className="sb-hint">Connect methods: {options.connectMethodsOrder.join(', ')}</p>
      <p className="sb-hint">
        Flags no configured plugin declares (e.g. swaps, on-ramp) are accepted and have no effect.
      </p>
    </Panel>
  )
})
