// Loading indicator: a rotating arc with a status role for assistive technology.
import type { ReactElement } from 'react'
import { useUiMessages } from '../i18n/useUiMessages'

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px (default 24). */
  size?: number
  /** Announced label (default 'Loading'). */
  label?: string
}

/** An animated spinner; it keeps turning (slowly) under reduced motion since it carries meaning. */
export function Spinner({ size = 24, label }: SpinnerProps): ReactElement {
  const t = useUiMessages()
  return (
    <span className="al-spinner" role="status" aria-label={label ?? t('loading')}>
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  )
}
