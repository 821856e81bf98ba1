import type { Hex } from 'viem'

/** What went wrong, as a stable code callers branch on (never the English text). */
export type AaErrorCode =
  | 'BUNDLER_UNAVAILABLE'
  | 'PAYMASTER_UNAVAILABLE'
  | 'PAYMASTER_REFUSED'
  | 'USER_OPERATION_REVERTED'
  | 'NONCE_COLLISION'
  | 'INSUFFICIENT_FUNDS'
  | 'USER_OPERATION_REJECTED'
  | 'RECEIPT_TIMEOUT'
  | 'INVALID_CALLS'
  | 'UNSUPPORTED_CHAIN'
  | 'UNSUPPORTED_CAPABILITY'
  | 'UNKNOWN_BUNDLE'
  | 'DUPLICATE_CALLS_ID'

/**
 * The visitor-facing message for an error, named as in the kernel's message catalogue
 * (`ERROR_MESSAGES`): the frame shows that text in the visitor's locale.
 */
export type AaMessageKey =
  | 'failedToSendTransaction'
  | 'transactionError'
  | 'insufficientBalance'
  | 'unsupportedChain'
  | 'somethingWentWrong'

/** Fields every AaError carries besides its message. */
export interface AaErrorOptions {
  details?: string
  cause?: unknown
}

/**
 * An account-abstraction failure: a stable `code`, a developer-facing `shortMessage`, the
 * visitor-facing `messageKey`, and the JSON-RPC / EIP-5792 `rpcCode` a wallet answers a dApp with.
 */
export abstract class AaError extends Error {
  abstract readonly code: AaErrorCode
  abstract readonly messageKey: AaMessageKey
  /** EIP-1193 / EIP-5792 error code for a wallet's answer to the dApp. */
  abstract readonly rpcCode: number
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: AaErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/**
 * The bundler could not be reached or did not answer. `mayHaveBeenReceived` is true when the
 * operation was sent and no answer came (a timeout, a dropped connection): check its hash with
 * resubmitUserOperation instead of signing again.
 */
export class BundlerUnavailableError extends AaError {
  override readonly name = 'BundlerUnavailableError'
  readonly code = 'BUNDLER_UNAVAILABLE'
  readonly messageKey = 'failedToSendTransaction'
  readonly rpcCode = -32603
  readonly mayHaveBeenReceived: boolean
  readonly userOperationHash: Hex | undefined

  constructor(options: AaErrorOptions & { mayHaveBeenReceived?: boolean; userOperationHash?: Hex } = {}) {
    super('The bundler is unavailable.', options)
    this.mayHaveBeenReceived = options.mayHaveBeenReceived ?? false
    this.userOperationHash = options.userOperationHash
  }
}

/** The paymaster service could not be reached or did not answer. */
export class PaymasterUnavailableError extends AaError {
  override readonly name = 'PaymasterUnavailableError'
  readonly code = 'PAYMASTER_UNAVAILABLE'
  readonly messageKey = 'failedToSendTransaction'
  readonly rpcCode = -32603

  constructor(options: AaErrorOptions = {}) {
    super('The paymaster service is unavailable.', options)
  }
}

/** The paymaster refused to sponsor the operation (its policy, chain, EntryPoint or deposit). */
export class PaymasterRefusedError extends AaError {
  override readonly name = 'PaymasterRefusedError'
  readonly code = 'PAYMASTER_REFUSED'
  readonly messageKey = 'failedToSendTransaction'
  readonly rpcCode = -32603
  /** The paymaster's machine-readable reason when it gave one (e.g. 'project-not-sponsored'). */
  readonly reason: string | undefined

  constructor(options: AaErrorOptions & { reason?: string } = {}) {
    super('The paymaster refused to sponsor the operation.', options)
    this.reason = options.reason
  }
}

/** A call of the operation reverts (found while simulating, before anything was signed). */
export class UserOperationRevertedError extends AaError {
  override readonly name = 'UserOperationRevertedError'
  readonly code = 'USER_OPERATION_REVERTED'
  readonly messageKey = 'transactionError'
  readonly rpcCode = -32603
  /** The revert reason (Error(string)), the custom error's name, or undefined when none was given. */
  readonly reason: string | undefined
  /** The raw revert data when the bundler returned it. */
  readonly revertData: Hex | undefined
  /** Index of the failing call in a batch. */
  readonly callIndex: number | undefined

  constructor(options: AaErrorOptions & { reason?: string; revertData?: Hex; callIndex?: number } = {}) {
    super(
      options.reason
        ? `The operation reverts: ${options.reason}.`
        : 'The operation reverts (no reason given).',
      options,
    )
    this.reason = options.reason
    this.revertData = options.revertData
    this.callIndex = options.callIndex
  }
}

/**
 * Another operation of the account already uses this nonce, or deployed the account this one would deploy
 * (another tab, a double click): AA25 or AA10 from the bundler.
 */
export class NonceCollisionError extends AaError {
  override readonly name = 'NonceCollisionError'
  readonly code = 'NONCE_COLLISION'
  readonly messageKey = 'failedToSendTransaction'
  readonly rpcCode = -32603

  constructor(options: AaErrorOptions = {}) {
    super('Another operation of this account uses the same nonce.', options)
  }
}

/** The account cannot pay for the operation's gas and no paymaster sponsors it (AA21). */
export class InsufficientFundsError extends AaError {
  override readonly name = 'InsufficientFundsError'
  readonly code = 'INSUFFICIENT_FUNDS'
  readonly messageKey = 'insufficientBalance'
  readonly rpcCode = -32603

  constructor(options: AaErrorOptions = {}) {
    super('The account cannot pay for the operation and no paymaster sponsors it.', options)
  }
}

/** The bundler refused the operation for a reason not covered by a more specific error. */
export class UserOperationRejectedError extends AaError {
  override readonly name = 'UserOperationRejectedError'
  readonly code = 'USER_OPERATION_REJECTED'
  readonly messageKey = 'failedToSendTransaction'
  readonly rpcCode = -32603
  /** The bundler's JSON-RPC error code, when it answered with one. */
  readonly bundlerCode: number | undefined

  constructor(options: AaErrorOptions & { bundlerCode?: number } = {}) {
    super('The bundler refused the operation.', options)
    this.bundlerCode = options.bundlerCode
  }
}

/** The operation was accepted but no receipt came in time (it may still land: keep its hash). */
export class ReceiptTimeoutError extends AaError {
  override readonly name = 'ReceiptTimeoutError'
  readonly code = 'RECEIPT_TIMEOUT'
  readonly messageKey = 'somethingWentWrong'
  readonly rpcCode = -32603
  readonly userOperationHash: Hex

  constructor(options: AaErrorOptions & { userOperationHash: Hex }) {
    super('No receipt for the operation in time.', options)
    this.userOperationHash = options.userOperationHash
  }
}

/** wallet_sendCalls parameters that do not follow EIP-5792 or the spec's rules. */
export class InvalidCallsError extends AaError {
  override readonly name = 'InvalidCallsError'
  readonly code = 'INVALID_CALLS'
  readonly messageKey = 'somethingWentWrong'
  readonly rpcCode = -32602

  constructor(options: AaErrorOptions = {}) {
    super('Invalid calls.', options)
  }
}

/** A request for a chain the smart account is not set up on (EIP-5792 code 5710). */
export class UnsupportedChainError extends AaError {
  override readonly name = 'UnsupportedChainError'
  readonly code = 'UNSUPPORTED_CHAIN'
  readonly messageKey = 'unsupportedChain'
  readonly rpcCode = 5710

  constructor(options: AaErrorOptions = {}) {
    super('The chain is not supported for smart account calls.', options)
  }
}

/** A capability the request requires that the wallet does not support (EIP-5792 code 5700). */
export class UnsupportedCapabilityError extends AaError {
  override readonly name = 'UnsupportedCapabilityError'
  readonly code = 'UNSUPPORTED_CAPABILITY'
  readonly messageKey = 'somethingWentWrong'
  readonly rpcCode = 5700

  constructor(options: AaErrorOptions = {}) {
    super('A required capability is not supported.', options)
  }
}

/** wallet_getCallsStatus for an id the wallet never sent (EIP-5792 code 5730). */
export class UnknownBundleError extends AaError {
  override readonly name = 'UnknownBundleError'
  readonly code = 'UNKNOWN_BUNDLE'
  readonly messageKey = 'somethingWentWrong'
  readonly rpcCode = 5730

  constructor(options: AaErrorOptions = {}) {
    super('Unknown calls id.', options)
  }
}

/** wallet_sendCalls with an id the wallet already answered (EIP-5792 code 5720). */
export class DuplicateCallsIdError extends AaError {
  override readonly name = 'DuplicateCallsIdError'
  readonly code = 'DUPLICATE_CALLS_ID'
  readonly messageKey = 'somethingWentWrong'
  readonly rpcCode = 5720

  constructor(options: AaErrorOptions = {}) {
    super('Calls with this id were sent already.', options)
  }
}
