// The snackbar overlay: renders the kernel's snackbar state (the 150 ms queue gap lives in the kernel), in
// the visitor's locale: a notice with a message key by its key, a plain text by its English text.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useEffect } from 'react'
import { Icon, type IconName } from '../components/Icon'
import { Spinner } from '../components/Spinner'
import { messagesOf } from '../i18n/MessagesStore'
import { useTranslated } from '../i18n/useUiMessages'

/** How long a non-loading snackbar stays before hiding itself. */
export const SNACKBAR_DURATION_MS = 2200

const ICONS: Record<'success' | 'error' | 'info', IconName> = {
  success: 'check',
  error: 'error',
  info: 'info',
}

/** Shows the current snackbar message; success, error and info hide after {@link SNACKBAR_DURATION_MS}. */
export const Snackbar = observer(function Snackbar({ airlock }: { airlock: Airlock }): ReactElement {
  const { open, message, messageKey, variant } = airlock.get((s) => s.snackbar)
  const translated = useTranslated()
  const text = (messageKey && messagesOf(airlock).formatKey(messageKey)) || translated(message)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer
  useEffect(() => {
    if (!open || variant === 'loading') return
    const timer = setTimeout(() => airlock.dismissNotice(), SNACKBAR_DURATION_MS)
    return () => clearTimeout(timer)
  }, [airlock, open, variant, message])
  return (
    <div className="al-snackbar-region" role="status" aria-live="polite">
      {open ? (
        <div key={`${variant}:${message}`} className="al-snackbar" data-variant={variant}>
          <span className="al-snackbar-icon">
            {variant === 'loading' ? <Spinner size={16} /> : <Icon name={ICONS[variant]} size="sm" />}
          </span>
          <span>{text}</span>
        </div>
      ) : null}
    </div>
  )
})
