import { action, computed, makeObservable, observableRef } from 'mobx'
import type { CaipNetwork, ChainAdapter, ChainNamespace, TransactionOutcome } from '../chain/types'
import type { BaseError } from '../errors'
import { PENDING_TRANSACTIONS_LIMIT } from '../format/constants'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'

/**
 * Where a tracked transaction stands: pending until the adapter reports it confirmed or failed; 'sent'
 * when the adapter cannot wait for it (nothing says it confirmed).
 */
export type TrackedStatus = 'pending' | TransactionOutcome | 'sent'

/** A transaction the service tracks. */
export interface TrackedTransaction {
  /** Its hash or signature. */
  readonly hash: string
  /** The namespace it was sent in. */
  readonly namespace: ChainNamespace
  /** The network it was sent on. */
  readonly caipNetworkId: string
  /** Where it stands. */
  readonly status: TrackedStatus
  /** When it was sent (epoch ms). */
  readonly sentAt: number
}

/** What a submission needs: the network, and a function that sends and returns the hash. */
export interface SubmitTransactionParameters {
  /** The network it is sent on (its namespace's adapter waits for it). */
  network: CaipNetwork
  /** Sends the transaction (e.g. `adapter.sendTransfer(prepared)`); returns its hash or signature. */
  send: () => Promise<string>
}

/** Submitting transactions, as hosts and plugins see it (`airlock.transactions`, `ctx.transactions`). */
export interface Transactions {
  /**
   * Sends a transaction and tracks it. Resolves with the hash as soon as it is sent; confirmation is
   * followed in the background (read it with `get((s) => s.transactions.tracked)`). A rejection is a
   * `SignatureDeclinedError`; an error carrying its own visitor text (e.g. `InsufficientBalanceError`) is
   * surfaced as it is; another failure is a `SendTransactionError`; too many pending, a `TransactionError`.
   *
   * @example
   * const hash = await ctx.transactions.submit({ network, send: () => adapter.sendTransfer(prepared) })
   */
  submit(params: SubmitTransactionParameters): Promise<string>
}

/** What the service needs from the instance. */
export interface TransactionServiceDeps {
  /** The adapter of a namespace (it waits for the transaction). */
  adapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** Shows an error in the snackbar. */
  notify: (error: BaseError) => void
  /** Shows 'Transaction started'. */
  notifyStarted: () => void
  /** Reloads balances and history of a namespace's account after a transaction settled. */
  refresh: (namespace: ChainNamespace) => Promise<void>
  report: (error: BaseError) => void
  now?: () => number
}

/**
 * Transactions as a kernel service, for every namespace: `submit` sends, shows 'Transaction started',
 * tracks the transaction as pending (at most 99, spec §9; the oldest settled ones are dropped first) until
 * the adapter reports it confirmed or failed, then reloads balance and history.
 */
export class TransactionService implements Transactions {
  /** Tracked transactions, newest last (a frozen list, replaced on each change). */
  tracked: readonly TrackedTransaction[] = Object.freeze([])
  private readonly now: () => number

  constructor(private readonly deps: TransactionServiceDeps) {
    this.now = deps.now ?? Date.now
    makeObservable<TransactionService, 'track' | 'settle'>(this, {
      tracked: observableRef,
      pending: computed,
      track: action,
      settle: action,
    })
  }

  /** Transactions still pending. */
  get pending(): readonly TrackedTransaction[] {
    return this.tracked.filter((t) => t.status === 'pending')
  }

  /** Sends a transaction and tracks it (see `Transactions.submit`; the sending code loads with the first one). */
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
    const entry: TrackedTransaction = Object.freeze({
      hash,
      namespace: network.chainNamespace,
      caipNetworkId: network.caipNetworkId,
      status: 'pending',
      sentAt: this.now(),
    })
    const kept = [...this.tracked, entry]
    while (kept.length > PENDING_TRANSACTIONS_LIMIT) {
      const oldestSettled = kept.findIndex((t) => t.status !== 'pending')
      kept.splice(oldestSettled === -1 ? 0 : oldestSettled, 1)
    }
    this.tracked = Object.freeze(kept)
    return entry
  }

  private settle(hash: string, status: TrackedStatus): void {
    this.tracked = Object.freeze(
      this.tracked.map((t) => (t.hash === hash ? Object.freeze({ ...t, status }) : t)),
    )
  }
}
