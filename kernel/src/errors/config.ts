import { BaseError } from './base'
import { ALERTS, ERROR_MESSAGES } from './catalogue'

/** Both sign-in options were given: 'Cannot set both siweConfig and siwx options'. */
export class ConflictingSignInOptionsError extends BaseError {
  override name = 'ConflictingSignInOptionsError'
  constructor() {
    super(ERROR_MESSAGES.cannotSetBothSiweAndSiwx)
  }
}

/** No project id was given: raises the 'Project ID Not Configured' alert. */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  constructor() {
    super(ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage, {
      details: ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage,
    })
  }
}
