// The email-social plugin's texts for its views: the catalogue (./catalogue) in the instance's active
// locale (`locale` option of AirlockProvider), switching at runtime.
import { type Translate, useMessages } from '@airlock/ui'
import { useMemo } from 'react'
import { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES, type EmailSocialMessages } from './catalogue'

export { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES, type EmailSocialMessages } from './catalogue'

/**
 * The plugin's texts in the instance's active locale, as an object (`t.resendCode`); re-renders when the
 * locale changes.
 *
 * @example
 * const t = useEmailSocialMessages()
 * <Button>{t.resendCode}</Button>
 */
export function useEmailSocialMessages(): EmailSocialMessages {
  const translate = useMessages(EMAIL_SOCIAL_MESSAGES)
  return useMemo(() => {
    // A text with placeholders (tryAgainAfter) keeps them here: format it with
    // `useMessages(EMAIL_SOCIAL_MESSAGES)('tryAgainAfter', { seconds })`.
    const text = translate as unknown as (key: string) => string
    return Object.fromEntries(
      Object.keys(EMAIL_SOCIAL_EN).map((key) => [key, text(key)]),
    ) as unknown as EmailSocialMessages
  }, [translate])
}

/**
 * The plugin's translator, for texts with placeholders.
 *
 * @example
 * const text = useEmailSocialText()
 * text('continueWith', { provider: 'GitHub' })
 */
export function useEmailSocialText(): Translate<typeof EMAIL_SOCIAL_EN> {
  return useMessages(EMAIL_SOCIAL_MESSAGES)
}
