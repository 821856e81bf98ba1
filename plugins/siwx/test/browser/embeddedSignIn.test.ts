// Sign in with X with the embedded wallet in headless Chromium against the devnet: the test app (evm,
// email/social on the devnet's frame host, siwx backed by the devnet's sign-in server); the visitor logs in
// by email (the code from the devnet's mail sink, typed in the secure frame), the SIWXSignMessage view asks,
// and the sign-in message is approved in the approval window the frame opens (the key never leaves the
// frame). What the server holds is read from the page (its cookie is HttpOnly).
import {
  clickUntilGone,
  type Devnet,
  humanClick,
  type LocalServer,
  mailedCode,
  openPage,
} from '@airlock/devnet'
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serverSession as sessionOnServer, serverSessions as sessionsOnServer } from './serverSessions'
import { type SiwxJourney, screenshotOnFailure, startSiwxJourney } from './siwxJourney'

const EMAIL = `siwx.${Date.now()}@example.com`

let journey: SiwxJourney
let devnet: Devnet
let browser: Browser
let server: LocalServer
let siwxUrl: string
let context: BrowserContext | undefined
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  journey = await startSiwxJourney('airlock-siwx-embedded-app-')
  ;({ devnet, browser, server, siwxUrl } = journey)
  const opened = await openPage(browser, new URL('/', server.url).href, {
    initScripts: journey.initScripts({ frameUrl: devnet.frameUrl }),
  })
  context = opened.context
  page = opened.page
  page.on('pageerror', (error) => void pageErrors.push(String(error.stack ?? error)))
}, 240_000)

afterAll(async () => {
  await context?.close()
  await journey?.stop()
})

screenshotOnFailure(
  'embedded',
  () => ({ page }),
  () => pageErrors,
)

const frame = (): FrameLocator => page.frameLocator('#airlock-secure-frame')
const status = () => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('eip155')))
const session = () => page.evaluate(() => window.__airlock.plugin('siwx')?.getSession())
const address = () => page.evaluate(() => window.__airlock.get((s) => s.accountOf('eip155').address))
/** What the sign-in server holds for the account: its active sessions. */
const serverSessions = (account: string) => sessionsOnServer(page, siwxUrl, account)
const serverSession = (id: string) => sessionOnServer(page, siwxUrl, id)
const signInView = () => page.getByText('Airlock sign-in test app wants you to sign in')

describe('[spec 2.10, 3.10] sign-in with the embedded wallet (email login, approval in the frame)', () => {
  let sessionId = ''
  let account = ''

  test('email login, then the sign-in message is approved in the frame; the server verifies and keeps the session', async () => {
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.locator('input[name=email]').fill(EMAIL)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByTestId('otp-view').waitFor({ timeout: 60_000 })
    await frame()
      .locator('input[name=otp]')
      .fill(await mailedCode(devnet.mailboxUrl, EMAIL))
    await clickUntilGone(frame().locator('button[data-action=confirm]'))
    // A new wallet: the frame shows its recovery code once.
    await clickUntilGone(frame().locator('button[data-action=saved]'))
    await signInView().waitFor({ state: 'visible', timeout: 30_000 })
    expect(await status()).toBe('pending')
    expect(await session()).toBeUndefined()
    account = (await address()) ?? ''
    expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    const opened = page.context().waitForEvent('page')
    await clickUntilGone(frame().locator('button[data-action=open-window]'))
    const popup = await opened
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    await expect.poll(status, { timeout: 30_000 }).toBe('connected')

    const signed = await session()
    expect(signed?.data.accountAddress.toLowerCase()).toBe(account.toLowerCase())
    expect(signed?.data.domain).toBe(new URL(server.url).host)
    expect(
      await verifyMessage({
        address: account as `0x${string}`,
        message: signed?.message ?? '',
        signature: (signed?.signature ?? '0x') as `0x${string}`,
      }),
    ).toBe(true)
    const kept = await serverSessions(account)
    expect(kept).toHaveLength(1)
    sessionId = kept[0]!.id
    await page.getByTestId('siwx-session').getByText(account, { exact: false }).waitFor()
  })

  test('disconnect revokes the session: the server says it is revoked', async () => {
    await page.evaluate(() => window.__airlock.disconnect())
    await expect.poll(status, { timeout: 10_000 }).toBe('disconnected')
    expect(await session()).toBeUndefined()
    await expect
      .poll(async () => (await serverSession(sessionId)).body.session?.status, { timeout: 10_000 })
      .toBe('revoked')
    expect(await serverSessions(account)).toEqual([])
  })
})
