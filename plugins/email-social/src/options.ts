// `emailSocial()`'s options: the integrator's own typed config, checked by a small hand-written guard (no zod
// in the page's initial JS; zod stays for untrusted input — frame messages — in the lazy runtime). The same
// rules as a zod schema: ./optionsSchema.
import { LOCALE_PATTERN } from '@airlock/frame-host/protocol'
import { BaseError } from '@airlock/kernel'

/** Upper bound of `loadTimeoutMs` and `authTimeoutMs`. */
export const MAX_TIMEOUT_MS = 120_000
/** Upper bound of `socialLoginTimeoutMs`. */
export const MAX_SOCIAL_LOGIN_TIMEOUT_MS = 600_000
/** Default `loadTimeoutMs`. */
export const DEFAULT_LOAD_TIMEOUT_MS = 20_000
/** Default `authTimeoutMs` (spec §9: 30 s). */
export const DEFAULT_AUTH_TIMEOUT_MS = 30_000
/** Default `socialLoginTimeoutMs`. */
export const DEFAULT_SOCIAL_LOGIN_TIMEOUT_MS = 120_000
/** The message of a bad `locale`. */
export const LOCALE_MESSAGE = 'expected a language tag such as es or es-MX'

/** Options of `emailSocial()`. */
export interface EmailSocialOptions {
  /** The frame host's origin (e.g. `https://frame.example.com`); its `/frame` page is embedded. No default host. */
  frameUrl: string
  /** How long the frame has to load and finish the handshake before the load-timeout alert (default 20 s). */
  loadTimeoutMs?: number | undefined
  /** Timeout of the frame's auth actions: email, device, OTP (spec §9: 30 s). */
  authTimeoutMs?: number | undefined
  /**
   * How long a social sign-in may take, from the popup opening to the provider's answer (default 120 s);
   * then the social-login timeout alert (spec §8, `SOCIAL_LOGIN_TIMEOUT`) and the popup is closed.
   */
  socialLoginTimeoutMs?: number | undefined
  /** Let the frame log to its console. */
  enableLogger?: boolean | undefined
  /**
   * Language of the secure frame's own texts (approval, recovery code), e.g. `'es'`; English and Spanish
   * exist. Default: the visitor's browser language.
   */
  locale?: string | undefined
}

/** The options after defaults. */
export interface EmailSocialResolvedOptions {
  frameUrl: string
  loadTimeoutMs: number
  authTimeoutMs: number
  socialLoginTimeoutMs: number
  enableLogger: boolean
  locale?: string | undefined
  /** The origin of `frameUrl`. */
  frameOrigin: string
}

/** Bad options given to `emailSocial()`. */
export class InvalidEmailSocialOptionsError extends BaseError {
  override name = 'InvalidEmailSocialOptionsError'
  constructor(details: string) {
    super('Invalid email-social options', { details })
  }
}

const KEYS = new Set([
  'frameUrl',
  'loadTimeoutMs',
  'authTimeoutMs',
  'socialLoginTimeoutMs',
  'enableLogger',
  'locale',
])

/** A positive integer up to `max`, or `fallback` when absent. */
function timeout(options: Record<string, unknown>, key: string, max: number, fallback: number): number {
  const value = options[key]
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || (value as number) <= 0 || (value as number) > max)
    throw new InvalidEmailSocialOptionsError(`${key}: expected a positive whole number of ms up to ${max}`)
  return value as number
}

/** The http(s) origin of `value`, or undefined when it is not an http(s) URL. */
function httpOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined
  const url = new URL(value)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
}

/**
 * Validates the options once, at the boundary.
 * @example
 * parseEmailSocialOptions({ frameUrl: 'https://frame.example.com' })
 */
export function parseEmailSocialOptions(input: EmailSocialOptions): EmailSocialResolvedOptions {
  if (typeof input !== 'object' || input === null)
    throw new InvalidEmailSocialOptionsError('options: expected an object')
  const options = input as unknown as Record<string, unknown>
  const unknownKey = Object.keys(options).find((key) => !KEYS.has(key))
  if (unknownKey !== undefined) throw new InvalidEmailSocialOptionsError(`${unknownKey}: unknown option`)
  const frameOrigin = httpOrigin(options.frameUrl)
  if (frameOrigin === undefined) throw new InvalidEmailSocialOptionsError('frameUrl: expected an http(s) URL')
  const { enableLogger = false, locale } = options
  if (typeof enableLogger !== 'boolean')
    throw new InvalidEmailSocialOptionsError('enableLogger: expected a boolean')
  if (locale !== undefined && (typeof locale !== 'string' || !LOCALE_PATTERN.test(locale)))
    throw new InvalidEmailSocialOptionsError(`locale: ${LOCALE_MESSAGE}`)
  return {
    frameUrl: options.frameUrl as string,
    loadTimeoutMs: timeout(options, 'loadTimeoutMs', MAX_TIMEOUT_MS, DEFAULT_LOAD_TIMEOUT_MS),
    authTimeoutMs: timeout(options, 'authTimeoutMs', MAX_TIMEOUT_MS, DEFAULT_AUTH_TIMEOUT_MS),
    socialLoginTimeoutMs: timeout(
      options,
      'socialLoginTimeoutMs',
      MAX_SOCIAL_LOGIN_TIMEOUT_MS,
      DEFAULT_SOCIAL_LOGIN_TIMEOUT_MS,
    ),
    enableLogger,
    ...(locale === undefined ? {} : { locale: locale as string }),
    frameOrigin,
  }
}
