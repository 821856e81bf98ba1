import * as ALERT_LIST from './alertList'
import { BaseError } from './base'

/** No project id was given: raises the 'Project ID Not Configured' alert. */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  constructor() {
    super(ALERT_LIST.PROJECT_ID_NOT_CONFIGURED.shortMessage, {
      details: ALERT_LIST.PROJECT_ID_NOT_CONFIGURED.longMessage,
    })
  }
}
