// The frame in Arabic (issue #40, item 3 and "Arabic bidi"), in Chromium with the real frame host: the app
// asks for `ar`, the frame's page is right to left with Arabic texts, the code cells and the recovery
// code stay left to right, and axe finds no WCAG 2.1 A/AA violation in the frame's document.
import { createRequire } from 'node:module'
import { clickUntilGone } from '@airlock/devnet'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'
import { FRAME_TEXTS_AR } from './texts'

const EMAIL = 'arabic@example.com'

/** axe-core's WCAG 2.1 A/AA violations (rule ids) in `frame`'s own document. */
async function frameAxeViolations(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window)))
    await frame.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') })
  return frame.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: unknown[] }[] }[] }
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => `${v.id} ${v.nodes.map((n) => String(n.target)).join(', ')}`)
  })
}

describe('the frame in Arabic (frame host, Chromium)', () => {
  let h: FrameBrowserHarness
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    h = await startFrameBrowserHarness()
    // The frame's CSP allows only its own scripts: axe-core is injected by the test, so the test's context
    // bypasses CSP (the frame's own behaviour does not depend on it).
    context = await h.browser.newContext({ bypassCSP: true })
    page = await h.openApp({ context, query: '?locale=ar' })
    await page.evaluate(() => window.airlockTest.ready)
  }, 180_000)
  afterAll(async () => {
    await context?.close()
    await h?.stop()
  })

  it('is right to left with Arabic texts, its code and recovery code left to right, axe clean', async () => {
    const after = h.sink.mailbox.lastId
    expect(await h.request(page, 'CONNECT_EMAIL', { email: EMAIL })).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
    })
    const entered = h.request(page, 'CONNECT_OTP')
    const mail = await h.sink.mailbox.waitFor(EMAIL, { afterId: after })
    const code = /(\d{6})/.exec(mail.subject)![1]!
    const frameLocator = h.frame(page)
    const cells = frameLocator.locator('.cells input')
    await expect.poll(() => cells.count(), { timeout: 30_000 }).toBe(6)
    const frame = (await page.locator('#airlock-secure-frame').elementHandle())!.contentFrame()
    const shown = (await frame)!

    const root = await shown.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      direction: getComputedStyle(document.body).direction,
    }))
    expect(root).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' })
    expect(await frameLocator.locator('h1').textContent()).toBe(FRAME_TEXTS_AR.otpTitle)
    expect(await frameLocator.locator('button[data-action=confirm]').textContent()).toBe(
      FRAME_TEXTS_AR.confirm,
    )
    // The six cells read left to right as the code does, first cell on the left.
    expect(await frameLocator.locator('.cells').evaluate((n) => getComputedStyle(n).direction)).toBe('ltr')
    const [first, last] = [await cells.first().boundingBox(), await cells.last().boundingBox()]
    expect(first!.x).toBeLessThan(last!.x)
    expect(await frameAxeViolations(shown)).toEqual([])

    await cells.first().fill(code)
    await clickUntilGone(frameLocator.locator('button[data-action=confirm]'))
    expect(await entered).toMatchObject({ type: 'CONNECT_OTP_SUCCESS' })

    // The new wallet's recovery code: Arabic title and buttons, the code itself left to right.
    await expect
      .poll(() => frameLocator.locator('h1').textContent(), { timeout: 30_000 })
      .toBe(FRAME_TEXTS_AR.saveRecoveryTitle)
    expect(await frameLocator.locator('button[data-copy]').textContent()).toBe(FRAME_TEXTS_AR.copy)
    const recovery = frameLocator.locator('[data-recovery-code]')
    expect(await recovery.evaluate((n) => getComputedStyle(n).direction)).toBe('ltr')
    expect(await frameAxeViolations(shown)).toEqual([])
    await clickUntilGone(frameLocator.locator('button[data-action=saved]'))
  })
})
