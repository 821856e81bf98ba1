import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ClickUntilGoneTimeout, clickUntilGone } from './clickUntilGone'
import { launchChromium } from './launchChromium'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage()
})
afterAll(async () => {
  await browser?.close()
})

/** A button that goes away at its `needed`-th click (the ones before are ignored, as the frame's guard does). */
async function buttonGoneAt(needed: number): Promise<void> {
  await page.setContent('<button type="button">saved</button>')
  await page.evaluate((n) => {
    const w = window as unknown as { clicks: number }
    w.clicks = 0
    const button = document.querySelector('button')!
    button.addEventListener('click', () => {
      w.clicks += 1
      if (w.clicks >= n) button.remove()
    })
  }, needed)
}

const clicks = () => page.evaluate(() => (window as unknown as { clicks: number }).clicks)

it('clicks again while the button stays, and stops once it is gone', async () => {
  await buttonGoneAt(3)
  await clickUntilGone(page.locator('button'), { settleMs: 100 })
  expect(await clicks()).toBe(3)
}, 90_000) // the file's first clicks in a cold Chromium: a fresh clone under CPU load took over 30 s

it('clicks once when the first click is taken', async () => {
  await buttonGoneAt(1)
  await clickUntilGone(page.locator('button'), { settleMs: 100 })
  expect(await clicks()).toBe(1)
})

it('fails with ClickUntilGoneTimeout when the button never goes', async () => {
  await buttonGoneAt(Number.POSITIVE_INFINITY)
  await expect(
    clickUntilGone(page.locator('button'), { timeoutMs: 1_000, settleMs: 100 }),
  ).rejects.toBeInstanceOf(ClickUntilGoneTimeout)
  expect(await clicks()).toBeGreaterThan(1)
})
