import { BaseError } from '@airlock/kernel'
import { useErrorText, useLocale, usePlugin } from '@airlock/ui'
import { useCallback, useEffect } from 'react'
import { FrameError } from '../errors'
import type { EmailSocialHandle } from '../handle'

/** The plugin's handle for this Airlock instance (its views are registered by its set-up: it is there). */
export function useEmailSocial(): EmailSocialHandle {
  const handle = usePlugin('email-social')
  if (!handle) throw new Error('The email views need the email-social plugin set up')
  return handle
}

/**
 * The visitor's text of a failure: the text of its message key through `keyed` (ui's `useErrorText`: the
 * plugin's or the kernel's catalogue, in the active locale), else the frame's own message, else 'An error
 * occurred' (translated too).
 *
 * @example
 * errorText(new EmailCooldownError(12), useErrorText()) // 'Vuelve a intentarlo dentro de 12 segundos' in es
 */
export function errorText(error: unknown, keyed: (error: BaseError) => string): string {
  if (error instanceof BaseError && error.messageKey) return keyed(error)
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  if (typeof short === 'string' && short) return short
  return keyed(new FrameError())
}

/**
 * A failure kept by a view (an error, or a text already in the visitor's words) as the visitor reads it in
 * the active locale, at render: a language switch while it shows switches it too.
 */
export function useFailureText(): (failure: unknown) => string | undefined {
  const keyed = useErrorText()
  return useCallback(
    (failure: unknown) =>
      failure === undefined ? undefined : typeof failure === 'string' ? failure : errorText(failure, keyed),
    [keyed],
  )
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
