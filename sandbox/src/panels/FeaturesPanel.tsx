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
  const { features, connectMethodsOrder } = airlock.get((s) => ({
    features: s.features,
    connectMethodsOrder: s.connectMethodsOrder,
  }))
  const toggle = (flag: (typeof BOOLEAN_FLAGS)[number], value: boolean) => {
    airlock.setFeatures({ [flag]: value })
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
                checked={isOn(features, flag)}
                onChange={(e) => toggle(flag, e.currentTarget.checked)}
              />{' '}
              {flag}
            </label>
          </li>
        ))}
      </ul>
      <p className="sb-hint">Connect methods: {connectMethodsOrder.join(', ')}</p>
      <p className="sb-hint">
        Flags no configured plugin declares (e.g. swaps, on-ramp) are accepted and have no effect.
      </p>
    </Panel>
  )
})

/** A flag is on (the sandbox also lists flags of plugins it does not configure: those read off). */
function isOn(features: object, flag: string): boolean {
  return Object.entries(features).some(([name, value]) => name === flag && value === true)
}
