import { describe, expect, test, vi } from 'vitest'
import { CatalogueState } from '../../catalogue/CatalogueState'
import type { WalletCatalogueClient, WalletPageRequest } from '../../catalogue/catalogueTypes'
import { prefetchAfterPaint, WalletPager } from './WalletPager'

function fakeClient(total: number) {
  const requests: WalletPageRequest[] = []
  const client: WalletCatalogueClient = {
    async getWallets(request) {
      requests.push(request)
      const all = Array.from({ length: total }, (_, i) => ({
        id: `w${i}`,
        name: `W ${i}`,
        image_id: `i${i}`,
      }))
      const list = request.search ? all.filter((w) => w.name.includes(request.search!)) : all
      const start = (request.page - 1) * request.entries
      return { count: list.length, data: list.slice(start, start + request.entries) }
    },
    walletImageUrl: (id) => `https://img.example/${id}`,
  }
  return { client, requests }
}

describe('WalletPager', () => {
  test('pages of 40, 20 images prefetched per page, stops at the count [spec 9.24]', async () => {
    const { client, requests } = fakeClient(90)
    const prefetched: string[] = []
    const pager = new WalletPager(new CatalogueState(client, () => ['eip155:1']), (url) =>
      prefetched.push(url),
    )
    await pager.reset('')
    expect(requests[0]).toEqual({ page: 1, entries: 40, chains: ['eip155:1'] })
    expect(pager.wallets.length).toBe(40)
    expect(pager.count).toBe(90)
    expect(prefetched).toEqual(Array.from({ length: 20 }, (_, i) => `https://img.example/i${i}`))
    await pager.loadMore()
    await pager.loadMore()
    expect(pager.wallets.length).toBe(90)
    expect(prefetched.length).toBe(50)
    await pager.loadMore()
    expect(requests.length).toBe(3)
    expect(pager.hasMore).toBe(false)
  })

  test('searching asks for pages of 100 [spec 9.24]', async () => {
    const { client, requests } = fakeClient(300)
    const pager = new WalletPager(new CatalogueState(client), () => {})
    await pager.reset('1')
    expect(requests[0]).toEqual({ page: 1, entries: 100, chains: [], search: '1' })
  })

  test('a new query aborts the request in flight and ignores its answer', async () => {
    let release: (() => void) | undefined
    const seen: (AbortSignal | undefined)[] = []
    const client: WalletCatalogueClient = {
      getWallets: (request, signal) => {
        seen.push(signal)
        if (request.search === 'slow') {
          return new Promise((resolve) => {
            release = () => resolve({ count: 1, data: [{ id: 'slow', name: 'slow' }] })
          })
        }
        return Promise.resolve({ count: 1, data: [{ id: 'fast', name: 'fast' }] })
      },
      walletImageUrl: (id) => id,
    }
    const pager = new WalletPager(new CatalogueState(client), () => {})
    const slow = pager.reset('slow')
    await pager.reset('fast')
    release?.()
    await slow
    expect(seen[0]?.aborted).toBe(true)
    expect(pager.wallets.map((w) => w.id)).toEqual(['fast'])
  })

  test('a failed page sets the error state', async () => {
    const client: WalletCatalogueClient = {
      getWallets: () => Promise.reject(new Error('HTTP status code: 500')),
      walletImageUrl: (id) => id,
    }
    const pager = new WalletPager(new CatalogueState(client), () => {})
    await pager.reset('')
    expect(pager.status).toBe('error')
  })
})

describe('WalletPager and the first page requested as All Wallets is entered', () => {
  test('a pager created after that page arrived starts with its wallets and requests nothing', async () => {
    const { client, requests } = fakeClient(90)
    const catalogue = new CatalogueState(client, () => ['eip155:1'])
    catalogue.startFirstPage()
    await vi.waitFor(() => expect(requests.length).toBe(1))
    await Promise.resolve()
    const prefetched: string[] = []
    const pager = new WalletPager(catalogue, (url) => prefetched.push(url))
    expect(pager.wallets.length).toBe(40)
    expect(pager.count).toBe(90)
    expect(pager.status).toBe('done')
    expect(prefetched.length).toBe(20)
    await pager.search('')
    expect(requests).toEqual([{ page: 1, entries: 40, chains: ['eip155:1'] }])
    await pager.loadMore()
    expect(requests[1]).toMatchObject({ page: 2, entries: 40 })
    expect(pager.wallets.length).toBe(80)
  })

  test('a pager created before it arrives waits for that request instead of sending another', async () => {
    const { client, requests } = fakeClient(90)
    const catalogue = new CatalogueState(client)
    catalogue.startFirstPage()
    const pager = new WalletPager(catalogue, () => {})
    expect(pager.wallets).toEqual([])
    await pager.search('')
    expect(requests.length).toBe(1)
    expect(pager.wallets.length).toBe(40)
    // Handed over once: a later pager requests its own.
    await new WalletPager(catalogue, () => {}).search('')
    expect(requests.length).toBe(2)
  })

  test('a search, and a pager stopped while waiting, do not use it', async () => {
    const requests: WalletPageRequest[] = []
    const answers: ((wallets: number) => void)[] = []
    const client: WalletCatalogueClient = {
      getWallets: (request) => {
        requests.push(request)
        return new Promise((resolve) => {
          answers.push((n) =>
            resolve({
              count: n,
              data: Array.from({ length: n }, (_, i) => ({ id: `w${i}`, name: `W ${i}` })),
            }),
          )
        })
      },
      walletImageUrl: (id) => id,
    }
    const catalogue = new CatalogueState(client)
    catalogue.startFirstPage()
    const pager = new WalletPager(catalogue, () => {})
    void pager.search('')
    expect(requests.length).toBe(1)
    // Stopped (the view unmounted, or React's development double effects): its answer is ignored and a
    // later search starts again.
    pager.dispose()
    expect(pager.status).toBe('idle')
    answers[0]?.(3)
    await Promise.resolve()
    await Promise.resolve()
    expect(pager.wallets).toEqual([])
    const own = pager.search('')
    expect(requests.length).toBe(2)
    answers[1]?.(2)
    await own
    expect(pager.wallets.length).toBe(2)
    catalogue.startFirstPage()
    void pager.search('abc')
    expect(requests[3]).toMatchObject({ page: 1, entries: 100, search: 'abc' })
  })

  test('a first page nobody took is forgotten when dropped, and its failure stays silent', async () => {
    const { client, requests } = fakeClient(10)
    const failing: WalletCatalogueClient = {
      getWallets: () => Promise.reject(new Error('HTTP status code: 500')),
      walletImageUrl: (id) => id,
    }
    new CatalogueState(failing).startFirstPage()
    const catalogue = new CatalogueState(client)
    const drop = catalogue.startFirstPage()
    catalogue.startFirstPage()
    expect(requests.length).toBe(1)
    drop()
    expect(catalogue.firstPage).toBeUndefined()
    // Once a pager took it, dropping leaves it to the pager.
    const dropTaken = catalogue.startFirstPage()
    const pager = new WalletPager(catalogue, () => {})
    const loading = pager.search('')
    dropTaken()
    await loading
    expect(requests.length).toBe(2)
    expect(pager.wallets.length).toBe(10)
    // Without a catalogue there is nothing to request.
    const none = new CatalogueState(undefined)
    none.startFirstPage()
    expect(none.firstPage).toBeUndefined()
  })
})

/** Resolves after the frame now being prepared has been painted and the task after it ran. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)))

describe('prefetchAfterPaint', () => {
  test('starts the queued images after the next paint, in one batch', async () => {
    const started: string[] = []
    const images = prefetchAfterPaint((url) => started.push(url))
    images.add('a')
    images.add('b')
    expect(started).toEqual([])
    await afterPaint()
    expect(started).toEqual(['a', 'b'])
    images.add('c')
    await afterPaint()
    expect(started).toEqual(['a', 'b', 'c'])
  })

  test('cancel drops the queued images: none starts, then or later', async () => {
    const started: string[] = []
    const images = prefetchAfterPaint((url) => started.push(url))
    images.add('a')
    images.cancel()
    await afterPaint()
    await afterPaint()
    expect(started).toEqual([])
  })
})
