// Public API of @airlock/siwx. The message formats are the separate entry @airlock/siwx/message, the
// sign-in server's HTTP contract @airlock/siwx/protocol. The plugin's options entry `siwx()` is here; its
// views and the gate after connect come with #35.
export { SiwxError, type SiwxErrorParameters } from './errors'
export type {
  AppKitSiweClient,
  AppKitSiweConfig,
  AppKitSiweCreateMessageArgs,
  AppKitSiweMessageParams,
  AppKitSiweMethods,
  AppKitSiweOptions,
  AppKitSiweSession,
  SiweConfigInput,
} from './options/appKitSiweTypes'
export {
  checkSiwxOptions,
  resolveSiwxConfig,
  SIWX_OPTIONS_CONFLICT_TEXT,
  type SignInBlocker,
  type SignInState,
  SiwxOptionsConflictError,
  type SiwxOptionsInput,
  signInBlocker,
} from './options/checkSiwxOptions'
export {
  SiweConfigError,
  type SiwxFromSiweConfigOptions,
  siwxFromSiweConfig,
} from './options/siwxFromSiweConfig'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageInput,
  SiwxSession,
  SiwxSessionData,
} from './options/types'
export {
  type SiwxPlugin,
  type SiwxPluginApi,
  type SiwxPluginContext,
  type SiwxPluginOptions,
  siwx,
} from './plugin/siwxPlugin'
