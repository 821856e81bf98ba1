// The login state of spec §3 in the plugin's storage (`@airlock/email-social/…`): non-secret hints only.
import type { PluginStorage } from '@airlock/kernel'
import { LOGIN_STATE_KEYS } from '../runtimeConstants'

/** Records a finished email login. */
export function saveLoginState(
  storage: PluginStorage,
  state: {
    email?: string | undefined
    lastUsedChain?: string | undefined
    /** The social login's provider (spec §3 "connected social provider"); absent: an email login. */
    socialProvider?: string | undefined
  },
): void {
  storage.set(LOGIN_STATE_KEYS.emailLoginUsed, true)
  if (state.email) storage.set(LOGIN_STATE_KEYS.email, state.email)
  if (state.socialProvider) storage.set(LOGIN_STATE_KEYS.connectedSocialProvider, state.socialProvider)
  else storage.remove(LOGIN_STATE_KEYS.connectedSocialProvider)
  if (state.lastUsedChain) storage.set(LOGIN_STATE_KEYS.lastUsedChain, state.lastUsedChain)
}

/** Clears every login-state key (sign-out, or the frame reports no session). */
export function clearLoginState(storage: PluginStorage): void {
  for (const key of Object.values(LOGIN_STATE_KEYS)) storage.remove(key)
}

export { emailLoginUsed } from './loginUsed'
