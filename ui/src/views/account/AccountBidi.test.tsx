// Arabic bidi of the Account view at 360 px (#40 item 5): an outgoing '-0.01 ETH' renders with its minus
// before the number and its symbol after it (as the rendered glyphs' boxes show), not 'ETH 0.01-'.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { fakeHistoryItem, fakeToken } from './testing/fakeChain'
import { renderView, type ViewRender } from './testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

/** The screen box of the `index`-th character of an element's text (its first text node). */
function charBox(el: Element, index: number): DOMRect {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
  const node = walker.nextNode()
  if (!node) throw new Error('no text')
  const range = document.createRange()
  range.setStart(node, index)
  range.setEnd(node, index + 1)
  return range.getBoundingClientRect()
}

describe('Arabic bidi at 360 px', () => {
  test('an outgoing amount reads "-0.01 ETH": minus left of the digits, symbol right of them', async () => {
    await page.viewport(360, 800)
    const item = fakeHistoryItem('out', 'eip155:1')
    const transfer = item.transfers[0]
    if (transfer?.quantity) transfer.quantity.numeric = '0.01'
    view = await renderView('Account', {
      before: (_, api) => {
        api.pages = [{ data: [item], next: null }]
      },
    })
    await view.setLocale('ar')
    await vi.waitFor(() => expect(view?.$('.al-overlay')?.getAttribute('dir')).toBe('rtl'))
    const activity = view.$$('[role="tab"]')[2]
    if (!activity) throw new Error('no Activity tab')
    await view.click(activity)
    await vi.waitFor(() =>
      expect(view?.$('[data-testid="activity-row"] .al-asset-end .al-text')).not.toBeNull(),
    )
    const amount = view.$('[data-testid="activity-row"] .al-asset-end .al-text') as HTMLElement
    const text = amount.textContent ?? ''
    const minus = charBox(amount, text.indexOf('-'))
    const digit = charBox(amount, text.indexOf('0'))
    const symbol = charBox(amount, text.indexOf('E'))
    expect(minus.right).toBeLessThanOrEqual(digit.left + 0.5)
    expect(digit.right).toBeLessThan(symbol.left)
  })

  test("a token's USD value reads 'US$' as written, not '$US' (the symbol isolated left to right)", async () => {
    await page.viewport(360, 800)
    view = await renderView('Account', {
      before: (_, api) => {
        api.tokens = [fakeToken('USDC', '1250.5', { value: 1250.5 })]
      },
    })
    await view.setLocale('ar')
    await vi.waitFor(() => expect(view?.$('.al-overlay')?.getAttribute('dir')).toBe('rtl'))
    const value = () => view?.$$('[data-testid="token-row"] bdi').find((b) => b.textContent?.includes('US$'))
    await vi.waitFor(() => expect(value()).toBeDefined())
    const el = value() as HTMLElement
    const text = el.textContent ?? ''
    const u = charBox(el, text.indexOf('U'))
    const dollar = charBox(el, text.indexOf('$'))
    expect(u.right).toBeLessThanOrEqual(dollar.left + 0.5)
  })

  test('Account’s tabs fit their longest label (ar’s NFTs) on one line, inside the tab list', async () => {
    await page.viewport(360, 800)
    view = await renderView('Account')
    await view.setLocale('ar')
    await vi.waitFor(() => expect(view?.$('.al-overlay')?.getAttribute('dir')).toBe('rtl'))
    const list = view.$('[role="tablist"]') as HTMLElement
    const tabs = view.$$<HTMLElement>('[role="tab"]')
    expect(tabs.length).toBe(3)
    const box = list.getBoundingClientRect()
    const heights = tabs.map((t) => t.getBoundingClientRect().height)
    for (const tab of tabs) {
      const r = tab.getBoundingClientRect()
      // Inside the list, its text not cut or spilling out, on one line (as tall as the other tabs).
      expect(r.left, tab.textContent ?? '').toBeGreaterThanOrEqual(box.left - 0.5)
      expect(r.right, tab.textContent ?? '').toBeLessThanOrEqual(box.right + 0.5)
      expect(tab.scrollWidth, tab.textContent ?? '').toBeLessThanOrEqual(tab.clientWidth + 1)
      expect(tab.scrollHeight, tab.textContent ?? '').toBeLessThanOrEqual(tab.clientHeight + 1)
      const range = document.createRange()
      range.selectNodeContents(tab)
      expect(range.getClientRects().length, `${tab.textContent} lines`).toBeLessThanOrEqual(1)
    }
    expect(new Set(heights).size).toBe(1)
  })
})
