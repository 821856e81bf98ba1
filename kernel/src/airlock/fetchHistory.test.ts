import { describe, expect, test, vi } from 'vitest'
import type { HistoryItem } from '../api/schemas'
import type { BaseError } from '../errors'
import { type TransactionHistorySource, TransactionsStore } from '../stores/TransactionsStore'
import { fetchHistory, isAllSpam } from './fetchHistory'

const item = (id: string, chain: string, spam: boolean[] = [false]): HistoryItem => ({
  id,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain },
  transfers: spam.map((is_spam) => ({ nft_info: { flags: { is_spam } } })),
})

function setup(pages: Record<string, { data: HistoryItem[]; next?: string | null }>) {
  const calls: { address: string; cursor?: string; chainId?: string }[] = []
  const source: TransactionHistorySource = {
    fetchTransactions: async (params) => {
      calls.push(params)
      const page = pages[params.cursor ?? 'first']
      if (!page) throw new Error('HTTP status code: 500')
      return page
    },
  }
  const errors: BaseError[] = []
  const store = new TransactionsStore(
    () => source,
    () => 'eip155:1',
    (e) => errors.push(e),
  )
  return { store, calls, errors }
}

describe('TransactionsStore', () => {
  test('paginates with the cursor, drops all-spam items and filters to the active chain [spec 5.11, 5.12]', async () => {
    const { store, calls } = setup({
      first: {
        data: [item('a', 'eip155:1'), item('spam', 'eip155:1', [true, true]), item('b', 'eip155:10')],
        next: 'c2',
      },
      c2: { data: [item('c', 'eip155:1', [true, false])], next: null },
    })
    await fetchHistory(store, '0xabc')
    expect(store.activeTransactions.map((t) => t.id)).toEqual(['a'])
    expect(store.next !== undefined).toBe(true)
    await fetchHistory(store, '0xabc')
    expect(store.activeTransactions.map((t) => t.id)).toEqual(['a', 'c'])
    expect(store.next !== undefined).toBe(false)
    expect(calls).toEqual([
      { address: '0xabc', chainId: 'eip155:1' },
      { address: '0xabc', cursor: 'c2', chainId: 'eip155:1' },
    ])
    expect(!store.loading && store.activeTransactions.length === 0).toBe(false)
  })

  test("a failure sets error and reports 'Failed to fetch transactions'", async () => {
    const { store, errors } = setup({})
    await fetchHistory(store, '0xabc')
    expect(store.error).toBe(true)
    expect(store.loading).toBe(false)
    expect(errors.map((e) => e.shortMessage)).toEqual(['Failed to fetch transactions'])
    expect(!store.loading && store.activeTransactions.length === 0).toBe(true)
  })

  test('fetch after the last page loads nothing more (no duplicates of page 1)', async () => {
    const { store, calls } = setup({
      first: { data: [item('a', 'eip155:1')], next: 'c2' },
      c2: { data: [item('b', 'eip155:1')], next: null },
    })
    await fetchHistory(store, '0xabc')
    await fetchHistory(store, '0xabc')
    expect(store.complete).toBe(true)
    await fetchHistory(store, '0xabc')
    await fetchHistory(store, '0xabc')
    expect(calls).toHaveLength(2)
    expect(store.activeTransactions.map((t) => t.id)).toEqual(['a', 'b'])
    store.reset()
    expect(store.complete).toBe(false)
    await fetchHistory(store, '0xabc')
    expect(calls).toHaveLength(3)
    expect(store.activeTransactions.map((t) => t.id)).toEqual(['a'])
  })

  test('a single page without a cursor is complete too', async () => {
    const { store, calls } = setup({ first: { data: [item('a', 'eip155:1')] } })
    await fetchHistory(store, '0xabc')
    await fetchHistory(store, '0xabc')
    expect(calls).toHaveLength(1)
    expect(store.transactions.map((t) => t.id)).toEqual(['a'])
  })

  test('a new address starts over', async () => {
    const { store } = setup({ first: { data: [item('a', 'eip155:1')], next: 'more' } })
    await fetchHistory(store, '0xabc')
    await fetchHistory(store, '0xdef')
    expect(store.activeTransactions.map((t) => t.id)).toEqual(['a'])
  })

  test('a response for an older address or chain is ignored', async () => {
    let release: (page: { data: HistoryItem[]; next: null }) => void = () => undefined
    const chain = { id: 'eip155:1' }
    const store = new TransactionsStore(
      () => ({
        fetchTransactions: (params) =>
          params.address === 'slow'
            ? new Promise((resolve) => {
                release = resolve
              })
            : Promise.resolve({ data: [item('fast', chain.id)], next: null }),
      }),
      () => chain.id,
      () => undefined,
    )
    const slow = fetchHistory(store, 'slow')
    await fetchHistory(store, '0xabc')
    release({ data: [item('stale', 'eip155:1')], next: null })
    await slow
    expect(store.activeTransactions.map((t) => t.id)).toEqual(['fast'])
    chain.id = 'eip155:10'
    await fetchHistory(store, '0xabc')
    expect(store.transactions.map((t) => t.id)).toEqual(['fast'])
    expect(store.activeTransactions.map((t) => t.metadata.chain)).toEqual(['eip155:10'])
  })

  test('does nothing without a source', async () => {
    const fetchTransactions = vi.fn()
    const store = new TransactionsStore(
      () => undefined,
      () => undefined,
      () => undefined,
    )
    await fetchHistory(store, '0xabc')
    expect(fetchTransactions).not.toHaveBeenCalled()
    expect(store.transactions).toEqual([])
  })

  test('resolves true when a first page brings a newest item not seen at the top before (issue 40 item 9)', async () => {
    const pages: Record<string, { data: HistoryItem[]; next?: string | null }> = {
      first: { data: [item('a', 'eip155:1')], next: 'c2' },
      c2: { data: [item('b', 'eip155:1')], next: null },
    }
    const { store } = setup(pages)
    expect(await fetchHistory(store, '0xabc')).toBe(true)
    // A next page never counts, nor the same first page loaded again after a reset.
    expect(await fetchHistory(store, '0xabc')).toBe(false)
    store.reset()
    expect(await fetchHistory(store, '0xabc')).toBe(false)
    // An incoming transaction tops the first page.
    pages.first = { data: [item('in', 'eip155:1'), item('a', 'eip155:1')], next: 'c2' }
    store.reset()
    expect(await fetchHistory(store, '0xabc')).toBe(true)
    expect(store.activeTransactions.map((t) => t.id)).toEqual(['in', 'a'])
    // An empty history brings nothing new; a failure neither.
    const empty = setup({ first: { data: [] } })
    expect(await fetchHistory(empty.store, '0xabc')).toBe(false)
    expect(await fetchHistory(setup({}).store, '0xabc')).toBe(false)
  })

  test('isAllSpam: only items whose every transfer is NFT spam [spec 5.11]', () => {
    expect(isAllSpam(item('x', 'c', [true]))).toBe(true)
    expect(isAllSpam(item('x', 'c', [true, false]))).toBe(false)
    expect(isAllSpam(item('x', 'c', []))).toBe(false)
  })
})
