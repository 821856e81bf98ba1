// The email-social plugin's message catalogue, on the same mechanism as every package: English here,
// Spanish as its own chunk loaded only when chosen; the locale follows the instance (`locale` option of
// AirlockProvider) and switches at runtime. Views read it with `useEmailSocialMessages()`.
import type { PluginMessages } from '@airlock/kernel'
import { useMessages } from '@airlock/ui'
import { useMemo } from 'react'

/** English texts of `@airlock/email-social`. */
export const EMAIL_SOCIAL_EN = {
  email: 'Email',
  continue: 'Continue',
  invalidEmail: 'Enter a valid email address',
  confirmEmail: 'Confirm email',
  codeSentTo: 'Enter the code sent to',
  code: 'Code',
  confirm: 'Confirm',
  resendCode: 'Resend code',
  newCodeSent: 'A new code is on its way',
  updateEmail: 'Update email',
  newEmail: 'New email',
  newEmailPrompt: 'Enter your new email address',
  primaryCodePrompt: 'Enter the code sent to your current email',
  secondaryCodePrompt: 'Enter the code sent to your new email',
  /** Followed by the new address. */
  emailIsNow: 'Your email is now',
  done: 'Done',
  approve: 'Approve',
} as const

/** Every text the plugin shows, by key. */
export type EmailSocialMessages = { readonly [K in keyof typeof EMAIL_SOCIAL_EN]: string }

/** The plugin's catalogue (contributed as `'messages'` in its setup). */
export const EMAIL_SOCIAL_MESSAGES: PluginMessages<typeof EMAIL_SOCIAL_EN> = {
  namespace: 'email-social',
  en: EMAIL_SOCIAL_EN,
  locales: { es: () => import('./i18n/es') },
}

/**
 * The plugin's texts in the instance's active locale, as an object (`t.resendCode`); re-renders when the
 * locale changes.
 *
 * @example
 * const t = useEmailSocialMessages()
 * <Button>{t.confirm}</Button>
 */
export function useEmailSocialMessages(): EmailSocialMessages {
  const translate = useMessages(EMAIL_SOCIAL_MESSAGES)
  return useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(EMAIL_SOCIAL_EN) as (keyof typeof EMAIL_SOCIAL_EN)[]).map((key) => [
          key,
          translate(key),
        ]),
      ) as unknown as EmailSocialMessages,
    [translate],
  )
}
