// Public API of @airlock/siwx-server: the sign-in server as request handlers to mount, or as a server of
// its own. The HTTP contract (bodies, answers, error codes) is @airlock/siwx/protocol.
export {
  configFromEnv,
  cookieSchema,
  originAllowed,
  rateLimitsSchema,
  type SiwxHandlerConfig,
  type SiwxHandlerOptionsInput,
  type SiwxServerConfig,
  type SiwxServerOptionsInput,
  siwxHandlerOptionsSchema,
  siwxServerOptionsSchema,
} from './config'
export { SIWX_MIGRATIONS, type SiwxMigration } from './database/migrations'
export {
  lazySiwxDatabase,
  migrateSiwxDatabase,
  type OpenSiwxDatabaseOptions,
  openSiwxDatabase,
  type PgPoolLike,
  pgPoolDatabase,
  type SiwxDatabase,
} from './database/openSiwxDatabase'
export {
  createSiwxHandler,
  type SiwxHandler,
  type SiwxRequestContext,
  type SiwxRuntime,
} from './http/createSiwxHandler'
export { ERROR_STATUS, SiwxApiError } from './http/SiwxApiError'
export { type NodeListenerOptions, toNodeListener } from './http/toNodeListener'
export { type SignInRequest, type SignInResult, SiwxService } from './service/SiwxService'
export { type SiwxServer, type SiwxServerRuntime, startSiwxServer } from './startSiwxServer'
export { type Bip322Result, verifyBip322 } from './verify/bip322'
export { BITCOIN_CHAIN_PREFIXES } from './verify/bitcoinAddress'
export { type SignatureToVerify, SignatureVerifier, type VerifyResult } from './verify/verifySignature'
