// The frame's COOLDOWN answer to an email (too many codes asked for) as the plugin's EmailCooldownError.
import { EmailCooldownError } from '../errors'
import { FrameRequestError } from './FrameClient'

/**
 * `error` as the visitor reads it: the frame's COOLDOWN refusal becomes `EmailCooldownError` ('Please try again
 * after {seconds} seconds', 30 s when the frame gives no delay); any other error is returned as it is.
 *
 * @example
 * throw cooldownOr(error)
 */
export function cooldownOr(error: unknown): unknown {
  if (error instanceof FrameRequestError && error.code === 'COOLDOWN')
    return new EmailCooldownError(error.retryAfterSeconds ?? 30)
  return error
}
