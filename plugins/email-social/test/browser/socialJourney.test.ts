// Social login end to end on the devnet, in Debian Chromium: Connect's social block opens the real popup
// in the click, the devnet provider's sign-in page (a user, consent) answers the frame host, the frame
// finishes the sign-in and the embedded wallet connects; a message is signed approved in the frame.
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
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))
const frameUrl = inject('frameUrl')
const apiUrl = inject('apiUrl')
const farcasterAppUrl = inject('farcasterAppUrl')

let browser: Browser
let server: LocalServer
let appUrl: string
const contexts: BrowserContext[] = []

/** A fresh context on the app with Connect open; `providerFails`: the callback's 502 (the provider's error) is expected. */
async function newPage(providerFails = false, socialLoginTimeoutMs?: number): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject)))
  await context.addInitScript(
    `window.__EMAIL_E2E__ = ${JSON.stringify({ frameUrl, ...(socialLoginTimeoutMs ? { socialLoginTimeoutMs } : {}) })}`,
  )
  const page = await context.newPage()
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    if (providerFails && m.text().includes('status of 502')) return
    console.warn(`[browser] ${m.text()}`)
  })
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByTestId('social-block').waitFor()
  return page
}

/** The providers of the default list Connect's block shows; the others are behind Other social. */
const IN_BLOCK = new Set(['google', 'x', 'discord', 'farcaster'])

/**
 * Clicks a social button (in Connect's block, or in Other social for those behind it); resolves with the
 * popup it opened (on the provider's sign-in page).
 */
async function clickSocial(page: Page, provider: string): Promise<Page> {
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
 */
async function consentAndWaitClosed(popup: Page): Promise<void> {
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

/** A devnet fault rule (the devnet's control route, shared by its services). */
async function addFault(rule: { route: string; kind: string; count: number }): Promise<void> {
  const res = await fetch(new URL('/__devnet/faults', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  })
  if (!res.ok) throw new Error(`fault not set: ${res.status}`)
}

beforeAll(async () => {
  const [{ outDir }, launched] = await Promise.all([
    buildTestApp(`${APP_DIR}main.tsx`, {
      title: 'Airlock social test app',
      tempPrefix: 'airlock-social-app-',
      headScripts: ['/zod-jitless.js'],
      publicDir: `${APP_DIR}public`,
    }),
    launchChromium(),
  ])
  browser = launched
  server = await serveStatic(outDir)
  appUrl = server.url.replace('127.0.0.1', 'localhost')
}, 180_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined)
  await browser?.close()
  await server?.stop()
})

describe('social login on Connect (devnet providers, Chromium)', () => {
  it('[spec 9.15, 2.23] Connect offers the default social logins after email, before the wallets: Google wide, then icons, the rest behind Other social', async () => {
    const page = await newPage()
    const block = page.getByTestId('social-block')
    const offered = await block
      .locator('button[data-social]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-social')))
    expect(offered).toEqual(['google', 'x', 'discord', 'farcaster', 'other'])
    await expect.poll(() => block.getByRole('button', { name: 'Continue with Google' }).count()).toBe(1)
    // Connect-method order: email, social, wallet (no wallet installed in this browser).
    await page.getByTestId('email-block').waitFor()
    // (The modal lives in a shadow root: compared through locators, which reach into it.)
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN
    expect(await top('email-block')).toBeLessThan(await top('social-block'))
    // Other social lists every wired provider, in order.
    await block.locator('button[data-social=other]').click()
    // The view loads on the click: read its list once it is there.
    const listed = page.getByTestId('other-social-view').locator('button[data-social]')
    await listed.first().waitFor()
    const all = await listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-social')))
    expect(all).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('GitHub: the popup opens on the provider, the visitor picks a user and consents, the popup closes and the embedded wallet connects; Account shows the user name and the state the provider; a message is signed approved in the frame', async () => {
    const page = await newPage()
    const popup = await clickSocial(page, 'github')
    expect(new URL(popup.url()).pathname.startsWith('/github/')).toBe(true)
    await popup.locator('button[data-user=grace]').click()
    await consentAndWaitClosed(popup)
    // A new wallet: the frame shows its recovery code first.
    const frame = page.frameLocator('#airlock-secure-frame')
    await clickUntilGone(frame.locator('button[data-action=saved]'))
    await page.waitForFunction(
      () => /^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid=address]')?.textContent ?? ''),
      undefined,
      { timeout: 60_000 },
    )
    const address = (await page.getByTestId('address').textContent()) as `0x${string}`
    // Account names the account by the provider's user name, and the account state gives the provider.
    await expect
      .poll(() => page.locator('#al-account-name').textContent(), { timeout: 30_000 })
      .toBe('grace_hopper')
    expect(await page.getByTestId('social-provider').textContent()).toBe('github')
    // The provider and user name reach the login state.
    expect(await page.evaluate(() => localStorage.getItem('@airlock/email-social/socialUsername'))).toContain(
      'grace_hopper',
    )
    expect(
      await page.evaluate(() => localStorage.getItem('@airlock/email-social/connectedSocialProvider')),
    ).toContain('github')

    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const opened = page.context().waitForEvent('page')
    await clickUntilGone(frame.locator('button[data-action=open-window]'))
    const approval = await opened
    await humanClick(approval, approval.locator('button[data-action=approve]'))
    await page.waitForFunction(
      () => (document.querySelector('[data-testid=result]')?.textContent ?? '').startsWith('0x'),
      undefined,
      { timeout: 60_000 },
    )
    const signature = (await page.getByTestId('result').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from the test app', signature })).toBe(true)
  })

  it('[spec 2.8, 7.31] Farcaster: ConnectingFarcaster shows a QR code and a link; the devnet Farcaster app signs it and the embedded wallet connects', async () => {
    const page = await newPage()
    await page.locator('[data-testid=social-block] button[data-social=farcaster]').click()
    const view = page.getByTestId('connecting-farcaster')
    const link = view.getByTestId('farcaster-link')
    await link.waitFor({ timeout: 60_000 })
    const url = (await link.getAttribute('href')) ?? ''
    expect(url.startsWith('farcaster://connect?channelToken=')).toBe(true)
    expect(await view.getByRole('img', { name: 'QR code to sign in with Farcaster' }).count()).toBe(1)
    // The Farcaster app (the devnet page, as a phone would) opens the URL and signs with the custody key.
    const app = await page.context().newPage()
    await app.goto(`${farcasterAppUrl}?uri=${encodeURIComponent(url)}`)
    await app.click('button[data-fid="1"]')
    await app.locator('[data-result="signed"]').waitFor({ timeout: 30_000 })
    await app.close()
    // A new wallet: the frame shows its recovery code first.
    await clickUntilGone(page.frameLocator('#airlock-secure-frame').locator('button[data-action=saved]'))
    await page.waitForFunction(
      () => /^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid=address]')?.textContent ?? ''),
      undefined,
      { timeout: 60_000 },
    )
    expect(await page.evaluate(() => localStorage.getItem('@airlock/email-social/socialUsername'))).toContain(
      'ada',
    )
  })

  it('[spec 4.6] going back from ConnectingFarcaster resets its URL; coming back opens a new channel', async () => {
    const page = await newPage()
    await page.locator('[data-testid=social-block] button[data-social=farcaster]').click()
    const link = page.getByTestId('connecting-farcaster').getByTestId('farcaster-link')
    await link.waitFor({ timeout: 60_000 })
    const first = await link.getAttribute('href')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByTestId('social-block').waitFor()
    await page.locator('[data-testid=social-block] button[data-social=farcaster]').click()
    await link.waitFor({ timeout: 60_000 })
    const second = await link.getAttribute('href')
    expect(second).not.toBe(first)
    expect(second?.startsWith('farcaster://connect?channelToken=')).toBe(true)
  })

  it('closing the popup returns to Connect with nothing changed (no error, not connected)', async () => {
    const page = await newPage()
    const popup = await clickSocial(page, 'google')
    await popup.close()
    const wide = page.locator('[data-testid=social-block] button[data-social=google]')
    await expect.poll(() => wide.getAttribute('aria-busy'), { timeout: 30_000 }).not.toBe('true')
    await expect.poll(() => wide.isEnabled(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByTestId('social-block').getByRole('alert').count()).toBe(0)
    expect(await page.getByTestId('address').textContent()).toBe('')
    // Still usable: the next attempt opens a popup again.
    const again = await clickSocial(page, 'google')
    await again.close()
  })

  it('the provider failing shows an error in the social block, nothing is connected, and the modal stays usable', async () => {
    const page = await newPage(true)
    await addFault({ route: '/discord/auth', kind: '500', count: 1 })
    const opened = page.context().waitForEvent('page')
    await page.locator('[data-testid=social-block] button[data-social=discord]').click()
    const popup = await opened
    const alert = page.getByTestId('social-block').getByRole('alert')
    await alert.waitFor({ timeout: 60_000 })
    expect(await alert.textContent()).not.toBe('')
    expect(popup.isClosed() || (await popup.evaluate(() => window.closed).catch(() => true))).toBe(true)
    expect(await page.getByTestId('address').textContent()).toBe('')
    // The email field still takes input.
    await page.locator('input[name=email]').fill('still@example.com')
    expect(await page.locator('input[name=email]').inputValue()).toBe('still@example.com')
  })

  it('[spec 8.33] a provider that does not answer: the social-login timeout alert shows, the popup closes, nothing is connected', async () => {
    const page = await newPage(false, 8_000)
    // The provider's authorization endpoint hangs (devnet's timeout fault): the sign-in page never comes.
    await addFault({ route: '/x/auth', kind: 'timeout', count: 1 })
    const opened = page.context().waitForEvent('page')
    await page.locator('[data-testid=social-block] button[data-social=x]').click()
    const popup = await opened
    await page.getByText('Social Login Timed Out').waitFor({ timeout: 60_000 })
    await expect.poll(() => popup.isClosed(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByTestId('address').textContent()).toBe('')
  })
})
