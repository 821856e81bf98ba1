// The secure frame follows the modal's language (issue #40, item 3), on the devnet in Debian Chromium: an
// app whose modal is in Arabic (AirlockProvider `locale`) gets a right-to-left frame in Arabic at load,
// and a switch of the modal's language at runtime reaches the frame already loaded.
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  e2eConfigScript,
  e2eEndpointsFrom,
  type LocalServer,
  launchChromium,
  serveStatic,
} from '@airlock/devnet'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))
const EMAIL = `arabic.${Date.now()}@example.com`
const frameUrl = inject('frameUrl')

let browser: Browser
let server: LocalServer

const frame = (page: Page): FrameLocator => page.frameLocator('#airlock-secure-frame')
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
    const context = await browser.newContext()
    await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject)))
    await context.addInitScript(`window.__EMAIL_E2E__ = ${JSON.stringify({ frameUrl, locale: 'ar' })}`)
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() === 'error') console.warn(`[browser] ${m.text()}`)
    })
    await page.goto(server.url.replace('127.0.0.1', 'localhost'))
    await page.evaluate(() => window.__airlock.open())
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
})
