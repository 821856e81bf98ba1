// Public API of @airlock/frame-host: the deployable frame host (server side). The message protocol is
// the separate, browser-safe entry @airlock/frame-host/protocol.
export {
  configFromEnv,
  type FrameHostConfig,
  type FrameHostOptionsInput,
  type FrameProject,
  frameHostOptionsSchema,
  originMatches,
  parseFrameHostOptions,
} from './server/config'
export {
  type FrameDatabase,
  FrameDatabaseClosedError,
  migrateFrameDatabase,
  type OpenFrameDatabaseOptions,
  openFrameDatabase,
} from './server/database/openFrameDatabase'
export { CODE_LIMITS } from './server/limits'
export { codeMail, createMailer, type Mailer, type OutgoingMail } from './server/mail/createMailer'
export { INSECURE_SESSION_COOKIE, SESSION_COOKIE } from './server/routes/apiRoutes'
export { type FramePageConfig, frameCsp } from './server/routes/frameRoutes'
export { type FrameHost, type FrameHostRuntime, startFrameHost } from './server/startFrameHost'
export { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './server/store/OtpStore'
