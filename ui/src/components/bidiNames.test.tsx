// Latin names in Arabic at 360 px (issue 40 item 5): a wallet or token name too long for its line is cut at
// its own end ('Airlock Test Wal…'), not at its start ('…st Wallet'), and a short one still sits at the
// modal's start (right in RTL).
import { afterEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderInShadow, type ShadowRender } from '../test-support/renderInShadow'
import { ListItem } from './ListItem'
import { Text } from './Text'

let view: ShadowRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const LONG = 'Airlock Test Wallet for a very long wallet name indeed'

/** The screen box of the `index`-th character of an element's first text node. */
function charBox(el: Element, index: number): DOMRect {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
  const node = walker.nextNode()
  if (!node) throw new Error('no text')
  const range = document.createRange()
  range.setStart(node, index)
  range.setEnd(node, index + 1)
  return range.getBoundingClientRect()
}

describe('Latin names in an RTL modal at 360 px', () => {
  test('a cut list label and a cut Text keep their first letters and end in the ellipsis; a short name sits right', async () => {
    await page.viewport(360, 800)
    view = await renderInShadow(
      <div dir="rtl" lang="ar" style={{ width: 328, display: 'flex', flexDirection: 'column' }}>
        <ListItem label={LONG} data-testid="long" />
        <ListItem label="MetaMask" data-testid="short" />
        <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Text truncate>{LONG}</Text>
        </span>
      </div>,
    )
    const label = view.shadow.querySelector('[data-testid="long"] .al-list-item-label') as HTMLElement
    const text = view.shadow.querySelector('.al-text[data-truncate="true"]') as HTMLElement
    for (const el of [label, text]) {
      expect(el.scrollWidth, 'the name overflows its line').toBeGreaterThan(el.clientWidth)
      const box = el.getBoundingClientRect()
      const first = charBox(el, 0)
      // 'A' is inside the box, at its left edge: the cut (and the ellipsis) is at the right, the name's end.
      expect(first.left).toBeGreaterThanOrEqual(box.left - 0.5)
      expect(first.left - box.left, `first letter of ${el.className}`).toBeLessThan(4)
      expect(getComputedStyle(el).direction).toBe('ltr')
    }
    const short = view.shadow.querySelector('[data-testid="short"] .al-list-item-label') as HTMLElement
    const name = short.textContent ?? ''
    const last = charBox(short, name.length - 1)
    const shortBox = short.getBoundingClientRect()
    expect(shortBox.right - last.right, 'short name at the right').toBeLessThan(4)
  })
})
