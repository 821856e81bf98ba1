// @airlock/siwx/message: the sign-in message formats (CAIP-122 data; EIP-4361, Sign In With Solana and
// the BIP-322 text), shared by the client plugin and the sign-in server. Imports no kernel, ui or chain
// library.
export { SiwxError, type SiwxErrorParameters } from '../errors'
export { formatRevokeMessage, type SiwxRevokeMessageData } from './formatRevokeMessage'
export { formatSiwxMessage } from './formatSiwxMessage'
export {
  NAMESPACE_PROFILES,
  type SiwxLayout,
  type SiwxNamespaceProfile,
  SOLANA_CLUSTER_CHAINS,
} from './namespaceProfiles'
export { parseSiwxMessage } from './parseSiwxMessage'
export {
  decodeRecap,
  RECAP_STATEMENT_PREFIX,
  readRecap,
  recapStatement,
  type SiwxRecap,
  type SiwxRecapReading,
} from './recap'
export { SiwxMessageError, type SiwxMessageErrorCode } from './SiwxMessageError'
export { type SolanaSignInInputFields, toSolanaSignInInput } from './solanaSignIn'
export type { SiwxChainId, SiwxMessageData, SiwxNamespace } from './types'
export { isCaip2, isRfc3339, namespaceOf, validateSiwxData } from './validateSiwxData'
