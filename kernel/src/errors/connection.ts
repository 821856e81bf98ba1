import { BaseError, type BaseErrorParameters } from './base'
import { tryAgainAfterMessage } from './catalogue'
import * as MESSAGES from './messages'

/** A provider was asked to `request()` before connecting: 'Please call connect() before request()'. */
export class ConnectBeforeRequestError extends BaseError {
  override name = 'ConnectBeforeRequestError'
  constructor() {
    super(MESSAGES.connectBeforeRequest)
  }
}

/** No chain adapter is registered for a namespace: 'Adapter not found'. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(namespace?: string) {
    super(MESSAGES.adapterNotFound, namespace === undefined ? {} : { details: `Namespace: ${namespace}` })
  }
}

/** An auth action needs an address or the auth connector: 'Address or auth connector not found'. */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor() {
    super(MESSAGES.addressOrAuthConnectorNotFound)
  }
}

/** Disconnecting failed: 'Failed to disconnect'. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.failedToDisconnect, args)
  }
}

/** Setting up authentication failed: 'A problem occurred while trying initialize authentication'. */
export class AuthInitializationError extends BaseError {
  override name = 'AuthInitializationError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.authInitializationProblem, args)
  }
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

/** The email-login code could not be loaded: 'Unable to load email login dependency'. */
export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.unableToLoadEmailLoginDependency, args)
  }
}

/** The secure frame answered with an error; its message, or 'An error occurred' without one. */
export class FrameError extends BaseError {
  override name = 'FrameError'
  constructor(message?: string) {
    super(message || MESSAGES.frameErrorWithoutMessage)
  }
}

/** The frame refused an RPC method that is not allowed: 'Requested RPC call is not allowed'. */
export class RpcCallNotAllowedError extends BaseError {
  override name = 'RpcCallNotAllowedError'
  constructor(method: string) {
    super(MESSAGES.rpcCallNotAllowed, { details: `Method: ${method}` })
  }
}
