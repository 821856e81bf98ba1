// The alert surface of the modal: the current alert's title and what to do, above the view, until dismissed.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { Icon } from '../components/Icon'
import { IconButton } from '../components/IconButton'
import { ScopedStyle } from '../components/ScopedStyle'
import { alertsOf } from './alertStore'
import { ALERT_MESSAGES } from './messages'

const CSS = `
.al-alert { display: flex; align-items: flex-start; gap: 10px; margin: 0 16px 12px; padding: 10px 8px 10px 12px;
  border-radius: var(--airlock-radius-2); border: 1px solid color-mix(in srgb, var(--airlock-error) 40%, transparent);
  background: color-mix(in srgb, var(--airlock-error) 10%, transparent); color: var(--airlock-fg); }
.al-alert-icon { color: var(--airlock-error); flex: none; padding-top: 2px; }
.al-alert-text { flex: 1; min-width: 0; }
.al-alert-title { margin: 0; font-weight: 600; font-size: var(--airlock-text-body); }
.al-alert-body { margin: 4px 0 0; color: var(--airlock-fg-2); font-size: var(--airlock-text-small); }
`

/** Shows the instance's current alert (nothing when there is none). */
export const AlertBanner = observer(function AlertBanner({
  airlock,
}: {
  airlock: Airlock
}): ReactElement | null {
  const store = alertsOf(airlock)
  const alert = store.current
  if (!alert) return null
  return (
    <div className="al-alert" role="alert" data-alert-id={alert.id}>
      <ScopedStyle css={CSS} />
      <span className="al-alert-icon">
        <Icon name="warning" size="sm" />
      </span>
      <div className="al-alert-text">
        <p className="al-alert-title">{alert.shortMessage}</p>
        <p className="al-alert-body">{alert.longMessage}</p>
      </div>
      <IconButton icon="close" size="sm" label={ALERT_MESSAGES.dismiss} onClick={() => store.dismiss()} />
    </div>
  )
})
