// Public API of @airlock/siwx: the plugin `siwx()` (its view and flow load lazily) and the spec's option
// rule. Other entries: @airlock/siwx/options (the options' other rules, AppKit's siweConfig adapter),
// @airlock/siwx/message (the message formats), @airlock/siwx/protocol (the sign-in server's HTTP
// contract), @airlock/siwx/client (a config backed by that server).
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
  SIWX_OPTIONS_CONFLICT_TEXT,
  SiwxOptionsConflictError,
  type SiwxOptionsInput,
} from './options/checkSiwxConflict'
export type { SiwxFromSiweConfigOptions } from './options/siwxFromSiweConfig'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageInput,
  SiwxSession,
  SiwxSessionData,
} from './options/types'
export { SIWX_MESSAGES, SIWX_TEXTS } from './plugin/messages'
export { SIWX_VIEW, type SiwxPluginApi, type SiwxPluginOptions, siwx } from './plugin/siwxPlugin'
export type { SiwxListener, SiwxSnapshot } from './plugin/siwxState'
