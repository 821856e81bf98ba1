// The one error the plugin's eager descriptor throws, apart from ./errors (whose other classes the runtime and
// views use: a bundler would put them in the page's initial JS with this one).
import { BaseError, type BaseErrorParameters } from '@airlock/kernel'
import { EMAIL_SOCIAL_DECLARED_EN, EMAIL_SOCIAL_DECLARED_MESSAGES } from './declaredTexts'

/** The email-login code could not be loaded: 'Unable to load email login dependency'. */
export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError'
  constructor(args: BaseErrorParameters = {}) {
    super(EMAIL_SOCIAL_DECLARED_EN.unableToLoadEmailLoginDependency, {
      ...args,
      messageKey: {
        namespace: EMAIL_SOCIAL_DECLARED_MESSAGES.namespace,
        key: 'unableToLoadEmailLoginDependency',
      },
    })
  }
}
