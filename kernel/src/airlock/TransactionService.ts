import { action, computed, makeObservable, observableShallow } from 'mobx'
import type { CaipNetwork, ChainNamespace, TransactionOutcome } from '../chain/types'
import type { BaseError } from '../errors'
import { PENDING_TRANSACTIONS_LIMIT } from '../format/constants'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'
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
   * send transaction. Please try again.'; too many pending ones, 'Transaction error'. (The sending code
   * loads with the first submission.)
   */
  async submit(params: SubmitTransactionParameters): Promise<string> {
    const { sendTracked } = await loadRequestRuntime()
    return sendTracked(params, {
      ...this.deps,
      pendingCount: () => this.pending.length,
      track: (hash, network) => this.track(hash, network),
      settle: (hash, status) => this.settle(hash, status),
    })
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
}
