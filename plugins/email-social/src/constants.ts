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

/**
 * Login-state keys in `ctx.storage` (spec §3 "Login state": email-login-used flag, email, social
 * username, last-used chain, last email-login time; and the stored wallet data's connected social
 * provider), under the fixed prefix `@airlock/email-social/`.
 * Non-secret hints only: no key, code or session token is ever stored in the host page.
 */
export const LOGIN_STATE_KEYS = {
  emailLoginUsed: 'emailLoginUsed',
  email: 'email',
  socialUsername: 'socialUsername',
  connectedSocialProvider: 'connectedSocialProvider',
  lastUsedChain: 'lastUsedChain',
  lastEmailLoginTime: 'lastEmailLoginTime',
} as const

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
