// Loading account history pages (the Activity tab), in the connect protocol's chunk: a page with no
// connected account never needs it.
import { runInAction } from 'mobx'
import type { HistoryItem } from '../api/schemas'
import { BaseError } from '../errors'
import { kernelKey } from '../errors/kernelKey'
import * as MESSAGES from '../errors/messages'
import type { AirlockStores } from '../stores/createStores'
import type { TransactionsStore } from '../stores/TransactionsStore'
import type { AccountDataLoader } from './AccountDataLoader'

/** True when every transfer of an item is NFT spam (such items are dropped, spec §5). */
export function isAllSpam(item: HistoryItem): boolean {
  return item.transfers.length > 0 && item.transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/**
 * The newest item's id of the last first page loaded, per store, address and chain (kept across resets): a
 * first page whose newest item differs brings activity the balances may not include yet.
 */
const heads = new WeakMap<TransactionsStore, Map<string, string>>()

/**
 * Loads the next page for an address on the active chain (the first page when the address or the chain
 * changed; an older request still in flight is then ignored). After the last page it does nothing. On
 * failure sets `error` and reports 'Failed to fetch transactions'. Resolves `true` when a first page's
 * newest item is one this store has not seen at the top before (the first page of a session included):
 * activity newer than the balances may be, which the caller reloads.
 */
export async function fetchHistory(store: TransactionsStore, address: string): Promise<boolean> {
  const chainId = store.activeChain()
  const key = store.keyOf(address)
  if (key !== store.key) store.reset(address)
  const source = store.source()
  if (!source || store.loading || store.complete) return false
  const first = store.next === undefined
  const request = ++store.request
  runInAction(() => {
    store.loading = true
    store.error = false
  })
  try {
    const page = await source.fetchTransactions({
      address,
      ...(store.next === undefined ? {} : { cursor: store.next }),
      ...(chainId === undefined ? {} : { chainId }),
    })
    if (request !== store.request) return false
    runInAction(() => {
      const kept = page.data.filter((t) => !isAllSpam(t)).map((t) => Object.freeze(t))
      store.transactions = Object.freeze([...store.transactions, ...kept])
      store.next = page.next ?? undefined
      store.complete = store.next === undefined
    })
    const head = page.data[0]?.id
    const seen = heads.get(store) ?? new Map<string, string>()
    heads.set(store, seen)
    if (!first || head === undefined || seen.get(key) === head) return false
    seen.set(key, head)
    return true
  } catch (cause) {
    if (request !== store.request) return false
    runInAction(() => {
      store.error = true
    })
    store.onError(
      new BaseError(MESSAGES.failedToFetchTransactions, {
        cause,
        messageKey: kernelKey('failedToFetchTransactions'),
      }),
    )
    return false
  } finally {
    if (request === store.request) {
      runInAction(() => {
        store.loading = false
      })
    }
  }
}

/**
 * Loads the next history page of the active account (`airlock.loadHistory`); when it brings a newest item
 * not seen at the top before, reloads the balances past their cache, keeping the history just loaded (it
 * already lists what changed the balance).
 */
export async function followHistory(
  stores: AirlockStores,
  address: string,
  loader: AccountDataLoader | undefined,
): Promise<void> {
  if (await fetchHistory(stores.transactions, address))
    await loader?.refresh(stores.network.activeNamespace, { force: true, keepHistory: true })
}
