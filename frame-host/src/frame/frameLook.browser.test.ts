// The frame's code entry and recovery code as a visitor uses them (issue #40, item 3), in Chromium with
// the real frame host: the code is six digit cells that take a paste from the clipboard, and the recovery
// code has a Copy that puts it on the clipboard.
import { clickUntilGone, humanClick } from '@airlock/devnet'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'
import { FRAME_TEXTS_EN } from './texts'

const EMAIL = 'look@example.com'

describe('the frame looks and works like the modal (frame host, Chromium)', () => {
  let h: FrameBrowserHarness
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    h = await startFrameBrowserHarness()
    context = await h.browser.newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    page = await h.openApp({ context })
    await page.evaluate(() => window.airlockTest.ready)
  }, 180_000)
  afterAll(async () => {
    await context?.close()
    await h?.stop()
  })

  /** The clipboard as the app page reads it. */
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText())
  const writeClipboard = (text: string) => page.evaluate((t) => navigator.clipboard.writeText(t), text)

  it('takes the mailed code typed or pasted into its six digit cells, then shows the recovery code with a Copy that copies it', async () => {
    const after = h.sink.mailbox.lastId
    expect(await h.request(page, 'CONNECT_EMAIL', { email: EMAIL })).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
    })
    const entered = h.request(page, 'CONNECT_OTP')
    const mail = await h.sink.mailbox.waitFor(EMAIL, { afterId: after })
    const code = /(\d{6})/.exec(mail.subject)![1]!
    const frame = h.frame(page)
    const cells = frame.locator('.cells input')
    await expect.poll(() => cells.count(), { timeout: 30_000 }).toBe(6)

    // Typed digit by digit: each digit moves on to the next cell, Backspace in an empty cell goes back.
    const values = () => cells.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    await humanClick(page, cells.first())
    await page.keyboard.type('1234')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('98')
    expect(await values()).toEqual(['1', '2', '9', '8', '', ''])

    // The visitor copies the code from the mail ("Code: 123 456" with its spaces) and pastes it into the
    // third cell: the digits spread over the six cells from the first.
    await writeClipboard(`Code: ${code.slice(0, 3)} ${code.slice(3)}`)
    await humanClick(page, cells.nth(2))
    await page.keyboard.press('Control+V')
    await expect.poll(values).toEqual([...code])
    await clickUntilGone(frame.locator('button[data-action=confirm]'))
    expect(await entered).toMatchObject({ type: 'CONNECT_OTP_SUCCESS' })

    // A new wallet: its recovery code, and Copy beside it.
    const shown = frame.locator('[data-recovery-code]')
    const recoveryCode = (await shown.textContent()) ?? ''
    expect(recoveryCode).toMatch(/^([A-Z2-9]{4}-){7}[A-Z2-9]{4}$/)
    await writeClipboard('something else')
    const copy = frame.locator('button[data-copy]')
    // The frame counts a click only once it knows it is seen (a person clicks again when one is not taken).
    await expect
      .poll(
        async () => {
          if ((await copy.textContent()) !== FRAME_TEXTS_EN.copied) await humanClick(page, copy)
          return clipboard()
        },
        { timeout: 30_000 },
      )
      .toBe(recoveryCode)
    expect(await copy.textContent()).toBe(FRAME_TEXTS_EN.copied)
    await clickUntilGone(frame.locator('button[data-action=saved]'))
  })
})
