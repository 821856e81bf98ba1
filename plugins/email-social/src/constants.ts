import type { SocialProvider } from './augment'
import { telegramPlatform, telegramSocials } from './telegram'

/** Id of the embedded-wallet connector (type AUTH). */
export const EMBEDDED_CONNECTOR_ID = 'embedded'

/** The plugin's name: errors are stamped with it and its storage lives under `@airlock/email-social/`. */
export const PLUGIN_NAME = 'email-social'

/** Parameters of the OTP view. */
export interface OtpViewParams {
  /** The address the code was sent to. */
  email: string
}

/** Parameters of the ApproveTransaction view: why the frame asked to be shown. */
export type ApproveTransactionParams = { reason?: 'approval' | 'recovery-code' | 'recovery' } | undefined

/** The login-state key of the email-login-used flag (the one the eager connector reads; all: `LOGIN_STATE_KEYS`). */
export const EMAIL_LOGIN_USED_KEY = 'emailLoginUsed'

/**
 * The email block's rendered height in CSS pixels with the default theme (the field, 40, an 8 gap and the
 * Continue button, 40): Connect keeps this much room while the block's code loads (`placeholderHeight`).
 */
export const EMAIL_BLOCK_HEIGHT = 88

/**
 * The social block's rendered height with the default theme (the wide button, 40, an 8 gap and the icon
 * row, 40): Connect keeps this much room while the block's code loads.
 */
export const SOCIAL_BLOCK_HEIGHT = 88

/**
 * Whether the `socials` flag offers a provider once the spec's Telegram rules apply (§5: in a Telegram
 * mini app on Android, `['facebook', 'x']` leaves none): kept in the eager part, so a block that would be
 * empty is never loaded. `win` is where the Telegram mini app script is read (the page's global).
 *
 * @example
 * hasOfferedSocial(['google']) // true in a browser; false in Telegram on an iPhone
 */
export function hasOfferedSocial(socials: readonly SocialProvider[], win: unknown = globalThis): boolean {
  return telegramSocials(socials, telegramPlatform(win)).length > 0
}

/** The spec's default social logins (§9). */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
