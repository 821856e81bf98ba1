// The sending half of the transaction service, loaded with the first submission.
import type { CaipNetwork, TransactionOutcome } from '../chain/types'
import { BaseError, isUserRejection, SignatureDeclinedError } from '../errors'
import * as MESSAGES from '../errors/messages'
import { PENDING_TRANSACTIONS_LIMIT } from '../format/constants'
import type {
  SubmitTransactionParameters,
  TrackedTransaction,
  TransactionServiceDeps,
} from './TransactionService'

/** What sending needs from the service. */
export interface SendTrackedDeps extends TransactionServiceDeps {
  pendingCount(): number
  track(hash: string, network: CaipNetwork): TrackedTransaction
  settle(hash: string, status: TransactionOutcome): void
}

/** Sends, shows 'Transaction started', tracks, and follows the transaction until it settles (in the background). */
export async function sendTracked(
  params: SubmitTransactionParameters,
  deps: SendTrackedDeps,
): Promise<string> {
  if (deps.pendingCount() >= PENDING_TRANSACTIONS_LIMIT) {
    throw new BaseError(MESSAGES.transactionError, {
      details: `${PENDING_TRANSACTIONS_LIMIT} transactions are already pending`,
    })
  }
  let hash: string
  try {
    hash = await params.send()
  } catch (cause) {
    const insufficient =
      cause instanceof BaseError &&
      cause.walk((e) => e instanceof BaseError && e.shortMessage === MESSAGES.insufficientBalance)
    const error = isUserRejection(cause)
      ? new SignatureDeclinedError({ cause })
      : insufficient instanceof BaseError
        ? insufficient
        : new BaseError(MESSAGES.failedToSendTransaction, { cause })
    deps.stores.snackbar.showError(error.shortMessage)
    deps.report(error)
    throw error
  }
  const entry = deps.track(hash, params.network)
  deps.stores.snackbar.showSuccess(MESSAGES.transactionStarted)
  void follow(entry, params.network, deps)
  return hash
}

async function follow(entry: TrackedTransaction, network: CaipNetwork, deps: SendTrackedDeps): Promise<void> {
  const adapter = deps.stores.connection.adapter(entry.namespace)
  let outcome: TransactionOutcome = 'confirmed'
  try {
    if (adapter?.waitForTransaction) outcome = await adapter.waitForTransaction({ hash: entry.hash, network })
  } catch (cause) {
    outcome = 'failed'
    deps.report(new BaseError(MESSAGES.transactionError, { cause }))
  }
  deps.settle(entry.hash, outcome)
  if (outcome === 'failed') deps.stores.snackbar.showError(MESSAGES.transactionError)
  await deps.refresh(entry.namespace)
}
