// The secure frame seen from the modal (issue #40, item 3), on the devnet in Debian Chromium: the embedded
// wallet's transaction approval names the network and writes the fee exactly as the modal's Send preview
// did for the same transaction, and the frame follows the modal's theme (mode and accent).
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  clickUntilGone,
  e2eConfigScript,
  e2eEndpointsFrom,
  humanClick,
  type LocalServer,
  launchChromium,
  serveStatic,
  setAnvilBalance,
} from '@airlock/devnet'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { confirmNewLogin } from './newVisitorLogin'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))
const EMAIL = `look.${Date.now()}@example.com`
const RECEIVER = '0x000000000000000000000000000000000000dEaD'
const frameUrl = inject('frameUrl')
const mailboxUrl = inject('mailboxUrl')
const rpcUrl = inject('rpcUrls')[31337] as string

let browser: Browser
let server: LocalServer

const frame = (page: Page): FrameLocator => page.frameLocator('#airlock-secure-frame')

/** The frame's approval rows, label → value. */
const approvalRows = (page: Page) =>
  frame(page)
    .locator('dl')
    .evaluate((dl) => {
      const rows: Record<string, string> = {}
      for (const dt of dl.querySelectorAll('dt'))
        rows[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? ''
      return rows
    })

beforeAll(async () => {
  const [{ outDir }, launched] = await Promise.all([
    buildTestApp(`${APP_DIR}main.tsx`, {
      title: 'Airlock email-social test app',
      tempPrefix: 'airlock-email-look-',
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

describe('the secure frame looks like the modal (devnet, Chromium)', () => {
  it("approves the modal's Send with the preview's network name and fee text, in the modal's theme", async () => {
    const context = await browser.newContext()
    await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject)))
    await context.addInitScript(`window.__EMAIL_E2E__ = ${JSON.stringify({ frameUrl })}`)
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() === 'error') console.warn(`[browser] ${m.text()}`)
    })
    await page.goto(server.url.replace('127.0.0.1', 'localhost'))

    // Log in by email: the code typed in the frame's cells, the new wallet's recovery code saved.
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.locator('input[name=email]').fill(EMAIL)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await confirmNewLogin(page, mailboxUrl, EMAIL)
    const address = (await page.getByTestId('address').textContent()) ?? ''
    await setAnvilBalance(rpcUrl, address, 10n ** 18n)

    // (The balance read at the connect is cached: read it again after funding.)
    await page.evaluate(() => window.__airlock.refreshBalances({ force: true }))

    // The modal's Send: its preview names the network and the fee.
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.evaluate(() => window.__airlock.open())
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send', exact: true }).first().click()
    await page.locator('#al-send-amount').fill('0.01')
    await page.getByLabel('Receiver address').fill(RECEIVER)
    const submit = page.locator('form button[type=submit]')
    await expect.poll(() => submit.textContent(), { timeout: 15_000 }).toBe('Preview send')
    await submit.click()
    const preview = page.getByTestId('send-preview')
    await preview.waitFor({ timeout: 15_000 })
    const line = (label: string) =>
      preview.locator('.al-preview-line').filter({ has: page.getByText(label, { exact: true }) })
    const fee = line('Network fee').locator('bdi')
    await expect.poll(() => fee.textContent(), { timeout: 15_000 }).toMatch(/ETH$/)
    const previewFee = (await fee.textContent()) ?? ''
    const previewNetwork = (await line('Network').locator('.al-text').last().textContent()) ?? ''
    expect(previewNetwork).not.toBe('')
    expect(previewNetwork).not.toMatch(/^eip155:/)

    // Sent: the frame's approval says the same network and the same fee.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const review = frame(page).locator('button[data-action=open-window]')
    await review.waitFor({ timeout: 30_000 })
    const rows = await approvalRows(page)
    expect(rows.Network).toBe(previewNetwork)
    expect(rows['Max fee']).toBe(previewFee)

    // The frame in the modal's theme: dark by default, then light with the app's accent, its step forward
    // an accent button as the modal's primary buttons are.
    const looks = async () => ({
      modal: await dialog.evaluate((el) => getComputedStyle(el).backgroundColor),
      frame: await frame(page)
        .locator('body')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
      forward: await review.evaluate((el) => getComputedStyle(el).backgroundColor),
    })
    await expect.poll(looks).toEqual({
      modal: 'rgb(20, 20, 20)',
      frame: 'rgb(20, 20, 20)',
      forward: 'rgb(29, 111, 232)',
    })
    await page.evaluate(() =>
      window.__airlock.setTheme({ mode: 'light', variables: { accent: 'rgb(200, 40, 120)' } }),
    )
    await expect.poll(looks).toEqual({
      modal: 'rgb(255, 255, 255)',
      frame: 'rgb(255, 255, 255)',
      forward: 'rgb(200, 40, 120)',
    })

    // Approved in the approval window: the transfer lands.
    const client = createPublicClient({ transport: http(rpcUrl) })
    const before = await client.getBalance({ address: RECEIVER })
    const opened = context.waitForEvent('page')
    await clickUntilGone(review)
    const popup = await opened
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    await expect
      .poll(() => client.getBalance({ address: RECEIVER }), { timeout: 30_000 })
      .toBe(before + 10_000_000_000_000_000n)
    await context.close()
  })
})
