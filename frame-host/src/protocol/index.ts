// @airlock/frame-host/protocol: the secure-frame message protocol, shared by the frame and the app
// (browser-safe; depends on zod only).
export {
  APP_EVENT_PAYLOADS,
  APP_EVENT_TYPES,
  type AppEvent,
  type AppEventPayload,
  type AppEventType,
  appEventSchema,
  messageIdSchema,
  NOT_ENABLED_APP_EVENTS,
} from './appEvents'
export {
  APPROVAL_WINDOW_FEATURES,
  APPROVAL_WINDOW_PATH,
  type ApprovalChoice,
  type ApprovalRequest,
  type ApprovalWindowReady,
  approvalChoiceSchema,
  approvalRequestSchema,
  approvalWindowReadySchema,
} from './approvalWindow'
export {
  EMAIL_COOLDOWN_SECONDS,
  FRAME_AUTH_TIMEOUT_MS,
  FRAME_IFRAME_ID,
  FRAME_IFRAME_NAME,
  FRAME_PAGE_PATH,
  type FrameUrlParams,
  frameUrl,
  MAX_MESSAGE_CHARS,
  MAX_STRING_CHARS,
  PROTOCOL_VERSION,
} from './constants'
export { cooldownMessage, FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from './errors'
export {
  errorPayloadSchema,
  FRAME_EVENT_PAYLOADS,
  type FrameEvent,
  type FrameEventPayload,
  type FrameEventType,
  type FramePayloadError,
  frameEventSchema,
  SUCCESS_PAYLOADS,
} from './frameEvents'
export {
  createInitMessage,
  createReadyMessage,
  type InitMessage,
  initMessageSchema,
  type ReadyMessage,
  readyMessageSchema,
} from './handshake'
export { LOCALE_PATTERN } from './locale'
export {
  createAppEvent,
  errorAnswer,
  type MessageRejection,
  type ParseResult,
  parseAppEvent,
  parseFrameEvent,
  rejectionAnswer,
  successAnswer,
} from './parse'
export {
  addressSchema,
  chainIdSchema,
  emailSchema,
  evmAddressSchema,
  hexSchema,
  otpSchema,
  solanaAddressSchema,
} from './primitives'
export {
  APPROVAL_RPC_METHODS,
  type ApprovalRpcMethod,
  evmTransactionSchema,
  isKnownRpcMethod,
  needsApproval,
  parseRpcResult,
  RPC_PARAM_SCHEMAS,
  RPC_RESULT_SCHEMAS,
  type RpcMethod,
  type RpcRequest,
  rpcRequestSchema,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  SOLANA_COMMITMENTS,
  sendCallSchema,
  typedDataSchema,
} from './rpc'
export {
  SOCIAL_CALLBACK_MESSAGE,
  type SocialCallbackMessage,
  socialCallbackMessageSchema,
  socialCallbackState,
} from './social'
export { type ConnectedUser, connectedUserSchema, userAccountSchema } from './user'
