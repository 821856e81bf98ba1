// Constants only the runtime and the views use (they load on first use), apart from ./constants, which the
// plugin's eager descriptor imports: a bundler puts every used part of a module the page imports into the page's
// initial JS, so these would go there too.

import { EMAIL_LOGIN_USED_KEY } from './constants'

/**
 * Login-state keys in `ctx.storage` (spec §3 "Login state": email-login-used flag, email, social
 * username, last-used chain, last email-login time; and the stored wallet data's connected social
 * provider), under the fixed prefix `@airlock/email-social/`.
 * Non-secret hints only: no key, code or session token is ever stored in the host page.
 */
export const LOGIN_STATE_KEYS = {
  emailLoginUsed: EMAIL_LOGIN_USED_KEY,
  email: 'email',
  socialUsername: 'socialUsername',
  connectedSocialProvider: 'connectedSocialProvider',
  lastUsedChain: 'lastUsedChain',
  lastEmailLoginTime: 'lastEmailLoginTime',
} as const

/**
 * Height in CSS pixels of the OTP and email-change views' code area: the frame's code entry (title,
 * text, field and button) is laid out over it.
 */
export const OTP_FRAME_HEIGHT = 240

/** Going back from ConnectingFarcaster reloads the frame (the auth provider) after this delay (spec §4). */
export const FARCASTER_RELOAD_DELAY_MS = 100

/** Delay before 'Action not allowed' shows (spec §6). */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300

/** Default time the frame has to load and finish the handshake. */
export const DEFAULT_FRAME_LOAD_TIMEOUT_MS = 20_000

/** How long a social sign-in may take, from the popup opening to the provider's answer (spec §7: 30 s auth actions are the frame's; the visitor's sign-in at the provider gets longer). */
export const SOCIAL_LOGIN_TIMEOUT_MS = 120_000

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

/**
 * The social-login timeout alert (spec §8 lists it without a text): raised with `ctx.emit('alert', …)`
 * when the provider does not answer within {@link SOCIAL_LOGIN_TIMEOUT_MS}.
 */
export const SOCIAL_LOGIN_TIMEOUT_ALERT = {
  id: 'SOCIAL_LOGIN_TIMEOUT',
  shortMessage: 'Social Login Timed Out',
  longMessage: 'The sign-in did not finish in time. Please try again.',
} as const
