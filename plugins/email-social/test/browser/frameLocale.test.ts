// The secure frame follows the modal's language (issue #40, item 3), on the devnet in Debian Chromium: an
// app whose modal is in Arabic (AirlockProvider `locale`) gets a right-to-left frame in Arabic at load,
// and a switch of the modal's language at runtime reaches the frame already loaded. An approval in Arabic
// (item 5): the approval window right to left, its amount still read left to right.
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  clickUntilGone,
  e2eConfigScript,
  e2eEndpointsFrom,
  type LocalServer,
  launchChromium,
  serveStatic,
  setAnvilBalance,
} from '@airlock/devnet'
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { confirmNewLogin } from './newVisitorLogin'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))
const EMAIL = `arabic.${Date.now()}@example.com`
const frameUrl = inject('frameUrl')

let browser: Browser
let server: LocalServer

const frame = (page: Page): FrameLocator => page.frameLocator('#airlock-secure-frame')
/** A page of the test app whose modal (and so the frame) is in Arabic. */
async function arabicPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject)))
  await context.addInitScript(`window.__EMAIL_E2E__ = ${JSON.stringify({ frameUrl, locale: 'ar' })}`)
  const page = await context.newPage()
  page.on('console', (m) => {
    if (m.type() === 'error') console.warn(`[browser] ${m.text()}`)
  })
  await page.goto(server.url.replace('127.0.0.1', 'localhost'))
  await page.evaluate(() => window.__airlock.open())
  return { context, page }
}

/** The frame page's language and direction. */
const frameRoot = (page: Page) =>
  frame(page)
    .locator('html')
    .evaluate((html) => ({ lang: (html as HTMLElement).lang, dir: (html as HTMLElement).dir }))

beforeAll(async () => {
  const [{ outDir }, launched] = await Promise.all([
    buildTestApp(`${APP_DIR}main.tsx`, {
      title: 'Airlock email-social test app',
      tempPrefix: 'airlock-email-locale-',
      headScripts: ['/zod-jitless.js'],
      publicDir: `${APP_DIR}public`,
    }),
    launchChromium(),
  ])
  browser = launched
  server = await serveStatic(outDir)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe("the secure frame follows the modal's language (devnet, Chromium)", () => {
  it('loads in Arabic, right to left, under an Arabic modal, and follows a switch to Spanish', async () => {
    const { context, page } = await arabicPage()
    const overlay = page.getByTestId('airlock-overlay')
    // The modal itself in Arabic (its own catalogue), before the visitor types an email.
    await expect.poll(() => overlay.getAttribute('dir'), { timeout: 30_000 }).toBe('rtl')
    await page.locator('input[name=email]').fill(EMAIL)
    await page.getByTestId('email-block').locator('button[type=submit]').click()

    // The frame's code entry: Arabic texts, its page right to left.
    const title = frame(page).locator('h1')
    await title.waitFor({ timeout: 60_000 })
    expect(await frameRoot(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(await title.textContent()).toMatch(/^[\u0600-\u06FF\s]+$/)
    expect(await frame(page).locator('button[data-action=confirm]').textContent()).toMatch(/[\u0600-\u06FF]/)

    // The modal switches to Spanish while the frame is shown: the frame's page follows.
    await page.getByTestId('spanish').evaluate((b) => (b as HTMLButtonElement).click())
    await expect.poll(() => frameRoot(page), { timeout: 30_000 }).toEqual({ lang: 'es', dir: 'ltr' })
    await context.close()
  })

  it('an approval in Arabic: the approval window right to left in Arabic, its amount read left to right (number, then symbol)', async () => {
    const { context, page } = await arabicPage()
    const email = `arabic.send.${Date.now()}@example.com`
    await page.locator('input[name=email]').fill(email)
    await page.getByTestId('email-block').locator('button[type=submit]').click()
    await confirmNewLogin(page, inject('mailboxUrl'), email)

    // The test app's Send transaction (0.001 ETH; the new account funded on anvil), the modal closed: its
    // approval window, from the frame.
    const address = (await page.getByTestId('address').textContent()) ?? ''
    await setAnvilBalance(inject('rpcUrls')[31337] as string, address, 10n ** 18n)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Send transaction' }).click()
    const opened = context.waitForEvent('page')
    await clickUntilGone(frame(page).locator('button[data-action=open-window]'))
    const popup = await opened
    const approve = popup.locator('button[data-action=approve]')
    await approve.waitFor()
    expect(
      await popup
        .locator('html')
        .evaluate((html) => ({ lang: (html as HTMLElement).lang, dir: (html as HTMLElement).dir })),
    ).toEqual({
      lang: 'ar',
      dir: 'rtl',
    })
    expect(await approve.textContent()).toMatch(/[\u0600-\u06FF]/)
    // Where '0.001 ETH' is drawn: its digits left of its symbol, as in every language (a right-to-left
    // run would draw 'ETH 0.001').
    const drawn = await popup.evaluate(() => {
      const cell = [...document.querySelectorAll('dd')].find((d) => d.textContent?.includes('0.001 ETH'))
      const text = cell?.firstChild
      if (!cell || !text) return undefined
      const content = text.textContent ?? ''
      const xOf = (index: number) => {
        const range = document.createRange()
        range.setStart(text, index)
        range.setEnd(text, index + 1)
        return range.getBoundingClientRect().left
      }
      return { number: xOf(content.indexOf('0.001')), symbol: xOf(content.indexOf('ETH')) }
    })
    expect(drawn).toBeDefined()
    expect(drawn?.number).toBeLessThan(drawn?.symbol ?? 0)
    await popup.locator('button[data-action=reject]').click()
    await context.close()
  })
})
