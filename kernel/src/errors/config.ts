import * as ALERT_LIST from './alertList'
import { BaseError } from './base'
import * as MESSAGES from './messages'

/** Both sign-in options were given: 'Cannot set both siweConfig and siwx options'. */
export class ConflictingSignInOptionsError extends BaseError {
  override name = 'ConflictingSignInOptionsError'
  constructor() {
    super(MESSAGES.cannotSetBothSiweAndSiwx)
  }
}

/** No project id was given: raises the 'Project ID Not Configured' alert. */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  constructor() {
    super(ALERT_LIST.PROJECT_ID_NOT_CONFIGURED.shortMessage, {
      details: ALERT_LIST.PROJECT_ID_NOT_CONFIGURED.longMessage,
    })
  }
}
