// The one error rendering of the views (a form's error line, a list or panel that failed to load, a view
// that threw): an icon, the error as a title, what to do, and a retry where one helps; announced as an alert.
// The toast (Snackbar) is the other, for errors that belong to no view.
import type { ReactElement, ReactNode } from 'react'
import { useUiMessages } from '../i18n/useUiMessages'
import { Button } from './Button'
import { Icon } from './Icon'
import { Text } from './Text'

/** Props of {@link ErrorNotice}. */
export interface ErrorNoticeProps {
  /** What went wrong, in the visitor's locale (e.g. 'Token Balance Unavailable'). */
  title: ReactNode
  /** What the visitor can do about it (a sentence), when there is something to say. */
  hint?: ReactNode
  /** Asks again; the notice shows a 'Try again' button only when given. */
  onRetry?: () => void
  /**
   * `block` fills a panel or a view whose content failed (centred, large icon); `inline` is the compact line
   * under a form or beside a list that stays usable. Default `block`.
   */
  layout?: 'block' | 'inline'
}

/**
 * Renders an error as the modal's one error component.
 *
 * @example
 * <ErrorNotice title={k('failedToFetchTransactions')} hint={t('errorHint')} onRetry={reload} />
 */
export function ErrorNotice({ title, hint, onRetry, layout = 'block' }: ErrorNoticeProps): ReactElement {
  const t = useUiMessages()
  const inline = layout === 'inline'
  return (
    <div className="al-error" data-layout={layout} role="alert">
      <span className="al-error-icon" aria-hidden="true">
        <Icon name="warning" size={inline ? 'sm' : 'md'} />
      </span>
      <span className="al-error-texts">
        <Text variant={inline ? 'small-strong' : 'body-strong'} tone="error" as="p">
          {title}
        </Text>
        {hint ? (
          <Text variant="small" tone="secondary" as="p">
            {hint}
          </Text>
        ) : null}
      </span>
      {onRetry ? (
        <Button variant="secondary" size="sm" icon={<Icon name="refresh" size="sm" />} onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      ) : null}
    </div>
  )
}
