import { BaseError } from '@airlock/kernel'
import { describe, expect, it } from 'vitest'
import {
  AllowanceCheckError,
  ApprovalTransactionError,
  IncorrectAmountError,
  InvalidSwapAmountError,
  InvalidSwapInputError,
  NetworkTokenPriceError,
  SWAP_ERROR_CODES,
  SwapError,
  SwapInitializationError,
  SwapInsufficientBalanceError,
  SwapTransactionError,
  SwapTransactionFailedError,
} from './errors'

describe('swap errors (spec §8)', () => {
  it('carry the spec text and its catalogue key, one class per message', () => {
    const errors = [
      new SwapInitializationError(),
      new NetworkTokenPriceError(),
      new AllowanceCheckError(),
      new ApprovalTransactionError(),
      new SwapTransactionError(),
      new SwapTransactionFailedError(),
      new SwapInsufficientBalanceError('amount'),
      new IncorrectAmountError(),
    ]
    expect(errors.map((e) => [e.code, e.textKey, e.shortMessage])).toMatchInlineSnapshot(`
      [
        [
          "SWAP_INITIALIZATION_FAILED",
          "failedToInitializeSwap",
          "Failed to initialize swap",
        ],
        [
          "SWAP_NETWORK_TOKEN_PRICE_FAILED",
          "failedToFetchNetworkTokenPrice",
          "Failed to fetch network token price",
        ],
        [
          "SWAP_ALLOWANCE_CHECK_FAILED",
          "failedToCheckAllowance",
          "Failed to check allowance",
        ],
        [
          "SWAP_APPROVAL_TRANSACTION_FAILED",
          "failedToCreateApprovalTransaction",
          "Failed to create approval transaction",
        ],
        [
          "SWAP_TRANSACTION_BUILD_FAILED",
          "failedToCreateTransaction",
          "Failed to create transaction",
        ],
        [
          "SWAP_TRANSACTION_ERROR",
          "transactionError",
          "Transaction error",
        ],
        [
          "SWAP_INSUFFICIENT_BALANCE",
          "insufficientBalance",
          "Insufficient balance",
        ],
        [
          "SWAP_INCORRECT_AMOUNT",
          "incorrectAmount",
          "Incorrect amount",
        ],
      ]
    `)
    for (const error of errors) {
      expect(error).toBeInstanceOf(SwapError)
      expect(error).toBeInstanceOf(BaseError)
      expect(error.messageKey).toEqual({ namespace: 'swap', key: error.textKey })
    }
    expect(new Set(errors.map((e) => e.constructor)).size).toBe(errors.length)
    expect(new Set(errors.map((e) => e.code)).size).toBe(errors.length)
  })

  it('keep the cause and put its message in the details', () => {
    const cause = new Error('HTTP status code: 500')
    const error = new AllowanceCheckError({ cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('HTTP status code: 500')
    expect(error.message).toMatchInlineSnapshot(`
      "Failed to check allowance

      Details: HTTP status code: 500"
    `)
    expect(new SwapTransactionError({ details: 'router reverted' }).details).toBe('router reverted')
  })

  it('say why an amount or input was refused, by reason and key', () => {
    expect(new InvalidSwapAmountError('tooManyDecimals')).toMatchObject({
      code: SWAP_ERROR_CODES.invalidAmount,
      reason: 'tooManyDecimals',
      textKey: 'tooManyDecimals',
    })
    expect(new InvalidSwapAmountError('zero').textKey).toBe('amountAboveZero')
    expect(new InvalidSwapAmountError('format').textKey).toBe('pleaseEnterValidAmount')
    expect(new InvalidSwapInputError('sameToken')).toMatchObject({
      code: SWAP_ERROR_CODES.invalidInput,
      textKey: 'sameToken',
    })
    expect(new SwapInsufficientBalanceError('gas')).toMatchObject({
      reason: 'gas',
      details: 'not enough native token for gas',
    })
  })
})
