import { describe, expect, test } from 'vitest'
import {
  ERROR_MESSAGES,
  errorRegisteringNameMessage,
  httpStatusMessage,
  nameApiErrorMessage,
  namespaceNotConfiguredMessage,
  rpcUrlNotFoundMessage,
  tryAgainAfterMessage,
} from './catalogue'

describe('catalogue', () => {
  test('holds the exact texts of the spec', () => {
    expect(ERROR_MESSAGES).toMatchInlineSnapshot(`
      {
        "actionNotAllowed": "Action not allowed",
        "adapterNotFound": "Adapter not found",
        "addressOrAuthConnectorNotFound": "Address or auth connector not found",
        "authInitializationProblem": "A problem occurred while trying initialize authentication",
        "cannotRemoveLastNetwork": "Cannot remove last network for a namespace",
        "chainIdMissing": "ChainId is required",
        "chainNotSupported": "Chain is not supported",
        "connectBeforeRequest": "Please call connect() before request()",
        "errorFetchingNameSuggestions": "Error fetching name suggestions",
        "errorFetchingNamesForAddress": "Error fetching names for address",
        "errorResolvingName": "Error resolving name",
        "failedToDisconnect": "Failed to disconnect",
        "failedToFetchTransactions": "Failed to fetch transactions",
        "failedToSendTransaction": "Failed to send transaction. Please try again.",
        "frameErrorWithoutMessage": "An error occurred",
        "insufficientBalance": "Insufficient balance",
        "invalidCaip10Address": "Invalid CAIP-10 address",
        "invalidCaip2NetworkId": "Invalid CAIP-2 network id",
        "invalidCaipAddress": "Invalid CAIP Address",
        "networkNotFound": "Network not found",
        "networkWithIdNotFound": "Network with ID not found",
        "requestAborted": "Request was aborted",
        "rpcCallNotAllowed": "Requested RPC call is not allowed",
        "signatureDeclined": "Signature declined",
        "smartAccountsNotSupported": "This application might not support Smart Accounts",
        "somethingWentWrong": "Something went wrong",
        "tokenBalanceUnavailable": "Token Balance Unavailable",
        "transactionError": "Transaction error",
        "transactionStarted": "Transaction started",
        "unableToLoadEmailLoginDependency": "Unable to load email login dependency",
        "unknownError": "Unknown error",
        "unsupportedChain": "Unsupported chain",
      }
    `)
  })

  test('builds the parameterised texts', () => {
    expect(tryAgainAfterMessage(12)).toMatchInlineSnapshot(`"Please try again after 12 seconds"`)
    expect(errorRegisteringNameMessage('alice.airlock')).toMatchInlineSnapshot(
      `"Error registering name alice.airlock"`,
    )
    expect(httpStatusMessage(503)).toMatchInlineSnapshot(`"HTTP status code: 503"`)
    expect(rpcUrlNotFoundMessage('eip155:1')).toMatchInlineSnapshot(`"No RPC URL found for chain eip155:1"`)
    expect(namespaceNotConfiguredMessage('solana')).toMatchInlineSnapshot(
      `"Namespace solana is not configured"`,
    )
  })

  test('name API: first reason description, else the fallback', () => {
    const fallback = ERROR_MESSAGES.errorFetchingNameSuggestions
    expect(
      nameApiErrorMessage(
        { reasons: [{ description: 'Name is taken' }, { description: 'second' }] },
        fallback,
      ),
    ).toBe('Name is taken')
    expect(nameApiErrorMessage({ reasons: [] }, fallback)).toBe(fallback)
    expect(nameApiErrorMessage({ reasons: [{ description: '' }] }, fallback)).toBe(fallback)
    expect(nameApiErrorMessage({ reasons: [{ code: 1 }] }, fallback)).toBe(fallback)
    expect(nameApiErrorMessage({ reasons: 'nope' }, fallback)).toBe(fallback)
    expect(nameApiErrorMessage(null, fallback)).toBe(fallback)
    expect(nameApiErrorMessage('text', errorRegisteringNameMessage('bob'))).toBe('Error registering name bob')
  })
})
