import { LOCALE_PATTERN } from '@airlock/frame-host/protocol'
import { BaseError, schema } from '@airlock/kernel'

const isHttpUrl = (v: unknown) =>
  typeof v === 'string' && URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)
const wholeMs = (max: number, fallback: number) =>
  schema.withDefault(
    schema.refine(
      schema.number(),
      (n) => Number.isInteger(n) && n > 0 && n <= max,
      `must be a whole number of ms from 1 to ${max}`,
    ),
    fallback,
  )

/** Options of `emailSocial()` (the kernel's schemas: no schema library in the page's initial JS). */
export const emailSocialOptionsSchema = schema.object(
  {
    /** The frame host's origin (e.g. `https://frame.example.com`); its `/frame` page is embedded. No default host. */
    frameUrl: schema.custom<string>(isHttpUrl, 'must be an http(s) URL'),
    /** How long the frame has to load and finish the handshake before the load-timeout alert (default 20 s). */
    loadTimeoutMs: wholeMs(120_000, 20_000),
    /** Timeout of the frame's auth actions: email, device, OTP (spec §9: 30 s). */
    authTimeoutMs: wholeMs(120_000, 30_000),
    /**
     * How long a social sign-in may take, from the popup opening to the provider's answer (default 120 s);
     * then the social-login timeout alert (spec §8, `SOCIAL_LOGIN_TIMEOUT`) and the popup is closed.
     */
    socialLoginTimeoutMs: wholeMs(600_000, 120_000),
    /** Let the frame log to its console. */
    enableLogger: schema.withDefault(schema.boolean(), false),
    /**
     * Language of the secure frame's own texts (approval, recovery code), e.g. `'es'`; English, Spanish and
     * Arabic exist. Default: the modal's language (AirlockProvider's `locale`, followed when it changes), else
     * the visitor's browser language.
     */
    locale: schema.optional(
      schema.refine(
        schema.string(),
        (v) => LOCALE_PATTERN.test(v),
        'expected a language tag such as es or es-MX',
      ),
    ),
  },
  'refuse',
)

/** What the host passes to `emailSocial()`. */
export type EmailSocialOptions = schema.InferInput<typeof emailSocialOptionsSchema>
/** The options after defaults. */
export type EmailSocialResolvedOptions = schema.Infer<typeof emailSocialOptionsSchema> & {
  frameOrigin: string
}

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
  const issues: schema.SchemaIssue[] = []
  const options = emailSocialOptionsSchema.check(input, [], issues)
  const issue = issues[0]
  if (issue)
    throw new InvalidEmailSocialOptionsError(`${issue.path.join('.') || 'options'}: ${issue.message}`)
  return { ...options, frameOrigin: new URL(options.frameUrl).origin }
}
