// The email-social plugin's errors: the spec's messages for email login and the secure frame (§6), each
// an Airlock BaseError whose short message is the English text of the plugin's catalogue, so the UI shows
// it in the active locale.
import { BaseError, type BaseErrorParameters } from '@airlock/kernel'
import { EMAIL_SOCIAL_EN } from './catalogue'

export { EmailLoginDependencyError } from './loadError'

/** An auth action needs an address or the auth connector: 'Address or auth connector not found'. */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor() {
    super(EMAIL_SOCIAL_EN.addressOrAuthConnectorNotFound)
  }
}

/** Setting up authentication failed: 'A problem occurred while trying initialize authentication'. */
export class AuthInitializationError extends BaseError {
  override name = 'AuthInitializationError'
  constructor(args: BaseErrorParameters = {}) {
    super(EMAIL_SOCIAL_EN.authInitializationProblem, args)
  }
}

/** 'Please try again after N seconds': the text shown when an email code is requested again too soon. */
export function tryAgainAfterMessage(seconds: number): string {
  return EMAIL_SOCIAL_EN.tryAgainAfter.replace('{seconds}', String(seconds))
}

/** The email-login code was requested again too soon: 'Please try again after N seconds'. */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  /** Seconds left before a new code may be requested. */
  readonly secondsLeft: number
  constructor(secondsLeft: number) {
    super(tryAgainAfterMessage(secondsLeft))
    this.secondsLeft = secondsLeft
  }
}

/** The secure frame answered with an error; its message, or 'An error occurred' without one. */
export class FrameError extends BaseError {
  override name = 'FrameError'
  constructor(message?: string) {
    super(message || EMAIL_SOCIAL_EN.frameErrorWithoutMessage)
  }
}

/** The frame refused an RPC method that is not allowed: 'Requested RPC call is not allowed'. */
export class RpcCallNotAllowedError extends BaseError {
  override name = 'RpcCallNotAllowedError'
  constructor(method: string) {
    super(EMAIL_SOCIAL_EN.rpcCallNotAllowed, { details: `Method: ${method}` })
  }
}
