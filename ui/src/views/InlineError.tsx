// The error line under a form or list of the views (Send, its preview, NFT send, networks): announced as an
// alert, shown in the active locale (by the error's message key).
import type { BaseError } from '@airlock/kernel'
import type { ReactElement } from 'react'
import { Text } from '../components/Text'
import { useErrorText } from '../i18n/useUiMessages'

/** Renders `error` as an alert line, or nothing when there is none. */
export function InlineError({ error }: { error: BaseError | undefined }): ReactElement | null {
  const text = useErrorText()
  if (!error) return null
  return (
    <div role="alert">
      <Text tone="error" variant="small" align="center" as="p">
        {text(error)}
      </Text>
    </div>
  )
}
