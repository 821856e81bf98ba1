import { describe, expect, test } from 'vitest'
import {
  ERROR_MESSAGES,
  httpStatusMessage,
  namespaceNotConfiguredMessage,
  rpcUrlNotFoundMessage,
} from './catalogue'

describe('catalogue', () => {
  test('holds the exact texts of the spec', () => {
    expect(ERROR_MESSAGES).toMatchInlineSnapshot(`
      {
        "adapterNotFound": "Adapter not found",
        "cannotRemoveLastNetwork": "Cannot remove last network for a namespace",
        "chainIdMissing": "ChainId is required",
        "chainNotSupported": "Chain is not supported",
        "connectBeforeRequest": "Please call connect() before request()",
        "failedToDisconnect": "Failed to disconnect",
        "failedToFetchTransactions": "Failed to fetch transactions",
        "failedToSendTransaction": "Failed to send transaction. Please try again.",
        "insufficientBalance": "Insufficient balance",
        "invalidCaip10Address": "Invalid CAIP-10 address",
        "invalidCaip2NetworkId": "Invalid CAIP-2 network id",
        "invalidCaipAddress": "Invalid CAIP Address",
        "networkNotFound": "Network not found",
        "networkWithIdNotFound": "Network with ID not found",
        "requestAborted": "Request was aborted",
        "signatureDeclined": "Signature declined",
        "smartAccountsNotSupported": "This application might not support Smart Accounts",
        "somethingWentWrong": "Something went wrong",
        "tokenBalanceUnavailable": "Token Balance Unavailable",
        "transactionError": "Transaction error",
        "transactionStarted": "Transaction started",
        "unknownError": "Unknown error",
        "unsupportedChain": "Unsupported chain",
      }
    `)
  })

  test('builds the parameterised texts', () => {
    expect(httpStatusMessage(503)).toMatchInlineSnapshot(`"HTTP status code: 503"`)
    expect(rpcUrlNotFoundMessage('eip155:1')).toMatchInlineSnapshot(`"No RPC URL found for chain eip155:1"`)
    expect(namespaceNotConfiguredMessage('solana')).toMatchInlineSnapshot(
      `"Namespace solana is not configured"`,
    )
  })
})
