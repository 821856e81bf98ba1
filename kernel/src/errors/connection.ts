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
 * The connection ended before its after-connect steps were done: a plugin disconnected during them (e.g.
 * a required sign-in the visitor cancelled). Not a visitor-facing error: that plugin says why.
 */
export class ConnectionAbortedError extends BaseError {
  override name = 'ConnectionAbortedError'
  constructor() {
    super('The connection ended before its after-connect steps were done')
  }
}
