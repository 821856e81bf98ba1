import { ERROR_MESSAGES } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { catalogueState } from '../../catalogue/CatalogueState'
import { deepActiveElement } from '../../modal/focus'
import { type AirlockRender, renderWithAirlock } from '../../test-support/renderWithAirlock'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

async function openAllWallets(allowLocalhostImages = true): Promise<AirlockRender> {
  const render = await renderWithAirlock(null, { allowLocalhostImages })
  await render.open('AllWallets')
  // The first page may wait for the kernel's lazily loaded request code (a cold chunk under a busy machine).
  await vi.waitFor(() => expect(render.$$('.al-wallet-card-name').length).toBeGreaterThan(8), {
    timeout: 5000,
  })
  return render
}

describe('AllWallets view', () => {
  // First in the file: the view's code has not been loaded in this page yet.
  test('its first page is requested as the view is entered, while its code loads, and only once', async () => {
    const render = await renderWithAirlock(null, { allowLocalhostImages: false })
    r = render
    const getWallets = vi.spyOn(catalogueState(render.airlock).client!, 'getWallets')
    const firstPages = () =>
      getWallets.mock.calls.filter(([request]) => request.page === 1 && !request.search)
    await act(async () => {
      await render.airlock.open('AllWallets')
    })
    expect(firstPages().length).toBe(1)
    await vi.waitFor(() => expect(render.$$('.al-wallet-card-name').length).toBeGreaterThan(8), {
      timeout: 5000,
    })
    expect(firstPages().length).toBe(1)
  })

  test("shows wallets' names whole on up to two lines, not cut after a few letters (issue 40, item 10)", async () => {
    r = await openAllWallets(false)
    const names = r.$$('.al-wallet-card-name').filter((el) => /^Test Wallet \d+$/.test(el.textContent ?? ''))
    expect(names.length).toBeGreaterThan(8)
    for (const el of names) {
      // Cut text overflows its box: wider on one line, or taller than the two lines shown.
      expect(el.scrollWidth, el.textContent ?? '').toBeLessThanOrEqual(el.clientWidth)
      expect(el.scrollHeight, el.textContent ?? '').toBeLessThanOrEqual(el.clientHeight + 1)
    }
    // The longest of them needs the second line at the modal's width.
    expect(Math.max(...names.map((el) => el.getClientRects().length && el.clientHeight))).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(names[0]!).lineHeight) * 1.5,
    )
  })

  // Images are off here: the test catalogue serves them over HTTP/1.1 from the same host, so image
  // loads would queue the page requests behind them and measure the server, not the grid.
  test('renders a bounded virtual window while paging through the whole catalogue [spec 2.4]', async () => {
    r = await openAllWallets(false)
    const scroller = r.$('.al-wallet-grid-scroll')!
    const started = performance.now()
    const frames: number[] = []
    let last = performance.now()
    let raf = requestAnimationFrame(function tick(now) {
      frames.push(now - last)
      last = now
      raf = requestAnimationFrame(tick)
    })
    const maxIndex = () => Math.max(...r!.$$('[data-index-wallet]').map((e) => Number(e.dataset.indexWallet)))
    while (maxIndex() < 1199) {
      const before = maxIndex()
      await act(async () => {
        scroller.scrollTop = scroller.scrollHeight
      })
      await vi.waitFor(() => expect(maxIndex()).toBeGreaterThan(before), { timeout: 3000 })
      expect(r.$$('.al-wallet-card').length).toBeLessThan(64)
    }
    expect(r.$$('.al-wallet-card').length).toBeLessThan(64)
    expect(r.$('ul[aria-label="All wallets"] li')!.getAttribute('aria-setsize')).toBe('1200')
    cancelAnimationFrame(raf)
    const sorted = [...frames].sort((a, b) => a - b)
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0
    console.info(
      `AllWallets: 1200 wallets (30 pages) in ${Math.round(performance.now() - started)} ms; ` +
        `frames ${frames.length}, p95 ${p95.toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`,
    )
  })

  test('the first cards show before any wallet image is requested or inserted; the images follow', async () => {
    const render = await renderWithAirlock(null, { allowLocalhostImages: true })
    r = render
    // Recorded in the microtask after each commit: when the first cards came, whether images came with them.
    let cardsAt: number | undefined
    let imagesWithFirstCards: number | undefined
    const observer = new MutationObserver(() => {
      if (cardsAt !== undefined || render.$$('.al-wallet-card-name').length === 0) return
      cardsAt = performance.now()
      imagesWithFirstCards = render.$$('.al-wallet-grid img').length
    })
    observer.observe(render.shadow(), { subtree: true, childList: true })
    // Observed rather than read from the resource buffer, which the earlier test's pages may have filled.
    const imageRequests: PerformanceEntry[] = []
    const requests = new PerformanceObserver((list) => {
      imageRequests.push(...list.getEntries().filter((e) => /getWalletImage/.test(e.name)))
    })
    requests.observe({ type: 'resource' })
    await render.open('AllWallets')
    await vi.waitFor(() => expect(render.$$('.al-wallet-grid img').length).toBeGreaterThan(8), {
      timeout: 5000,
    })
    observer.disconnect()
    expect(imagesWithFirstCards).toBe(0)
    await vi.waitFor(() => expect(imageRequests.length).toBeGreaterThan(8), { timeout: 5000 })
    requests.disconnect()
    for (const entry of imageRequests)
      expect(entry.startTime).toBeGreaterThan(cardsAt ?? Number.POSITIVE_INFINITY)
  })

  test('leaving before the first cards are painted requests none of their images', async () => {
    const render = await renderWithAirlock(null, { allowLocalhostImages: true })
    r = render
    const imageSources: string[] = []
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!
    const spy = vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
      value: string,
    ) {
      imageSources.push(value)
      src.set!.call(this, value)
    })
    // The view goes away in the microtask after the commit that brings the first cards, before their frame.
    let unmounted: Promise<void> | undefined
    const observer = new MutationObserver(() => {
      if (unmounted || render.$$('.al-wallet-card-name').length === 0) return
      observer.disconnect()
      imageSources.length = 0
      unmounted = render.unmount()
      r = undefined
    })
    observer.observe(render.shadow(), { subtree: true, childList: true })
    try {
      await render.open('AllWallets')
      await vi.waitFor(() => expect(unmounted).toBeDefined(), { timeout: 5000 })
      await unmounted
      // Past the frame and the task after it, when the held prefetches would have started.
      for (let i = 0; i < 2; i++)
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      expect(imageSources.filter((url) => /getWalletImage/.test(url))).toEqual([])
    } finally {
      spy.mockRestore()
      observer.disconnect()
    }
  })

  test("a search's first matches also show before their images", async () => {
    r = await openAllWallets()
    const render = r
    await vi.waitFor(() => expect(render.$$('.al-wallet-grid img').length).toBeGreaterThan(8), {
      timeout: 5000,
    })
    // The first commit in which every card is a match: how many images came with it.
    let imagesWithFirstMatches: number | undefined
    const observer = new MutationObserver(() => {
      const names = render.$$('.al-wallet-card-name').map((e) => e.textContent ?? '')
      if (imagesWithFirstMatches !== undefined || names.length === 0) return
      if (names.every((name) => name.startsWith('Test Wallet 11')))
        imagesWithFirstMatches = render.$$('.al-wallet-grid img').length
    })
    observer.observe(render.shadow(), { subtree: true, childList: true, characterData: true })
    await act(async () => {
      await userEvent.fill(render.$<HTMLInputElement>('input[type="search"]')!, 'Test Wallet 11')
    })
    await vi.waitFor(() => expect(imagesWithFirstMatches).toBeDefined(), { timeout: 5000 })
    observer.disconnect()
    expect(imagesWithFirstMatches).toBe(0)
    await vi.waitFor(() => expect(render.$$('.al-wallet-grid img').length).toBeGreaterThan(8), {
      timeout: 5000,
    })
  })

  test('search waits 300 ms, then shows matches; no match shows the empty state [spec 9.24]', async () => {
    r = await openAllWallets()
    const input = r.$<HTMLInputElement>('input[type="search"]')!
    // Taken before typing: the debounce starts at the input event inside fill(), which may return late.
    const typedAt = performance.now()
    await act(async () => {
      await userEvent.fill(input, 'Test Wallet 1111')
    })
    expect(r.$$('.al-wallet-card-name').length).toBeGreaterThan(8)
    await vi.waitFor(() =>
      expect(r!.$$('.al-wallet-card-name').map((e) => e.textContent)).toEqual(['Test Wallet 1111']),
    )
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(290)
    await act(async () => {
      await userEvent.fill(input, 'no such wallet')
    })
    await vi.waitFor(() => expect(r!.$('.al-view-error')?.textContent).toContain('No Wallet found'))
  })

  test('a failing catalogue shows the error state with a retry', async () => {
    r = await openAllWallets()
    await act(async () => {
      await userEvent.fill(r!.$<HTMLInputElement>('input[type="search"]')!, '__error__')
    })
    await vi.waitFor(
      () => expect(r!.$('[role="alert"]')?.textContent).toContain(ERROR_MESSAGES.somethingWentWrong),
      {
        timeout: 8000,
      },
    )
    expect(r.$$('button').some((b) => b.textContent === 'Try again')).toBe(true)
  })

  test('arrow keys move focus through the grid; Enter opens the wallet', async () => {
    r = await openAllWallets()
    const first = r.$<HTMLButtonElement>('[data-index-wallet="0"]')!
    expect(first.tabIndex).toBe(0)
    expect(r.$<HTMLButtonElement>('[data-index-wallet="1"]')!.tabIndex).toBe(-1)
    await act(async () => first.focus())
    const key = async (k: string) => {
      await act(async () => {
        await userEvent.keyboard(k)
      })
    }
    await key('{ArrowRight}')
    expect(deepActiveElement()?.getAttribute('data-index-wallet')).toBe('1')
    await key('{ArrowDown}')
    expect(deepActiveElement()?.getAttribute('data-index-wallet')).toBe('5')
    await key('{ArrowLeft}')
    await key('{ArrowUp}')
    expect(deepActiveElement()?.getAttribute('data-index-wallet')).toBe('0')
    await key('{End}')
    // End goes to the last loaded wallet: the end of a page of 40.
    await vi.waitFor(() =>
      expect(Number(deepActiveElement()?.getAttribute('data-index-wallet')) % 40).toBe(39),
    )
    const last = Number(deepActiveElement()!.getAttribute('data-index-wallet'))
    await key('{Enter}')
    // The wallet goes to the pairing plugin's opener (its connecting view lives in that plugin).
    await vi.waitFor(() => expect(r!.catalogueOpened.at(-1)?.name).toBe(`Test Wallet ${last + 1}`))
  })
})
