// The whole user-visible message catalogue of the spec (§5, §6, §8), in one place. Views, plugins and
// error classes take their texts from here, never from string literals of their own.

/** Every fixed user-visible message, by name. */
export const ERROR_MESSAGES = {
  // Account, activity, balances
  failedToFetchTransactions: 'Failed to fetch transactions',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  // Sending and transactions
  transactionStarted: 'Transaction started',
  somethingWentWrong: 'Something went wrong',
  failedToSendTransaction: 'Failed to send transaction. Please try again.',
  invalidSolanaSend: 'Please enter a valid amount and receiver address',
  transactionError: 'Transaction error',
  insufficientBalance: 'Insufficient balance',
  signatureDeclined: 'Signature declined',
  smartAccountsNotSupported: 'This application might not support Smart Accounts',
  // Swaps
  failedToInitializeSwap: 'Failed to initialize swap',
  failedToFetchNetworkTokenPrice: 'Failed to fetch network token price',
  failedToCheckAllowance: 'Failed to check allowance',
  failedToCreateApprovalTransaction: 'Failed to create approval transaction',
  failedToCreateTransaction: 'Failed to create transaction',
  incorrectAmount: 'Incorrect amount',
  pleaseEnterValidAmount: 'Please enter a valid amount',
  // Connection and authentication
  authInitializationProblem: 'A problem occurred while trying initialize authentication',
  failedToDisconnect: 'Failed to disconnect',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  unableToLoadEmailLoginDependency: 'Unable to load email login dependency',
  frameErrorWithoutMessage: 'An error occurred',
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  // Names
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  // Networks
  unsupportedChain: 'Unsupported chain',
  networkNotFound: 'Network not found',
  // HTTP helper
  requestAborted: 'Request was aborted',
  unknownError: 'Unknown error',
  // Validation
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: 'Invalid CAIP-10 address',
  invalidCaip2NetworkId: 'Invalid CAIP-2 network id',
  invalidChainId: 'Invalid chainId',
  // Thrown by the kernel and chain plugins
  connectBeforeRequest: 'Please call connect() before request()',
  signClientNotInitialized: 'Sign Client not initialized',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: 'Adapter not found',
  networkWithIdNotFound: 'Network with ID not found',
  cannotRemoveLastNetwork: 'Cannot remove last network for a namespace',
  cannotSetBothSiweAndSiwx: 'Cannot set both siweConfig and siwx options',
  chainIdMissing: 'ChainId is required',
} as const

/** A persistent alert shown over the modal: a title and an explanation. */
export type Alert = {
  /** Stable identifier, for tests and analytics. */
  id: AlertId
  /** The alert's title. */
  shortMessage: string
  /** The alert's explanation. */
  longMessage: string
}

/** Identifiers of the spec's alerts (§8). */
export type AlertId =
  | 'ORIGIN_NOT_ALLOWED'
  | 'INVALID_PROJECT_ID'
  | 'JWT_NOT_YET_VALID'
  | 'NETWORK_NOT_FOUND'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'EMBEDDED_WALLET_LOAD_TIMEOUT'
  | 'SOCIAL_LOGIN_TIMEOUT'

/** The spec's alerts, by id. */
export const ALERTS: { readonly [K in AlertId]: Alert & { id: K } } = {
  ORIGIN_NOT_ALLOWED: {
    id: 'ORIGIN_NOT_ALLOWED',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the allow list of the project - add it to the project configuration.',
  },
  INVALID_PROJECT_ID: {
    id: 'INVALID_PROJECT_ID',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Invalid project id - check the projectId in the configuration.',
  },
  JWT_NOT_YET_VALID: {
    id: 'JWT_NOT_YET_VALID',
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again.',
  },
  NETWORK_NOT_FOUND: {
    id: 'NETWORK_NOT_FOUND',
    shortMessage: 'Network Not Found',
    longMessage: 'Network not found - make sure it is included in the networks of the configuration.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    id: 'PROJECT_ID_NOT_CONFIGURED',
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Project ID Not Configured - set projectId in the configuration.',
  },
  EMBEDDED_WALLET_LOAD_TIMEOUT: {
    id: 'EMBEDDED_WALLET_LOAD_TIMEOUT',
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'There was an issue loading the embedded wallet. Please try again later.',
  },
  SOCIAL_LOGIN_TIMEOUT: {
    id: 'SOCIAL_LOGIN_TIMEOUT',
    shortMessage: 'Social Login Timed Out',
    longMessage: 'There was an issue with the social login. Check that this domain is allowed and try again.',
  },
}

/** Name of a fixed catalogue message. */
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES

/** 'Please try again after N seconds': shown when an email code is requested again too soon. */
export function tryAgainAfterMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

/** 'Error registering name {name}': fallback when the name API gives no reason. */
export function errorRegisteringNameMessage(name: string): string {
  return `Error registering name ${name}`
}

/** 'HTTP status code: {status}': the HTTP helper's message for a non-OK response. */
export function httpStatusMessage(status: number): string {
  return `HTTP status code: ${status}`
}

/** 'No RPC URL found for chain {id}': thrown when a network has no usable RPC endpoint. */
export function rpcUrlNotFoundMessage(chainId: string | number): string {
  return `No RPC URL found for chain ${chainId}`
}

/** 'Namespace {namespace} is not configured': thrown when no adapter or network serves a namespace. */
export function namespaceNotConfiguredMessage(namespace: string): string {
  return `Namespace ${namespace} is not configured`
}

/**
 * The name API's error text: the first `reasons[].description` of the response body when there is
 * one, else the given fallback ('Error fetching name suggestions', 'Error fetching names for
 * address' or `errorRegisteringNameMessage(name)`).
 *
 * @example
 * nameApiErrorMessage({ reasons: [{ description: 'Name taken' }] }, 'x') // 'Name taken'
 */
export function nameApiErrorMessage(body: unknown, fallback: string): string {
  const reasons = isRecord(body) ? body.reasons : undefined
  if (Array.isArray(reasons)) {
    const first: unknown = reasons[0]
    if (isRecord(first) && typeof first.description === 'string' && first.description !== '') {
      return first.description
    }
  }
  return fallback
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
