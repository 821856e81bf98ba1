// Failures of signing and sending that every chain plugin shares; texts from the catalogue.
import { BaseError, type BaseErrorParameters } from './base'
import { kernelKey } from './kernelKey'
import * as MESSAGES from './messages'

/** The user declined a signature, transaction or switch (RPC 4001 or 5000): 'Signature declined'. */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError'
  /** Always 4001 (5000 is folded into it). */
  readonly code = 4001
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.signatureDeclined, { ...args, messageKey: kernelKey('signatureDeclined') })
  }
}

/** The sender cannot cover amount plus fees: 'Insufficient balance'. */
export class InsufficientBalanceError extends BaseError {
  override name = 'InsufficientBalanceError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.insufficientBalance, { ...args, messageKey: kernelKey('insufficientBalance') })
  }
}

/** A send failed for another reason: 'Failed to send transaction. Please try again.' */
export class SendTransactionError extends BaseError {
  override name = 'SendTransactionError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.failedToSendTransaction, { ...args, messageKey: kernelKey('failedToSendTransaction') })
  }
}

/** A transaction failed on chain, or too many are pending: 'Transaction error'. */
export class TransactionError extends BaseError {
  override name = 'TransactionError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.transactionError, { ...args, messageKey: kernelKey('transactionError') })
  }
}

/** A send request is missing a required field or has a malformed one (details say which). */
export class InvalidSendParametersError extends BaseError {
  override name = 'InvalidSendParametersError'
  constructor(details: string) {
    super(MESSAGES.failedToSendTransaction, { details, messageKey: kernelKey('failedToSendTransaction') })
  }
}
