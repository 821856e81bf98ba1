import { action, computed, makeObservable, observableShallow, when } from 'mobx'
import type { CaipNetwork, ChainNamespace, TransactionOutcome } from '../chain/types'
import { BaseError, isUserRejection, SignatureDeclinedError } from '../errors'
import * as MESSAGES from '../errors/messages'
import { PENDING_TRANSACTIONS_LIMIT } from '../format/constants'
import type { AirlockStores } from '../stores/createStores'

/** A transaction the service tracks. */
export interface TrackedTransaction {
  /** Its hash or signature. */
  hash: string
  /** The namespace it was sent in. */
  namespace: ChainNamespace
  /** The network it was sent on. */
  caipNetworkId: string
  /** Where it stands. */
  status: 'pending' | TransactionOutcome
  /** When it was sent (epoch ms). */
  sentAt: number
}

/** What a submission needs: the network, and a function that sends and returns the hash. */
export interface SubmitTransactionParameters {
  /** The network it is sent on (its namespace's adapter waits for it). */
  network: CaipNetwork
  /** Sends the transaction (e.g. `adapter.sendTransfer(prepared)`); returns its hash or signature. */
  send: () => Promise<string>
}

/** What the service needs from the instance. */
export interface TransactionServiceDeps {
  stores: AirlockStores
  /** Reloads balances and history of a namespace's account after a confirmation. */
  refresh: (namespace: ChainNamespace) => Promise<void>
  report: (error: BaseError) => void
  now?: () => number
}

/**
 * Transactions as a kernel service, for every namespace: `submit` sends, shows 'Transaction started',
 * tracks the transaction as pending (at most 99, spec §9; the oldest settled ones are dropped first) until
 * the adapter reports it confirmed or failed, then reloads balance and history.
 *
 * @example
 * const hash = await airlock.transactions.submit({ network, send: () => adapter.sendTransfer(prepared) })
 */
export class TransactionService {
  /** Tracked transactions, newest last. */
  tracked: TrackedTransaction[] = []
  private readonly now: () => number

  constructor(private readonly deps: TransactionServiceDeps) {
    this.now = deps.now ?? Date.now
    makeObservable<TransactionService, 'track' | 'settle'>(this, {
      tracked: observableShallow,
      pending: computed,
      track: action,
      settle: action,
    })
  }

  /** Transactions still pending. */
  get pending(): TrackedTransaction[] {
    return this.tracked.filter((t) => t.status === 'pending')
  }

  /**
   * Sends a transaction and tracks it. Resolves with the hash as soon as it is sent; confirmation is
   * followed in the background. A rejection surfaces 'Signature declined'; another failure 'Failed to
   * send transaction. Please try again.'; too many pending ones, 'Transaction error'.
   */
  async submit(params: SubmitTransactionParameters): Promise<string> {
    if (this.pending.length >= PENDING_TRANSACTIONS_LIMIT) {
      throw new BaseError(MESSAGES.transactionError, {
        details: `${PENDING_TRANSACTIONS_LIMIT} transactions are already pending`,
      })
    }
    let hash: string
    try {
      hash = await params.send()
    } catch (cause) {
      const error = isUserRejection(cause)
        ? new SignatureDeclinedError({ cause })
        : cause instanceof BaseError && cause.shortMessage === MESSAGES.insufficientBalance
          ? cause
          : new BaseError(MESSAGES.failedToSendTransaction, { cause })
      this.deps.stores.snackbar.showError(error.shortMessage)
      this.deps.report(error)
      throw error
    }
    const entry = this.track(hash, params.network)
    this.deps.stores.snackbar.showSuccess(MESSAGES.transactionStarted)
    void this.follow(entry, params.network)
    return hash
  }

  /** Resolves when a tracked transaction settles (immediately when it already has). */
  async settled(hash: string): Promise<TransactionOutcome | undefined> {
    const entry = this.tracked.find((t) => t.hash === hash)
    if (!entry) return undefined
    await when(() => this.tracked.find((t) => t.hash === hash)?.status !== 'pending')
    const status = this.tracked.find((t) => t.hash === hash)?.status
    return status === 'pending' ? undefined : status
  }

  private track(hash: string, network: CaipNetwork): TrackedTransaction {
    const entry: TrackedTransaction = {
      hash,
      namespace: network.chainNamespace,
      caipNetworkId: network.caipNetworkId,
      status: 'pending',
      sentAt: this.now(),
    }
    const kept = [...this.tracked, entry]
    while (kept.length > PENDING_TRANSACTIONS_LIMIT) {
      const oldestSettled = kept.findIndex((t) => t.status !== 'pending')
      kept.splice(oldestSettled === -1 ? 0 : oldestSettled, 1)
    }
    this.tracked = kept
    return entry
  }

  private settle(hash: string, status: TransactionOutcome): void {
    this.tracked = this.tracked.map((t) => (t.hash === hash ? { ...t, status } : t))
  }

  private async follow(entry: TrackedTransaction, network: CaipNetwork): Promise<void> {
    const adapter = this.deps.stores.connection.adapter(entry.namespace)
    let outcome: TransactionOutcome = 'confirmed'
    try {
      if (adapter?.waitForTransaction)
        outcome = await adapter.waitForTransaction({ hash: entry.hash, network })
    } catch (cause) {
      outcome = 'failed'
      this.deps.report(new BaseError(MESSAGES.transactionError, { cause }))
    }
    this.settle(entry.hash, outcome)
    if (outcome === 'failed') this.deps.stores.snackbar.showError(MESSAGES.transactionError)
    await this.deps.refresh(entry.namespace)
  }
}
