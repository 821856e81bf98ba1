import { useAirlock } from '@airlock/ui'
import { EMAIL_SOCIAL } from '../constants'
import type { EmailSocialHandle } from '../handle'

/** The plugin's handle for this Airlock instance. */
export function useEmailSocial(): EmailSocialHandle {
  return useAirlock().container.resolve(EMAIL_SOCIAL)
}

/** The user-facing text of a failure (the catalogue text the error carries). */
export function errorText(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  if (typeof short === 'string' && short) return short
  return 'An error occurred'
}
