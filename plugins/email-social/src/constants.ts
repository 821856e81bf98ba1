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

/**
 * Height in CSS pixels of the OTP and email-change views' code area: the frame's code entry (title,
 * text, field and button) is laid out over it.
 */
export const OTP_FRAME_HEIGHT = 240

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

/** Going back from ConnectingFarcaster reloads the frame (the auth provider) after this delay (spec §4). */
export const FARCASTER_RELOAD_DELAY_MS = 100

/** The spec's default social logins (§9). */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** Delay before 'Action not allowed' shows (spec §6). */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300

/** Default time the frame has to load and finish the handshake. */
export const DEFAULT_FRAME_LOAD_TIMEOUT_MS = 20_000

/**
 * The embedded-wallet load-timeout alert (spec §8 lists it without a text). The kernel's `Alert` takes a
 * plugin's own id; the plugin raises it with `ctx.emit('alert', …)` when the frame does not load and hand
 * over its port within `loadTimeoutMs`.
 */
export const EMBEDDED_WALLET_LOAD_TIMEOUT_ALERT = {
  id: 'EMBEDDED_WALLET_LOAD_TIMEOUT',
  shortMessage: 'Embedded Wallet Request Timed Out',
  longMessage: 'The embedded wallet did not load in time. Check your connection and try again.',
} as const

/** How long a social sign-in may take, from the popup opening to the provider's answer (spec §7: 30 s auth actions are the frame's; the visitor's sign-in at the provider gets longer). */
export const SOCIAL_LOGIN_TIMEOUT_MS = 120_000

/**
 * The social-login timeout alert (spec §8 lists it without a text): raised with `ctx.emit('alert', …)`
 * when the provider does not answer within {@link SOCIAL_LOGIN_TIMEOUT_MS}.
 */
export const SOCIAL_LOGIN_TIMEOUT_ALERT = {
  id: 'SOCIAL_LOGIN_TIMEOUT',
  shortMessage: 'Social Login Timed Out',
  longMessage: 'The sign-in did not finish in time. Please try again.',
} as const
