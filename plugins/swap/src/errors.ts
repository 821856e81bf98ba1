// The swap flow's failures (spec §8), one class per message, each a kernel BaseError. Each carries a
// stable `code` (tell errors apart by class or code, never by English) and the key of its text in the
// swap catalogue (`textKey`; `messageKey` is the kernel's { namespace: 'swap', key }), so the UI and the
// snackbar show it in the visitor's locale.
import { BaseError } from '@airlock/kernel'
import { SWAP_EN } from './messages'

/** A key of the swap catalogue. */
export type SwapMessageKey = keyof typeof SWAP_EN

/** The catalogue namespace of the swap's texts (the `messageKey.namespace` of every swap error). */
export const SWAP_NAMESPACE = 'swap'

/**
 * Stable identifiers of the swap's failures, one per spec §8 swap message (and one per kind of refused
 * input): 'Failed to initialize swap', 'Failed to fetch network token price', 'Failed to check
 * allowance', 'Failed to create approval transaction', 'Failed to create transaction', 'Transaction
 * error', 'Insufficient balance', 'Incorrect amount'.
 */
export const SWAP_ERROR_CODES = {
  initializationFailed: 'SWAP_INITIALIZATION_FAILED',
  networkTokenPriceFailed: 'SWAP_NETWORK_TOKEN_PRICE_FAILED',
  allowanceCheckFailed: 'SWAP_ALLOWANCE_CHECK_FAILED',
  approvalTransactionFailed: 'SWAP_APPROVAL_TRANSACTION_FAILED',
  transactionBuildFailed: 'SWAP_TRANSACTION_BUILD_FAILED',
  transactionError: 'SWAP_TRANSACTION_ERROR',
  insufficientBalance: 'SWAP_INSUFFICIENT_BALANCE',
  incorrectAmount: 'SWAP_INCORRECT_AMOUNT',
  invalidAmount: 'SWAP_INVALID_AMOUNT',
  invalidInput: 'SWAP_INVALID_INPUT',
} as const

/** One of {@link SWAP_ERROR_CODES}. */
export type SwapErrorCode = (typeof SWAP_ERROR_CODES)[keyof typeof SWAP_ERROR_CODES]

/** Arguments every swap error takes: what went wrong underneath, and technical details. */
export interface SwapErrorParameters {
  /** The underlying error (an HTTP failure, a wallet rejection, a parse issue). */
  cause?: unknown
  /** Technical details for developers; the cause's message when absent. */
  details?: string
}

/**
 * The base of the swap package's errors, a kernel BaseError: `code` identifies the failure,
 * `shortMessage` is the English catalogue text, `textKey` its key in the swap catalogue, `messageKey`
 * the kernel's key for the visitor's locale, `details` the technical reason.
 *
 * @example
 * try { … } catch (e) { if (e instanceof SwapError && e.code === SWAP_ERROR_CODES.allowanceCheckFailed) retry() }
 */
export class SwapError extends BaseError {
  override name = 'SwapError'
  /** Stable identifier of the failure. */
  readonly code: SwapErrorCode
  /** The swap catalogue key of the text the visitor sees. */
  readonly textKey: SwapMessageKey

  constructor(code: SwapErrorCode, textKey: SwapMessageKey, args: SwapErrorParameters = {}) {
    super(SWAP_EN[textKey], {
      messageKey: { namespace: SWAP_NAMESPACE, key: textKey },
      ...(args.details !== undefined ? { details: args.details } : {}),
      ...(args.cause !== undefined ? { cause: args.cause } : {}),
    })
    this.code = code
    this.textKey = textKey
  }
}

/** The token list or balances could not be loaded: 'Failed to initialize swap' (the view goes back). */
export class SwapInitializationError extends SwapError {
  override name = 'SwapInitializationError'
  constructor(args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.initializationFailed, 'failedToInitializeSwap', args)
  }
}

/** The native token's USD price (for the network cost) could not be fetched: 'Failed to fetch network token price'. */
export class NetworkTokenPriceError extends SwapError {
  override name = 'NetworkTokenPriceError'
  constructor(args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.networkTokenPriceFailed, 'failedToFetchNetworkTokenPrice', args)
  }
}

/** The allowance request failed: 'Failed to check allowance'. */
export class AllowanceCheckError extends SwapError {
  override name = 'AllowanceCheckError'
  constructor(args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.allowanceCheckFailed, 'failedToCheckAllowance', args)
  }
}

/** The approval transaction could not be built: 'Failed to create approval transaction'. */
export class ApprovalTransactionError extends SwapError {
  override name = 'ApprovalTransactionError'
  constructor(args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.approvalTransactionFailed, 'failedToCreateApprovalTransaction', args)
  }
}

/** The swap transaction could not be built: 'Failed to create transaction'. */
export class SwapTransactionError extends SwapError {
  override name = 'SwapTransactionError'
  constructor(args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.transactionBuildFailed, 'failedToCreateTransaction', args)
  }
}

/** The approval or swap was sent and failed (a revert, e.g. the price moved beyond slippage): 'Transaction error'. */
export class SwapTransactionFailedError extends SwapError {
  override name = 'SwapTransactionFailedError'
  constructor(args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.transactionError, 'transactionError', args)
  }
}

/** Why a swap is not affordable: the source amount, or the native token for gas. */
export type InsufficientBalanceReason = 'amount' | 'gas'

/** The source amount exceeds the balance, or the native token cannot cover gas: 'Insufficient balance'. */
export class SwapInsufficientBalanceError extends SwapError {
  override name = 'SwapInsufficientBalanceError'
  readonly reason: InsufficientBalanceReason
  constructor(reason: InsufficientBalanceReason, args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.insufficientBalance, 'insufficientBalance', {
      details: args.details ?? `not enough ${reason === 'gas' ? 'native token for gas' : 'source token'}`,
      ...(args.cause !== undefined ? { cause: args.cause } : {}),
    })
    this.reason = reason
  }
}

/** A quote came back without a target amount: 'Incorrect amount' (its description: 'Please enter a valid amount'). */
export class IncorrectAmountError extends SwapError {
  override name = 'IncorrectAmountError'
  /** The key of the explanation shown under the title. */
  readonly descriptionKey: SwapMessageKey = 'pleaseEnterValidAmount'
  constructor(args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.incorrectAmount, 'incorrectAmount', args)
  }
}

/** Why a typed amount was refused. */
export type InvalidAmountReason =
  | 'empty'
  | 'format'
  | 'negative'
  | 'zero'
  | 'tooManyDecimals'
  | 'decimalsUnknown'

const AMOUNT_KEYS: Record<InvalidAmountReason, SwapMessageKey> = {
  empty: 'pleaseEnterValidAmount',
  format: 'pleaseEnterValidAmount',
  negative: 'pleaseEnterValidAmount',
  zero: 'amountAboveZero',
  tooManyDecimals: 'tooManyDecimals',
  decimalsUnknown: 'tokenDecimalsUnknown',
}

/** A typed or pasted amount cannot be used: letters, zero, negative, or more decimals than the token has. */
export class InvalidSwapAmountError extends SwapError {
  override name = 'InvalidSwapAmountError'
  readonly reason: InvalidAmountReason
  constructor(reason: InvalidAmountReason, args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.invalidAmount, AMOUNT_KEYS[reason], args)
    this.reason = reason
  }
}

/** Why a swap's inputs are not complete. */
export type InvalidSwapInputReason = 'noSourceToken' | 'noTargetToken' | 'targetTokenIncomplete' | 'sameToken'

const INPUT_KEYS: Record<InvalidSwapInputReason, SwapMessageKey> = {
  noSourceToken: 'selectToken',
  noTargetToken: 'selectToken',
  targetTokenIncomplete: 'tokenDecimalsUnknown',
  sameToken: 'sameToken',
}

/** The source or target token is missing or unusable, or both sides are the same token. */
export class InvalidSwapInputError extends SwapError {
  override name = 'InvalidSwapInputError'
  readonly reason: InvalidSwapInputReason
  constructor(reason: InvalidSwapInputReason, args: SwapErrorParameters = {}) {
    super(SWAP_ERROR_CODES.invalidInput, INPUT_KEYS[reason], args)
    this.reason = reason
  }
}
