// The error line under a form or list of the views (Send, its preview, NFT send, networks): announced as an
// alert, shown in the active locale (texts that crossed the contract in English are translated).
import type { ReactElement } from 'react'
import { Text } from '../components/Text'
import { useTranslated } from '../i18n/useUiMessages'

/** Renders `error` as an alert line, or nothing when there is none. */
export function InlineError({ error }: { error: string | undefined }): ReactElement | null {
  const translated = useTranslated()
  if (!error) return null
  return (
    <div role="alert">
      <Text tone="error" variant="small" align="center" as="p">
        {translated(error)}
      </Text>
    </div>
  )
}
