import { BaseError, ERROR_MESSAGES } from '@airlock/kernel'

/** A connect or reconnect named a connector this adapter does not have: 'Something went wrong'. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super(ERROR_MESSAGES.somethingWentWrong, { details: `Connector not found: ${connectorId}` })
  }
}
