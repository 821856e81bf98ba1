// Pages through the wallet catalogue: 40 per page, 100 when searching; prefetches 20 images per page.
import { CONSTANTS, type WalletsResponse } from '@airlock/kernel'
import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import type { CatalogueState } from '../../catalogue/CatalogueState'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'
import { afterNextPaint } from '../../utils/afterNextPaint'

/** Loading state of the pager. */
export type PagerStatus = 'idle' | 'loading' | 'done' | 'error'

/** The wallets of one query (empty query: the whole catalogue), loaded page by page. */
export class WalletPager {
  /** Wallets loaded so far, in catalogue order. */
  wallets: CatalogueWallet[] = []
  /** Total matching wallets. */
  count = 0
  /** Request state. */
  status: PagerStatus = 'idle'
  /** Current search text ('' for none). */
  query = ''
  private nextPage = 1
  private controller: AbortController | undefined

  /**
   * The whole catalogue's first page may already be on its way, requested as All Wallets was entered
   * ({@link CatalogueState.startFirstPage}): a pager created after it arrived starts with its wallets, and
   * one created before waits for that request instead of sending another.
   */
  constructor(
    private readonly catalogue: CatalogueState,
    private readonly prefetch: (url: string) => void = prefetchImage,
  ) {
    makeObservable<WalletPager, 'apply'>(this, {
      wallets: observableRef,
      count: observable,
      status: observable,
      query: observable,
      hasMore: computed,
      apply: action,
      reset: action,
    })
    const arrived = catalogue.firstPage?.response
    if (arrived) {
      catalogue.firstPage = undefined
      this.receive(1, arrived)
    }
  }

  /** Page size for the current query (spec §9: 40, or 100 when searching). */
  get pageSize(): number {
    return this.query === '' ? CONSTANTS.WALLETS_PER_PAGE : CONSTANTS.WALLETS_SEARCH_PAGE_SIZE
  }

  /** True while more wallets match than are loaded. */
  get hasMore(): boolean {
    return this.wallets.length < this.count
  }

  /** Shows the wallets of `query`: starts over unless that query's wallets are already loaded or loading. */
  search(query: string): Promise<void> {
    return query === this.query && this.status !== 'idle' ? Promise.resolve() : this.reset(query)
  }

  /** Starts over with a new query (aborting a request in flight) and loads its first page. */
  reset(query: string): Promise<void> {
    this.controller?.abort()
    this.controller = undefined
    this.query = query
    this.wallets = []
    this.count = 0
    this.nextPage = 1
    this.status = 'idle'
    return this.loadMore()
  }

  /** Loads the next page unless one is loading or everything is loaded. */
  async loadMore(): Promise<void> {
    if (this.status === 'loading') return
    if (this.nextPage > 1 && !this.hasMore) return
    const client = this.catalogue.client
    if (!client) return
    // The first page requested as the view was entered (CatalogueState.startFirstPage), taken once.
    const head = this.nextPage === 1 && this.query === '' ? this.catalogue.firstPage : undefined
    if (head) this.catalogue.firstPage = undefined
    const controller = new AbortController()
    this.controller = controller
    this.apply({ status: 'loading' })
    try {
      const page = this.nextPage
      const response = await (head?.request ??
        client.getWallets(
          {
            page,
            entries: this.pageSize,
            chains: this.catalogue.chains(),
            ...(this.query ? { search: this.query } : {}),
          },
          controller.signal,
        ))
      if (controller.signal.aborted) return
      this.receive(page, response)
    } catch {
      if (!controller.signal.aborted) this.apply({ status: 'error' })
    }
  }

  /** Stops any request in flight (a later {@link search} starts it again). */
  dispose(): void {
    this.controller?.abort()
    if (this.status === 'loading') this.apply({ status: 'idle' })
  }

  /** Takes in page `page`: remembers its wallets, prefetches the first images, appends them. */
  private receive(page: number, response: WalletsResponse): void {
    this.catalogue.remember(response.data)
    let prefetched = 0
    for (const wallet of response.data) {
      if (prefetched >= CONSTANTS.WALLET_IMAGES_PREFETCH_COUNT) break
      const url = this.catalogue.imageUrl(wallet)
      if (url) {
        this.prefetch(url)
        prefetched++
      }
    }
    this.nextPage = page + 1
    this.apply({ status: 'done', wallets: [...this.wallets, ...response.data], count: response.count })
  }

  private apply(next: { status: PagerStatus; wallets?: CatalogueWallet[]; count?: number }): void {
    this.status = next.status
    if (next.wallets) this.wallets = next.wallets
    if (next.count !== undefined) this.count = next.count
  }
}

/** Warms the browser cache with an image (decoded off the main thread). */
export function prefetchImage(url: string): void {
  if (typeof Image === 'undefined') return
  const image = new Image()
  image.decoding = 'async'
  image.referrerPolicy = 'no-referrer'
  image.src = url
}

/** Image prefetches held until after the next paint: see {@link prefetchAfterPaint}. */
export interface DeferredPrefetch {
  /** Queues an image; the queue starts after the next paint, in one batch. */
  add(url: string): void
  /** Drops the queued images not started yet (the view went away before its frame). */
  cancel(): void
}

/**
 * Holds image prefetches until the frame being prepared has been painted, so a page's images never delay the
 * frame that shows its cards; `cancel` drops what has not started.
 *
 * @example
 * const images = prefetchAfterPaint()
 * images.add(url) // requested after the next paint
 * images.cancel() // on unmount: nothing queued is requested
 */
export function prefetchAfterPaint(start: (url: string) => void = prefetchImage): DeferredPrefetch {
  let queued: string[] = []
  let cancelFlush: (() => void) | undefined
  return {
    add(url) {
      queued.push(url)
      cancelFlush ??= afterNextPaint(() => {
        const urls = queued
        queued = []
        cancelFlush = undefined
        for (const next of urls) start(next)
      })
    },
    cancel() {
      cancelFlush?.()
      cancelFlush = undefined
      queued = []
    },
  }
}
