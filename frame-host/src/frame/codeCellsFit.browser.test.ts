// The six code cells fit the frame at a phone's width (in Chromium, with the frame's own stylesheet): at a
// 360 px phone the frame is about 300 px wide, narrower than six 44 px cells and their gaps, and its scrolling
// content clipped the first and last cell; the cells now shrink to fit.
import { launchChromium } from '@airlock/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_CSS } from '../server/routes/frameCss'

/** The frame page's structure around the cells (main > .content > .cells, as view.ts and codeCells.ts build it). */
const PAGE = `<!doctype html><html><head><style>${FRAME_CSS}</style></head><body><main><div class="content">
<h1>Enter your code</h1><div class="cells" role="group" dir="ltr">${'<input inputmode="numeric" maxlength="1">'.repeat(6)}</div>
</div></main></body></html>`

describe('the code cells in a narrow frame (Chromium)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })

  it.each([298, 328, 360])('every cell is whole inside the frame %i px wide', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 600 } })
    await page.setContent(PAGE)
    const { content, cells } = await page.evaluate(() => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect()
        return { left: r.left, right: r.right, width: r.width }
      }
      return {
        content: box(document.querySelector('.content') as Element),
        cells: [...document.querySelectorAll('.cells input')].map(box),
      }
    })
    await page.close()
    for (const cell of cells) {
      expect(cell.left).toBeGreaterThanOrEqual(content.left)
      expect(cell.right).toBeLessThanOrEqual(content.right)
      expect(cell.width).toBeGreaterThanOrEqual(32)
    }
  })
})
