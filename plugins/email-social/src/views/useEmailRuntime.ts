import { usePlugin } from '@airlock/ui'
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
