import { useLocale, usePlugin } from '@airlock/ui'
import { useEffect } from 'react'
import type { EmailSocialHandle } from '../handle'

/** The plugin's handle for this Airlock instance (its views are registered by its set-up: it is there). */
export function useEmailSocial(): EmailSocialHandle {
  const handle = usePlugin('email-social')
  if (!handle) throw new Error('The email views need the email-social plugin set up')
  return handle
}

/** The user-facing text of a failure (the catalogue text the error carries). */
export function errorText(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  if (typeof short === 'string' && short) return short
  return 'An error occurred'
}

/**
 * Tells the plugin the modal's language, now and on each change, so that the secure frame's own texts
 * (code entry, approvals, recovery code) are in the language of the view around them.
 */
export function useFrameFollowsLocale(): void {
  const handle = useEmailSocial()
  const { locale } = useLocale()
  useEffect(() => handle.followLocale(locale), [handle, locale])
}
