// Loading placeholders for the Account view's lists.
import type { ReactElement } from 'react'
import { useUiMessages } from '../../i18n/useUiMessages'

/** `rows` pulsing placeholder rows (an icon and two lines), announced once as loading. */
export function SkeletonRows({ rows = 3, label }: { rows?: number; label?: string }): ReactElement {
  const t = useUiMessages()
  return (
    <div role="status" aria-label={label ?? t('loading')} data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="al-asset-row" aria-hidden="true">
          <span className="al-skeleton" style={{ width: 40, height: 40, borderRadius: 999 }} />
          <span className="al-asset-main">
            <span className="al-skeleton" style={{ width: '55%', height: 12 }} />
            <span className="al-skeleton" style={{ width: '35%', height: 10 }} />
          </span>
          <span className="al-skeleton" style={{ width: 56, height: 12 }} />
        </div>
      ))}
    </div>
  )
}
