// The error line under a form or list of the views (Send, its preview, NFT send, networks): the modal's one
// error component (ErrorNotice) in its inline layout, shown in the active locale (by the error's message key).
import type { BaseError } from '@airlock/kernel'
import type { ReactElement } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useErrorText } from '../i18n/useUiMessages'

/** Renders `error` as an inline alert (with 'Try again' when `onRetry` is given), or nothing when there is none. */
export function InlineError({
  error,
  onRetry,
}: {
  error: BaseError | undefined
  onRetry?: () => void
}): ReactElement | null {
  const text = useErrorText()
  if (!error) return null
  return <ErrorNotice layout="inline" title={text(error)} {...(onRetry ? { onRetry } : {})} />
}
