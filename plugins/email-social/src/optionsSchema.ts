// The zod schema of `emailSocial()`'s options, for hosts that validate their own config with zod. The plugin
// itself checks its options with the hand-written guard of ./options (no zod in the page's initial JS); a
// test holds the two to the same answers.
import { LOCALE_PATTERN } from '@airlock/frame-host/protocol'
import * as z from 'zod/mini'
import {
  DEFAULT_AUTH_TIMEOUT_MS,
  DEFAULT_LOAD_TIMEOUT_MS,
  DEFAULT_SOCIAL_LOGIN_TIMEOUT_MS,
  LOCALE_MESSAGE,
  MAX_SOCIAL_LOGIN_TIMEOUT_MS,
  MAX_TIMEOUT_MS,
} from './options'

/** Options of `emailSocial()` as a zod/mini schema (the same rules as `parseEmailSocialOptions`). */
export const emailSocialOptionsSchema = z.strictObject({
  frameUrl: z.url({ protocol: /^https?$/ }),
  loadTimeoutMs: z._default(z.int().check(z.positive(), z.maximum(MAX_TIMEOUT_MS)), DEFAULT_LOAD_TIMEOUT_MS),
  authTimeoutMs: z._default(z.int().check(z.positive(), z.maximum(MAX_TIMEOUT_MS)), DEFAULT_AUTH_TIMEOUT_MS),
  socialLoginTimeoutMs: z._default(
    z.int().check(z.positive(), z.maximum(MAX_SOCIAL_LOGIN_TIMEOUT_MS)),
    DEFAULT_SOCIAL_LOGIN_TIMEOUT_MS,
  ),
  enableLogger: z._default(z.boolean(), false),
  locale: z.optional(z.string().check(z.regex(LOCALE_PATTERN, LOCALE_MESSAGE))),
})
