// Per-instance UI cache of the wallet catalogue: the 4 recommended wallets with the total count, and
// every wallet seen (so a Connecting view finds its deep links by id). Created lazily per instance.
import { type Airlock, CONSTANTS, type WalletsResponse } from '@airlock/kernel'
import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import { catalogueClient } from './catalogueClient'
import type { CatalogueWallet, WalletCatalogueClient } from './catalogueTypes'

/**
 * All Wallets' first page (the whole catalogue, no search), requested as the view is entered, before its
 * code has loaded; the view's pager takes it over. `response` is set once it has arrived, so a view that
 * mounts after that shows the wallets in its first render.
 */
export interface FirstPage {
  /** The request (it rejects when it fails). */
  readonly request: Promise<WalletsResponse>
  /** The answer, once it arrived. */
  response?: WalletsResponse
}

const noop = () => undefined

/** Number of recommended wallets on the Connect view (spec §9). */
export const RECOMMENDED_COUNT = CONSTANTS.RECOMMENDED_WALLETS_COUNT

/** Loading state of a catalogue request. */
export type LoadStatus = 'idle' | 'loading' | 'done' | 'error'

/** The catalogue data one instance's views share. */
export class CatalogueState {
  /** Recommended wallets (at most 4). */
  recommended: CatalogueWallet[] = []
  /** Total wallets in the catalogue (for the All Wallets entry). */
  count = 0
  /** State of the recommended request. */
  status: LoadStatus = 'idle'
  private readonly seen = new Map<string, CatalogueWallet>()
  private excludedKey: string | undefined
  /** All Wallets' first page, from {@link startFirstPage} until a pager takes it (WalletPager). */
  firstPage?: FirstPage | undefined

  constructor(
    readonly client: WalletCatalogueClient | undefined,
    /** CAIP-2 ids of the configured networks: the catalogue returns wallets supporting any of them. */
    readonly chains: () => readonly string[] = () => [],
  ) {
    makeObservable<CatalogueState, 'setResult'>(this, {
      recommended: observableRef,
      count: observable,
      status: observable,
      awaitingRecommended: computed,
      setResult: action,
    })
  }

  /**
   * True until the recommended request has answered (or failed). A computed value: views that only reserve
   * the answer's place do not render again when the request starts (idle to loading).
   */
  get awaitingRecommended(): boolean {
    return this.status === 'idle' || this.status === 'loading'
  }

  /** Remembers wallets by id (pages of AllWallets, recommended). */
  remember(wallets: readonly CatalogueWallet[]): void {
    for (const wallet of wallets) this.seen.set(wallet.id, wallet)
  }

  /** A wallet seen before, by id. */
  wallet(id: string): CatalogueWallet | undefined {
    return this.seen.get(id)
  }

  /** Image URL of a catalogue wallet (undefined without image id or client). */
  imageUrl(wallet: Pick<CatalogueWallet, 'image_id'>): string | undefined {
    return wallet.image_id && this.client ? this.client.walletImageUrl(wallet.image_id) : undefined
  }

  /** Loads the recommended wallets once per set of excluded rdns (installed wallets are not recommended again). */
  async loadRecommended(excludedRdns: readonly string[]): Promise<void> {
    const key = [...excludedRdns].sort().join(',')
    if (!this.client || (this.excludedKey === key && this.status !== 'error')) return
    this.excludedKey = key
    this.setResult({ status: 'loading' })
    try {
      const excluded = new Set(excludedRdns)
      const response = await this.client.getWallets({
        page: 1,
        entries: RECOMMENDED_COUNT + excluded.size,
        chains: this.chains(),
      })
      this.remember(response.data)
      const wallets = response.data
        .filter((w) => !w.rdns || !excluded.has(w.rdns))
        .slice(0, RECOMMENDED_COUNT)
      this.setResult({ status: 'done', recommended: wallets, count: response.count })
    } catch {
      this.setResult({ status: 'error' })
    }
  }

  /**
   * Starts the request of All Wallets' first page (nothing without a catalogue, or while one waits in
   * {@link firstPage}); returns what forgets it unless a pager took it (its answer is then ignored). Called
   * as the view is entered, so the request runs while the view's code loads.
   */
  startFirstPage(): () => void {
    const { client } = this
    if (!client || this.firstPage) return noop
    const head: FirstPage = {
      request: client.getWallets({ page: 1, entries: CONSTANTS.WALLETS_PER_PAGE, chains: this.chains() }),
    }
    // A failure is the pager's to show once it takes the request; untaken, it is dropped silently.
    head.request.then((response) => (head.response = response), noop)
    this.firstPage = head
    return () => {
      if (this.firstPage === head) this.firstPage = undefined
    }
  }

  private setResult(result: { status: LoadStatus; recommended?: CatalogueWallet[]; count?: number }): void {
    this.status = result.status
    if (result.recommended) this.recommended = result.recommended
    if (result.count !== undefined) this.count = result.count
  }
}

const states = new WeakMap<Airlock, CatalogueState>()

/** The catalogue state of an instance (created on first use). */
export function catalogueState(airlock: Airlock): CatalogueState {
  let state = states.get(airlock)
  if (!state) {
    state = new CatalogueState(catalogueClient(airlock), () =>
      airlock.get((s) => s.network.all.map((n) => n.caipNetworkId)),
    )
    states.set(airlock, state)
  }
  return state
}
