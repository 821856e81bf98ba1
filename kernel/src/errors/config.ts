import { BaseError, type BaseErrorParameters } from './base'
import { ALERTS, ERROR_MESSAGES } from './catalogue'

/** Both sign-in options were given: 'Cannot set both siweConfig and siwx options'. */
export class ConflictingSignInOptionsError extends BaseError {
  override name = 'ConflictingSignInOptionsError'
  constructor() {
    super(ERROR_MESSAGES.cannotSetBothSiweAndSiwx)
  }
}

/** A plugin hook failed; stamps the plugin's name and hook onto the error, keeping the cause. */
export class PluginError extends BaseError {
  override name = 'PluginError'
  /** The failing plugin's name. */
  readonly plugin: string
  /** The hook or action that failed, e.g. 'setup'. */
  readonly hook: string
  constructor(
    args: { plugin: string; hook: string; cause?: unknown } & Pick<BaseErrorParameters, 'details'>,
  ) {
    const short =
      args.cause instanceof BaseError
        ? args.cause.shortMessage
        : `Plugin "${args.plugin}" failed in ${args.hook}`
    super(short, {
      cause: args.cause,
      metaMessages: [`Plugin: ${args.plugin}`, `Hook: ${args.hook}`],
      ...(args.details === undefined ? {} : { details: args.details }),
    })
    this.plugin = args.plugin
    this.hook = args.hook
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
