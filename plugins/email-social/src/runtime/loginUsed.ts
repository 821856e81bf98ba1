// The one login-state read the plugin's eager connector makes (whether to load the frame to restore a login),
// apart from ./loginState, which the runtime uses.
import { type PluginStorage, schema } from '@airlock/kernel'
import { EMAIL_LOGIN_USED_KEY } from '../constants'

/** True when an email login was used on this device (the frame is then loaded to restore it). */
export function emailLoginUsed(storage: PluginStorage): boolean {
  return storage.get(EMAIL_LOGIN_USED_KEY, schema.boolean()) === true
}
