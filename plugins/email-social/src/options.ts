import { LOCALE_PATTERN } from '@airlock/frame-host/protocol'
import { BaseError } from '@airlock/kernel'
// zod/mini, as the kernel: the classic API would add its own copy of zod to the page's initial JS.
import * as z from 'zod/mini'

/** Options of `emailSocial()`. */
export const emailSocialOptionsSchema = z.strictObject({
  /** The frame host's origin (e.g. `https://frame.example.com`); its `/frame` page is embedded. No default host. */
  frameUrl: z.url({ protocol: /^https?$/ }),
  /** How long the frame has to load and finish the handshake before the load-timeout alert (default 20 s). */
  loadTimeoutMs: z._default(z.int().check(z.positive(), z.maximum(120_000)), 20_000),
  /** Timeout of the frame's auth actions: email, device, OTP (spec §9: 30 s). */
  authTimeoutMs: z._default(z.int().check(z.positive(), z.maximum(120_000)), 30_000),
  /**
   * How long a social sign-in may take, from the popup opening to the provider's answer (default 120 s);
   * then the social-login timeout alert (spec §8, `SOCIAL_LOGIN_TIMEOUT`) and the popup is closed.
   */
  socialLoginTimeoutMs: z._default(z.int().check(z.positive(), z.maximum(600_000)), 120_000),
  /** Let the frame log to its console. */
  enableLogger: z._default(z.boolean(), false),
  /**
   * Language of the secure frame's own texts (approval, recovery code), e.g. `'es'`; English and Spanish
   * exist. Default: the visitor's browser language.
   */
  locale: z.optional(
    z.string().check(z.regex(LOCALE_PATTERN, 'expected a language tag such as es or es-MX')),
  ),
})

/** What the host passes to `emailSocial()`. */
export type EmailSocialOptions = z.input<typeof emailSocialOptionsSchema>
/** The options after defaults. */
export type EmailSocialResolvedOptions = z.output<typeof emailSocialOptionsSchema> & { frameOrigin: string }

/** Bad options given to `emailSocial()`. */
export class InvalidEmailSocialOptionsError extends BaseError {
  override name = 'InvalidEmailSocialOptionsError'
  constructor(details: string) {
    super('Invalid email-social options', { details })
  }
}

/**
 * Validates the options once, at the boundary.
 * @example
 * parseEmailSocialOptions({ frameUrl: 'https://frame.example.com' })
 */
export function parseEmailSocialOptions(input: EmailSocialOptions): EmailSocialResolvedOptions {
  const parsed = emailSocialOptionsSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidEmailSocialOptionsError(`${issue?.path.join('.') || 'options'}: ${issue?.message}`)
  }
  return { ...parsed.data, frameOrigin: new URL(parsed.data.frameUrl).origin }
}
