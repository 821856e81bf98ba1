import { describe, expect, it } from 'vitest'
import * as errors from './errors'

const samples = [
  new errors.BundlerUnavailableError({ details: 'fetch failed', mayHaveBeenReceived: true }),
  new errors.PaymasterUnavailableError(),
  new errors.PaymasterRefusedError({ reason: 'project-not-sponsored' }),
  new errors.UserOperationRevertedError({ reason: 'balance', callIndex: 1 }),
  new errors.UserOperationRevertedError(),
  new errors.NonceCollisionError(),
  new errors.InsufficientFundsError(),
  new errors.UserOperationRejectedError({ bundlerCode: -32500 }),
  new errors.ReceiptTimeoutError({ userOperationHash: '0x01' }),
  new errors.InvalidCallsError({ details: 'calls.0.to: to must start with 0x' }),
  new errors.UnsupportedChainError(),
  new errors.UnsupportedCapabilityError(),
  new errors.UnknownBundleError(),
  new errors.DuplicateCallsIdError(),
]

describe('AA errors', () => {
  it('each has its code, visitor message key, RPC code and message', () => {
    expect(samples.map((e) => [e.name, e.code, e.messageKey, e.rpcCode, e.message])).toMatchInlineSnapshot(`
      [
        [
          "BundlerUnavailableError",
          "BUNDLER_UNAVAILABLE",
          "failedToSendTransaction",
          -32603,
          "The bundler is unavailable.

      Details: fetch failed",
        ],
        [
          "PaymasterUnavailableError",
          "PAYMASTER_UNAVAILABLE",
          "failedToSendTransaction",
          -32603,
          "The paymaster service is unavailable.",
        ],
        [
          "PaymasterRefusedError",
          "PAYMASTER_REFUSED",
          "failedToSendTransaction",
          -32603,
          "The paymaster refused to sponsor the operation.",
        ],
        [
          "UserOperationRevertedError",
          "USER_OPERATION_REVERTED",
          "transactionError",
          -32603,
          "The operation reverts: balance.",
        ],
        [
          "UserOperationRevertedError",
          "USER_OPERATION_REVERTED",
          "transactionError",
          -32603,
          "The operation reverts (no reason given).",
        ],
        [
          "NonceCollisionError",
          "NONCE_COLLISION",
          "failedToSendTransaction",
          -32603,
          "Another operation of this account uses the same nonce.",
        ],
        [
          "InsufficientFundsError",
          "INSUFFICIENT_FUNDS",
          "insufficientBalance",
          -32603,
          "The account cannot pay for the operation and no paymaster sponsors it.",
        ],
        [
          "UserOperationRejectedError",
          "USER_OPERATION_REJECTED",
          "failedToSendTransaction",
          -32603,
          "The bundler refused the operation.",
        ],
        [
          "ReceiptTimeoutError",
          "RECEIPT_TIMEOUT",
          "somethingWentWrong",
          -32603,
          "No receipt for the operation in time.",
        ],
        [
          "InvalidCallsError",
          "INVALID_CALLS",
          "somethingWentWrong",
          -32602,
          "Invalid calls.

      Details: calls.0.to: to must start with 0x",
        ],
        [
          "UnsupportedChainError",
          "UNSUPPORTED_CHAIN",
          "unsupportedChain",
          5710,
          "The chain is not supported for smart account calls.",
        ],
        [
          "UnsupportedCapabilityError",
          "UNSUPPORTED_CAPABILITY",
          "somethingWentWrong",
          5700,
          "A required capability is not supported.",
        ],
        [
          "UnknownBundleError",
          "UNKNOWN_BUNDLE",
          "somethingWentWrong",
          5730,
          "Unknown calls id.",
        ],
        [
          "DuplicateCallsIdError",
          "DUPLICATE_CALLS_ID",
          "somethingWentWrong",
          5720,
          "Calls with this id were sent already.",
        ],
      ]
    `)
  })

  it('are AaErrors and Errors', () => {
    for (const e of samples) {
      expect(e).toBeInstanceOf(errors.AaError)
      expect(e).toBeInstanceOf(Error)
    }
  })
})
