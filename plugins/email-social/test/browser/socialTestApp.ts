// What the social browser tests share: the test app built once and served on localhost, Chromium, a
// fresh context with Connect open, the social buttons (in Connect's block or behind Other social), the
// provider's consent with the popup's close awaited, the connected address, and a message signed approved in
// the frame's approval window.
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
} from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { inject } from 'vitest'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))

/** The providers of the default list Connect's block shows; the others are behind Other social. */
const IN_BLOCK = new Set(['google', 'x', 'discord', 'farcaster'])

/** Options of {@link SocialTestApp.newPage}. */
export interface NewPageOptions {
  /** The callback's 502 (the provider's error) is expected: not reported as a browser error. */
  providerFails?: boolean
  /** A short social-login timeout (the timeout alert's test). */
  socialLoginTimeoutMs?: number
  /** Another frame page than the devnet's frame host (the load-timeout alert's test: one that never answers). */
  frameUrl?: string
  /** A short frame load timeout (the load-timeout alert's test). */
  loadTimeoutMs?: number
}

/** The built test app and the browser that opens it. */
export interface SocialTestApp {
  /** A fresh context on the app with Connect open. */
  newPage(options?: NewPageOptions): Promise<Page>
  /** Closes every context, the browser and the app's server. */
  close(): Promise<void>
}

/**
 * Builds the test app, serves it on localhost and launches Chromium (call in `beforeAll`).
 *
 * @example
 * const app = await startSocialTestApp(); const page = await app.newPage()
 */
export async function startSocialTestApp(): Promise<SocialTestApp> {
  const [{ outDir }, browser] = await Promise.all([
    buildTestApp(`${APP_DIR}main.tsx`, {
      title: 'Airlock social test app',
      tempPrefix: 'airlock-social-app-',
      headScripts: ['/zod-jitless.js'],
      publicDir: `${APP_DIR}public`,
    }),
    launchChromium(),
  ])
  let server: LocalServer
  try {
    server = await serveStatic(outDir)
  } catch (error) {
    await browser.close()
    throw error
  }
  const appUrl = server.url.replace('127.0.0.1', 'localhost')
  return {
    newPage: (options = {}) => openConnect(browser, appUrl, options),
    async close() {
      for (const context of browser.contexts()) await context.close().catch(() => undefined)
      await browser.close()
      await server.stop()
    },
  }
}

async function openConnect(browser: Browser, appUrl: string, options: NewPageOptions): Promise<Page> {
  const context: BrowserContext = await browser.newContext()
  await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject)))
  const { socialLoginTimeoutMs, loadTimeoutMs } = options
  const injected = {
    frameUrl: options.frameUrl ?? inject('frameUrl'),
    ...(socialLoginTimeoutMs ? { socialLoginTimeoutMs } : {}),
    ...(loadTimeoutMs ? { loadTimeoutMs } : {}),
  }
  await context.addInitScript(`window.__EMAIL_E2E__ = ${JSON.stringify(injected)}`)
  const page = await context.newPage()
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    if (options.providerFails && m.text().includes('status of 502')) return
    console.warn(`[browser] ${m.text()}`)
  })
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByTestId('social-block').waitFor()
  return page
}

/**
 * Clicks a social button (in Connect's block, or in Other social for those behind it); resolves with the
 * popup it opened (on the provider's sign-in page).
 *
 * @example
 * const popup = await clickSocial(page, 'github')
 */
export async function clickSocial(page: Page, provider: string): Promise<Page> {
  let button = page.locator(`[data-testid=social-block] button[data-social=${provider}]`)
  if (!IN_BLOCK.has(provider)) {
    await page.locator('[data-testid=social-block] button[data-social=other]').click()
    button = page.getByTestId('other-social-view').locator(`[data-social=${provider}]`)
    await button.waitFor()
  }
  const opened = page.context().waitForEvent('page')
  await button.click()
  const popup = await opened
  await popup.locator('button[data-user]').first().waitFor({ timeout: 60_000 })
  return popup
}

/**
 * Consents on the provider's page and waits for the popup to close itself (the callback page does, once the
 * frame host has the sign-in). The wait starts before the click: the popup may close before the click's
 * promise settles. If it never closes, fails with where it stopped (its URL and text).
 *
 * @example
 * await popup.locator('button[data-user=ada]').click(); await consentAndWaitClosed(popup)
 */
export async function consentAndWaitClosed(popup: Page): Promise<void> {
  const closed = popup.waitForEvent('close', { timeout: 60_000 })
  await popup
    .locator('button[data-action=allow]')
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  try {
    await closed
  } catch (error) {
    const where = popup.isClosed()
      ? 'closed'
      : `${popup.url()}: ${(await popup.textContent('body').catch(() => '')) ?? ''}`
    throw new Error(`the social popup did not close; it is at ${where.slice(0, 500)}`, { cause: error })
  }
}

/**
 * The EVM address the test app shows once connected (waits for it).
 *
 * @example
 * const address = await connectedAddress(page)
 */
export async function connectedAddress(page: Page): Promise<`0x${string}`> {
  await page.waitForFunction(
    () => /^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid=address]')?.textContent ?? ''),
    undefined,
    { timeout: 60_000 },
  )
  return (await page.getByTestId('address').textContent()) as `0x${string}`
}

/** The message the test app's "Sign message" button signs. */
export const SIGNED_MESSAGE = 'Hello from the test app'

/**
 * Closes the modal, clicks the test app's "Sign message", opens the frame's approval window, approves it
 * like a person, and returns whether the signature the app received verifies for `address` (EIP-191).
 *
 * @example
 * expect(await signApprovedInFrame(page, address)).toBe(true)
 */
export async function signApprovedInFrame(page: Page, address: `0x${string}`): Promise<boolean> {
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const opened = page.context().waitForEvent('page', { timeout: 60_000 })
  await clickUntilGone(page.frameLocator('#airlock-secure-frame').locator('button[data-action=open-window]'))
  const approval = await opened
  await humanClick(approval, approval.locator('button[data-action=approve]'))
  await page.waitForFunction(
    () => (document.querySelector('[data-testid=result]')?.textContent ?? '').startsWith('0x'),
    undefined,
    { timeout: 60_000 },
  )
  const signature = (await page.getByTestId('result').textContent()) as `0x${string}`
  return verifyMessage({ address, message: SIGNED_MESSAGE, signature })
}
