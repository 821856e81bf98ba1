// Kernel-free smart-account client (ERC-4337, EntryPoint v0.8): the account, user operations through a
// bundler (sponsored or self-paid), ERC-1271/6492 signatures and EIP-5792 calls. It imports viem and
// zod only (no server code), so the frame page bundles it. `@airlock/frame-host/aa` (devnet's tests use it too).
export { airlockAccountFactoryAbi, airlockSmartAccountAbi } from './abis'
export {
  type AaBundlerClient,
  type CreateAaBundlerClientParameters,
  createAaBundlerClient,
} from './createAaBundlerClient'
export {
  CALLS_STATUS,
  type CallsStatus,
  callsStatus,
  type ParsedSendCalls,
  type PaymasterServiceCapability,
  parseSendCalls,
  type SentCalls,
  SentCallsRegistry,
  sendCallsParamsSchema,
  smartAccountCapabilities,
} from './eip5792'
export {
  AaError,
  type AaErrorCode,
  type AaErrorOptions,
  type AaMessageKey,
  BundlerUnavailableError,
  DuplicateCallsIdError,
  InsufficientFundsError,
  InvalidCallsError,
  NonceCollisionError,
  PaymasterRefusedError,
  PaymasterUnavailableError,
  ReceiptTimeoutError,
  UnknownBundleError,
  UnsupportedCapabilityError,
  UnsupportedChainError,
  UserOperationRejectedError,
  UserOperationRevertedError,
} from './errors'
export {
  AIRLOCK_ACCOUNT_DOMAIN_NAME,
  AIRLOCK_ACCOUNT_DOMAIN_VERSION,
  type ReplaySafeTypedDataParameters,
  replaySafeTypedData,
} from './replaySafeTypedData'
export { getCallsStatus, type SendCallsParameters, sendCalls } from './sendCalls'
export { type AaErrorContext, decodeRevert, toAaError } from './toAaError'
export {
  AIRLOCK_STUB_SIGNATURE,
  type AirlockSmartAccount,
  type AirlockSmartAccountImplementation,
  type ToAirlockSmartAccountParameters,
  toAirlockSmartAccount,
} from './toAirlockSmartAccount'
export {
  type AaCall,
  type PreparedUserOperation,
  prepareUserOperation,
  resubmitUserOperation,
  type SendUserOperationParameters,
  type SignedUserOperation,
  sendUserOperation,
  signUserOperation,
  submitUserOperation,
  waitForUserOperationReceipt,
} from './userOperations'
