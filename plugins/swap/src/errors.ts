// The swap flow's failures (spec §8), one class per message. Each carries the key of its text in the
// swap catalogue (`SWAP_EN`), so the UI shows it in the visitor's locale and code tells errors apart by
// class or `messageKey`, never by English. Kernel-free on purpose for now: when the plugin is wired to
// the kernel's plugin contract, SwapError takes the kernel's BaseError as its base.
import { SWAP_EN } from './messages'

/** A key of the swap catalogue. */
export type SwapMessageKey = keyof typeof SWAP_EN

/** Arguments every swap error takes: what went wrong underneath, and technical details. */
export interface SwapErrorParameters {
  /** The underlying error (an HTTP failure, a wallet rejection, a parse issue). */
  cause?: unknown
  /** Technical details for developers; the cause's message when absent. */
  details?: string
}

/**
 * The base of the swap package's errors: `shortMessage` is the English catalogue text, `messageKey` its
 * key, `details` the technical reason.
 *
 * @example
 * try { … } catch (e) { if (e instanceof SwapError) show(t(e.messageKey)) }
 */
export class SwapError extends Error {
  override name = 'SwapError'
  /** The catalogue key of the text the visitor sees. */
  readonly messageKey: SwapMessageKey
  /** The English text of `messageKey`. */
  readonly shortMessage: string
  /** Technical details (the cause's message when none were given). */
  readonly details: string

  constructor(messageKey: SwapMessageKey, args: SwapErrorParameters = {}) {
    const details = args.details ?? detailsOf(args.cause)
    const shortMessage = SWAP_EN[messageKey]
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      args.cause === undefined ? undefined : { cause: args.cause },
    )
    this.messageKey = messageKey
    this.shortMessage = shortMessage
    this.details = details
  }
}

function detailsOf(cause: unknown): string {
  if (cause instanceof Error) return cause.message
  return typeof cause === 'string' ? cause : ''
}

/** The token list or balances could not be loaded: 'Failed to initialize swap' (the view goes back). */
export class SwapInitializationError extends SwapError {
  override name = 'SwapInitializationError'
  constructor(args: SwapErrorParameters = {}) {
    super('failedToInitializeSwap', args)
  }
}

/** The native token's USD price (for the network cost) could not be fetched: 'Failed to fetch network token price'. */
export class NetworkTokenPriceError extends SwapError {
  override name = 'NetworkTokenPriceError'
  constructor(args: SwapErrorParameters = {}) {
    super('failedToFetchNetworkTokenPrice', args)
  }
}

/** The allowance request failed: 'Failed to check allowance'. */
export class AllowanceCheckError extends SwapError {
  override name = 'AllowanceCheckError'
  constructor(args: SwapErrorParameters = {}) {
    super('failedToCheckAllowance', args)
  }
}

/** The approval transaction could not be built: 'Failed to create approval transaction'. */
export class ApprovalTransactionError extends SwapError {
  override name = 'ApprovalTransactionError'
  constructor(args: SwapErrorParameters = {}) {
    super('failedToCreateApprovalTransaction', args)
  }
}

/** The swap transaction could not be built: 'Failed to create transaction'. */
export class SwapTransactionError extends SwapError {
  override name = 'SwapTransactionError'
  constructor(args: SwapErrorParameters = {}) {
    super('failedToCreateTransaction', args)
  }
}

/** The approval or swap was sent and failed (a revert, e.g. the price moved beyond slippage): 'Transaction error'. */
export class SwapTransactionFailedError extends SwapError {
  override name = 'SwapTransactionFailedError'
  constructor(args: SwapErrorParameters = {}) {
    super('transactionError', args)
  }
}

/** Why a swap is not affordable: the source amount, or the native token for gas. */
export type InsufficientBalanceReason = 'amount' | 'gas'

/** The source amount exceeds the balance, or the native token cannot cover gas: 'Insufficient balance'. */
export class SwapInsufficientBalanceError extends SwapError {
  override name = 'SwapInsufficientBalanceError'
  readonly reason: InsufficientBalanceReason
  constructor(reason: InsufficientBalanceReason, args: SwapErrorParameters = {}) {
    super('insufficientBalance', {
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
    super('incorrectAmount', args)
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
    super(AMOUNT_KEYS[reason], args)
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
    super(INPUT_KEYS[reason], args)
    this.reason = reason
  }
}
