// The email-social plugin's errors: the spec's messages for email login and the secure frame (§6), each
// an Airlock BaseError whose short message is the English text of the plugin's catalogue, so the UI shows
// it in the active locale.
import { BaseError, type BaseErrorParameters, type MessageKey } from '@airlock/kernel'
import { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES } from './catalogue'

export { EmailLoginDependencyError } from './loadError'

/** The key of a text of the plugin's catalogue, for an error's `messageKey` (the UI shows it translated). */
const textKey = (key: keyof typeof EMAIL_SOCIAL_EN, params?: MessageKey['params']): MessageKey => ({
  namespace: EMAIL_SOCIAL_MESSAGES.namespace,
  key,
  ...(params ? { params } : {}),
})

/** An auth action needs an address or the auth connector: 'Address or auth connector not found'. */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor() {
    super(EMAIL_SOCIAL_EN.addressOrAuthConnectorNotFound, {
      messageKey: textKey('addressOrAuthConnectorNotFound'),
    })
  }
}

/** Setting up authentication failed: 'A problem occurred while trying initialize authentication'. */
export class AuthInitializationError extends BaseError {
  override name = 'AuthInitializationError'
  constructor(args: BaseErrorParameters = {}) {
    super(EMAIL_SOCIAL_EN.authInitializationProblem, {
      ...args,
      messageKey: textKey('authInitializationProblem'),
    })
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
    super(tryAgainAfterMessage(secondsLeft), {
      messageKey: textKey('tryAgainAfter', { seconds: secondsLeft }),
    })
    this.secondsLeft = secondsLeft
  }
}

/** The secure frame answered with an error; its message, or 'An error occurred' without one. */
export class FrameError extends BaseError {
  override name = 'FrameError'
  constructor(message?: string) {
    // The frame's own message is shown as it came; without one, the catalogue's text.
    super(message || EMAIL_SOCIAL_EN.frameErrorWithoutMessage, {
      ...(message ? {} : { messageKey: textKey('frameErrorWithoutMessage') }),
    })
  }
}

/** The frame refused an RPC method that is not allowed: 'Requested RPC call is not allowed'. */
export class RpcCallNotAllowedError extends BaseError {
  override name = 'RpcCallNotAllowedError'
  constructor(method: string) {
    super(EMAIL_SOCIAL_EN.rpcCallNotAllowed, {
      details: `Method: ${method}`,
      messageKey: textKey('rpcCallNotAllowed'),
    })
  }
}
