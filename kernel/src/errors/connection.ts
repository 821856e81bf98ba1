import { BaseError, type BaseErrorParameters } from './base'
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

/** Disconnecting failed: 'Failed to disconnect'. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.failedToDisconnect, args)
  }
}
