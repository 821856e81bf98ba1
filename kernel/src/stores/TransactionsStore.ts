import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import type { HistoryItem } from '../api/schemas'
import type { BaseError } from '../errors'

/** One page of account history, as the blockchain-data API client returns it. */
export interface TransactionHistoryPage {
  data: readonly HistoryItem[]
  next?: string | null | undefined
}

/** Where history pages come from (the blockchain-data API client's history call). */
export interface TransactionHistorySource {
  fetchTransactions(params: {
    address: string
    cursor?: string
    chainId?: string
  }): Promise<TransactionHistoryPage>
}

/**
 * Account history: the pages loaded so far (spam dropped), filtered to the active chain. Pages are loaded
 * by `fetchHistory` (airlock/fetchHistory.ts), which loads with the connect protocol's chunk.
 */
export class TransactionsStore {
  /** Every loaded item (spam dropped), across chains. */
  transactions: readonly HistoryItem[] = Object.freeze([])
  /** Cursor of the next page; undefined when there is none. */
  next: string | undefined = undefined
  /** A page is loading. */
  loading = false
  /** The last fetch failed. */
  error = false
  /** The last page has been loaded: a fetch does nothing until the address or chain changes. */
  complete = false
  /** The address and chain the loaded pages belong to. */
  key: string | undefined
  /** Number of the latest request (a reset or a newer request makes older answers stale). */
  request = 0

  constructor(
    readonly source: () => TransactionHistorySource | undefined,
    readonly activeChain: () => string | undefined,
    readonly onError: (error: BaseError) => void,
  ) {
    makeObservable(this, {
      transactions: observableRef,
      next: observable,
      loading: observable,
      error: observable,
      complete: observable,
      activeTransactions: computed,
      reset: action,
    })
  }

  /** Items of the active chain (CAIP-2 id equal to `metadata.chain`). */
  get activeTransactions(): readonly HistoryItem[] {
    const chain = this.activeChain()
    return Object.freeze(this.transactions.filter((t) => t.metadata.chain === chain))
  }

  /** The key of an address on the active chain. */
  keyOf(address: string): string {
    return `${address}|${this.activeChain() ?? ''}`
  }

  /**
   * Clears history (on disconnect and when the active network changes; a fetch also starts over by
   * itself when the address or chain changes).
   */
  reset(address?: string): void {
    this.key = address === undefined ? undefined : this.keyOf(address)
    this.request++
    this.loading = false
    this.transactions = Object.freeze([])
    this.next = undefined
    this.error = false
    this.complete = false
  }
}
