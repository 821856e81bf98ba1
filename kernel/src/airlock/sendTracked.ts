// The sending half of the transaction service, loaded with the first submission.
import type { CaipNetwork } from '../chain/types'
import {
  BaseError,
  isUserRejection,
  SendTransactionError,
  SignatureDeclinedError,
  TransactionError,
  walk,
} from '../errors'
import { PENDING_TRANSACTIONS_LIMIT } from '../format/constants'
import type {
  SubmitTransactionParameters,
  TrackedStatus,
  TrackedTransaction,
  TransactionServiceDeps,
} from './TransactionService'

/** What sending needs from the service. */
export interface SendTrackedDeps extends TransactionServiceDeps {
  pendingCount(): number
  track(hash: string, network: CaipNetwork): TrackedTransaction
  settle(hash: string, status: TrackedStatus): void
}

/** Catalogue keys that say nothing about why a send failed: such an error is reported as a failed send. */
const GENERIC_KEYS: ReadonlySet<string> = new Set(['somethingWentWrong', 'unknownError'])

/**
 * The error a failed send surfaces, told apart by class and key, never by text: a rejection is 'Signature
 * declined'; an error in the cause chain that carries its own visitor text (the chain plugin's
 * 'Insufficient balance', or a text of its own catalogue) is surfaced as it is; anything else is 'Failed to
 * send transaction. Please try again.'.
 */
export function sendFailure(cause: unknown): BaseError {
  if (isUserRejection(cause)) return new SignatureDeclinedError({ cause })
  const own = walk(
    cause,
    (e) => e instanceof BaseError && e.messageKey !== undefined && !GENERIC_KEYS.has(e.messageKey.key),
  )
  return own instanceof BaseError ? own : new SendTransactionError({ cause })
}

/** Sends, shows 'Transaction started', tracks, and follows the transaction until it settles (in the background). */
export async function sendTracked(
  params: SubmitTransactionParameters,
  deps: SendTrackedDeps,
): Promise<string> {
  if (deps.pendingCount() >= PENDING_TRANSACTIONS_LIMIT) {
    throw new TransactionError({ details: `${PENDING_TRANSACTIONS_LIMIT} transactions are already pending` })
  }
  let hash: string
  try {
    hash = await params.send()
  } catch (cause) {
    const error = sendFailure(cause)
    deps.notify(error)
    deps.report(error)
    throw error
  }
  const entry = deps.track(hash, params.network)
  deps.notifyStarted()
  void follow(entry, params.network, deps)
  return hash
}

/**
 * Follows a sent transaction: the adapter's `waitForTransaction` says confirmed or failed; an adapter that
 * cannot wait leaves it 'sent' (never marked confirmed without a check). Balances and history reload after.
 */
async function follow(entry: TrackedTransaction, network: CaipNetwork, deps: SendTrackedDeps): Promise<void> {
  const adapter = deps.adapter(entry.namespace)
  let outcome: TrackedStatus = 'sent'
  try {
    if (adapter?.waitForTransaction) outcome = await adapter.waitForTransaction({ hash: entry.hash, network })
  } catch (cause) {
    outcome = 'failed'
    deps.report(new TransactionError({ cause }))
  }
  deps.settle(entry.hash, outcome)
  if (outcome === 'failed') deps.notify(new TransactionError())
  await deps.refresh(entry.namespace)
}
