// The email-social plugin's texts for its views: the catalogue (./catalogue) in the instance's active
// locale (`locale` option of AirlockProvider), switching at runtime.
import { useMessages } from '@airlock/ui'
import { useMemo } from 'react'
import { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES, type EmailSocialMessages } from './catalogue'

export { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES, type EmailSocialMessages } from './catalogue'

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
