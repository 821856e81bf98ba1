import { BaseError, type BaseErrorParameters } from './base'
import { kernelKey } from './kernelKey'
import * as MESSAGES from './messages'

/** A provider was asked to `request()` before connecting: 'Please call connect() before request()'. */
export class ConnectBeforeRequestError extends BaseError {
  override name = 'ConnectBeforeRequestError'
  constructor() {
    super(MESSAGES.connectBeforeRequest, { messageKey: kernelKey('connectBeforeRequest') })
  }
}

/** No chain adapter is registered for a namespace: 'Adapter not found'. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(namespace?: string) {
    super(MESSAGES.adapterNotFound, {
      messageKey: kernelKey('adapterNotFound'),
      ...(namespace === undefined ? {} : { details: `Namespace: ${namespace}` }),
    })
  }
}

/** Disconnecting failed: 'Failed to disconnect'. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.failedToDisconnect, { ...args, messageKey: kernelKey('failedToDisconnect') })
  }
}

/**
 * `features.legalCheckbox` is on and the visitor has not accepted the terms (`airlock.acceptLegal(true)`, the
 * Connect view's checkbox): no connect method may start. Not a visitor-facing error: the UI keeps every
 * connect method disabled until the box is ticked.
 */
export class LegalConsentRequiredError extends BaseError {
  override name = 'LegalConsentRequiredError'
  constructor() {
    super('Accept the terms (features.legalCheckbox) before connecting')
  }
}

/**
 * The connection ended before its after-connect steps were done: a plugin disconnected during them (e.g.
 * a required sign-in the visitor cancelled). Not a visitor-facing error: that plugin says why.
 */
export class ConnectionAbortedError extends BaseError {
  override name = 'ConnectionAbortedError'
  constructor() {
    super('The connection ended before its after-connect steps were done')
  }
}
