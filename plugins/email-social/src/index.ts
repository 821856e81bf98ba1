// Public API of @airlock/email-social. Importing it does nothing: the runtime (protocol schemas, frame
// client) and the views are lazy chunks.
import './augment'

export type { SocialProvider } from './augment'
export {
  type ApproveTransactionParams,
  DEFAULT_SOCIALS,
  EMBEDDED_CONNECTOR_ID,
  type OtpViewParams,
} from './constants'
export { isValidEmail } from './email'
export {
  AuthConnectorNotFoundError,
  AuthInitializationError,
  EmailCooldownError,
  EmailLoginDependencyError,
  FrameError,
  RpcCallNotAllowedError,
  tryAgainAfterMessage,
} from './errors'
export type { EmailSocialHandle } from './handle'
export {
  EMAIL_SOCIAL_EN,
  EMAIL_SOCIAL_MESSAGES,
  type EmailSocialMessages,
  useEmailSocialMessages,
} from './messages'
export {
  type EmailSocialOptions,
  type EmailSocialResolvedOptions,
  emailSocialOptionsSchema,
  InvalidEmailSocialOptionsError,
  parseEmailSocialOptions,
} from './options'
export { emailSocial } from './plugin'
export { EMBEDDED_WALLET_LOAD_TIMEOUT_ALERT, LOGIN_STATE_KEYS } from './runtimeConstants'
