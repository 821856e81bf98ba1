import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error as a node's JSON shows it, e.g. 'BlockhashNotFound' or {InstructionError: [0, {Custom: 1}]}. */
export type TransactionErrorJson = string | Record<string, unknown>

// Names in the order of litesvm's TransactionErrorFieldless and InstructionErrorFieldless enums.
const TX_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>

function instructionErrorJson(inner: unknown): TransactionErrorJson {
  if (typeof inner === 'number') return INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`
  if (inner && typeof inner === 'object' && 'code' in inner) return { Custom: Number(inner.code) }
  if (inner && typeof inner === 'object' && 'msg' in inner) return { BorshIoError: String(inner.msg) }
  return 'GenericError'
}

/**
 * A litesvm transaction error as the JSON a node returns in `err`.
 * @example transactionErrorJson(failed.err()) // { InstructionError: [0, { Custom: 1 }] }
 */
export function transactionErrorJson(err: LiteSvmError): TransactionErrorJson {
  if (typeof err === 'number') return TX_ERRORS[err] ?? `TransactionError${err}`
  if ('err' in err && typeof err.err === 'function')
    return { InstructionError: [err.index, instructionErrorJson(err.err())] }
  if ('index' in err) return { DuplicateInstruction: err.index }
  const name = err.constructor.name.replace(/^TransactionError/, '') || 'InsufficientFundsForRent'
  return { [name]: { account_index: err.accountIndex } }
}

/** Whether a transaction with this error still lands in a block (fee charged, status Err) like on a real node. */
export function landsWithError(err: TransactionErrorJson): boolean {
  return typeof err === 'object'
}

/**
 * A short human description like a node's, for 'Transaction simulation failed: …' messages.
 * @example describeTransactionError({ InstructionError: [0, { Custom: 1 }] }) // 'Error processing Instruction 0: custom program error: 0x1'
 */
export function describeTransactionError(err: TransactionErrorJson): string {
  if (typeof err === 'string') {
    if (err === 'BlockhashNotFound') return 'Blockhash not found'
    if (err === 'InsufficientFundsForFee') return 'Insufficient funds for fee'
    if (err === 'AccountNotFound') return 'Attempt to debit an account but found no record of a prior credit.'
    if (err === 'AlreadyProcessed') return 'This transaction has already been processed'
    return err
  }
  const ix = err.InstructionError
  if (Array.isArray(ix)) {
    const [index, inner] = ix as [number, TransactionErrorJson]
    const detail =
      typeof inner === 'object' && 'Custom' in inner
        ? `custom program error: 0x${Number(inner.Custom).toString(16)}`
        : typeof inner === 'string'
          ? inner.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
          : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${detail}`
  }
  return JSON.stringify(err)
}
