import { action, computed, makeObservable, observable, observableShallow, runInAction } from 'mobx'
import type { HistoryItem } from '../api/schemas'
import { BaseError } from '../errors'
import * as MESSAGES from '../errors/messages'

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

/** True when every transfer of an item is NFT spam (such items are dropped, spec §5). */
export function isAllSpam(item: HistoryItem): boolean {
  return item.transfers.length > 0 && item.transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/** Account history: cursor pagination, spam dropped, filtered to the active chain. */
export class TransactionsStore {
  /** Every loaded item (spam dropped), across chains. */
  transactions: HistoryItem[] = []
  /** Cursor of the next page; undefined when there is none. */
  next: string | undefined = undefined
  /** A page is loading. */
  loading = false
  /** The last fetch failed. */
  error = false
  /** The last page has been loaded: `fetch` does nothing until the address or chain changes. */
  complete = false
  private key: string | undefined
  private request = 0

  constructor(
    private readonly source: () => TransactionHistorySource | undefined,
    private readonly activeChain: () => string | undefined,
    private readonly onError: (error: BaseError) => void,
  ) {
    makeObservable<TransactionsStore, 'key' | 'request'>(this, {
      transactions: observableShallow,
      next: observable,
      loading: observable,
      error: observable,
      complete: observable,
      key: false,
      request: false,
      activeTransactions: computed,
      empty: computed,
      reset: action,
    })
  }

  /** Items of the active chain (CAIP-2 id equal to `metadata.chain`). */
  get activeTransactions(): HistoryItem[] {
    const chain = this.activeChain()
    return this.transactions.filter((t) => t.metadata.chain === chain)
  }

  /** Loaded, nothing for the active chain. */
  get empty(): boolean {
    return !this.loading && this.activeTransactions.length === 0
  }

  /**
   * Loads the next page for an address on the active chain (the first page when the address or the
   * chain changed; an older request still in flight is then ignored). After the last page it does
   * nothing. On failure sets `error` and reports 'Failed to fetch transactions'.
   */
  async fetch(address: string): Promise<void> {
    const chainId = this.activeChain()
    if (this.keyOf(address) !== this.key) this.reset(address)
    const source = this.source()
    if (!source || this.loading || this.complete) return
    const request = ++this.request
    runInAction(() => {
      this.loading = true
      this.error = false
    })
    try {
      const page = await source.fetchTransactions({
        address,
        ...(this.next === undefined ? {} : { cursor: this.next }),
        ...(chainId === undefined ? {} : { chainId }),
      })
      if (request !== this.request) return
      runInAction(() => {
        this.transactions = [...this.transactions, ...page.data.filter((t) => !isAllSpam(t))]
        this.next = page.next ?? undefined
        this.complete = this.next === undefined
      })
    } catch (cause) {
      if (request !== this.request) return
      runInAction(() => {
        this.error = true
      })
      this.onError(new BaseError(MESSAGES.failedToFetchTransactions, { cause }))
    } finally {
      if (request === this.request) {
        runInAction(() => {
          this.loading = false
        })
      }
    }
  }

  private keyOf(address: string): string {
    return `${address}|${this.activeChain() ?? ''}`
  }

  /** True when another page exists. */
  get hasMore(): boolean {
    return this.next !== undefined
  }

  /**
   * Clears history (on disconnect and when the active network changes; `fetch` also starts over by
   * itself when the address or chain changes).
   */
  reset(address?: string): void {
    this.key = address === undefined ? undefined : this.keyOf(address)
    this.request++
    this.loading = false
    this.transactions = []
    this.next = undefined
    this.error = false
    this.complete = false
  }
}
