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
