// Every fixed user-visible message of the spec as its own constant, so that a bundle keeps only the
// messages its code uses (kernel code imports this module as a namespace). `ERROR_MESSAGES`
// (catalogue.ts) gathers them by name for views and plugins.

// Account, activity, balances
export const failedToFetchTransactions = 'Failed to fetch transactions'
export const tokenBalanceUnavailable = 'Token Balance Unavailable'
// Sending and transactions
export const transactionStarted = 'Transaction started'
export const somethingWentWrong = 'Something went wrong'
export const failedToSendTransaction = 'Failed to send transaction. Please try again.'
export const transactionError = 'Transaction error'
export const insufficientBalance = 'Insufficient balance'
export const signatureDeclined = 'Signature declined'
export const smartAccountsNotSupported = 'This application might not support Smart Accounts'
// Connection
export const failedToDisconnect = 'Failed to disconnect'
// Networks
export const unsupportedChain = 'Unsupported chain'
export const networkNotFound = 'Network not found'
// HTTP helper
export const requestAborted = 'Request was aborted'
export const unknownError = 'Unknown error'
// Validation
export const invalidCaipAddress = 'Invalid CAIP Address'
export const invalidCaip10Address = 'Invalid CAIP-10 address'
export const invalidCaip2NetworkId = 'Invalid CAIP-2 network id'
// Thrown by the kernel and chain plugins
export const connectBeforeRequest = 'Please call connect() before request()'
export const chainNotSupported = 'Chain is not supported'
export const adapterNotFound = 'Adapter not found'
export const networkWithIdNotFound = 'Network with ID not found'
export const cannotRemoveLastNetwork = 'Cannot remove last network for a namespace'
export const chainIdMissing = 'ChainId is required'
