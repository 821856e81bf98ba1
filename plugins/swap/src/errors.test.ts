import { describe, expect, it } from 'vitest'
import {
  AllowanceCheckError,
  ApprovalTransactionError,
  IncorrectAmountError,
  InvalidSwapAmountError,
  InvalidSwapInputError,
  NetworkTokenPriceError,
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
    expect(errors.map((e) => [e.name, e.messageKey, e.shortMessage])).toMatchInlineSnapshot(`
      [
        [
          "SwapInitializationError",
          "failedToInitializeSwap",
          "Failed to initialize swap",
        ],
        [
          "NetworkTokenPriceError",
          "failedToFetchNetworkTokenPrice",
          "Failed to fetch network token price",
        ],
        [
          "AllowanceCheckError",
          "failedToCheckAllowance",
          "Failed to check allowance",
        ],
        [
          "ApprovalTransactionError",
          "failedToCreateApprovalTransaction",
          "Failed to create approval transaction",
        ],
        [
          "SwapTransactionError",
          "failedToCreateTransaction",
          "Failed to create transaction",
        ],
        [
          "SwapTransactionFailedError",
          "transactionError",
          "Transaction error",
        ],
        [
          "SwapInsufficientBalanceError",
          "insufficientBalance",
          "Insufficient balance",
        ],
        [
          "IncorrectAmountError",
          "incorrectAmount",
          "Incorrect amount",
        ],
      ]
    `)
    for (const error of errors) expect(error).toBeInstanceOf(SwapError)
    expect(new Set(errors.map((e) => e.constructor)).size).toBe(errors.length)
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
      reason: 'tooManyDecimals',
      messageKey: 'tooManyDecimals',
    })
    expect(new InvalidSwapAmountError('zero').messageKey).toBe('amountAboveZero')
    expect(new InvalidSwapAmountError('format').messageKey).toBe('pleaseEnterValidAmount')
    expect(new InvalidSwapInputError('sameToken').messageKey).toBe('sameToken')
    expect(new SwapInsufficientBalanceError('gas')).toMatchObject({
      reason: 'gas',
      details: 'not enough native token for gas',
    })
  })
})
