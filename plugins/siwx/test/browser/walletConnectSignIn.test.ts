// Sign in with X over WalletConnect in headless Chromium against the devnet: the test app (`?wc=1`: evm,
// walletconnect, siwx backed by the devnet's sign-in server) shows the modal's WalletConnect QR, the devnet's
// wallet page (a second browser context, the "phone") pairs its URI through the devnet relay and approves
// the session, then the SIWX sign request (personal_sign of the EIP-4361 message) reaches the phone and is
// approved there: two steps. What the server holds is read from the page (its cookie is HttpOnly).
import { DEVNET_ACCOUNTS, type Devnet, type LocalServer, openPage } from '@airlock/devnet'
import type { WalletConnectApi } from '@airlock/walletconnect'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serverSession as sessionOnServer, serverSessions as sessionsOnServer } from './serverSessions'
import { type SiwxJourney, screenshotOnFailure, startSiwxJourney } from './siwxJourney'

// The wallet page's `?account=6`: its keys are the devnet accounts in order.
const ACCOUNT_INDEX = 6
const ACCOUNT = DEVNET_ACCOUNTS[ACCOUNT_INDEX]!

let journey: SiwxJourney
let devnet: Devnet
let browser: Browser
let server: LocalServer
let siwxUrl: string
let context: BrowserContext | undefined
let phoneContext: BrowserContext | undefined
let page: Page
let phone: Page
const pageErrors: string[] = []

beforeAll(async () => {
  journey = await startSiwxJourney('airlock-siwx-wc-app-')
  ;({ devnet, browser, server, siwxUrl } = journey)
  const opened = await openPage(browser, new URL('/?wc=1', server.url).href, {
    initScripts: journey.initScripts(),
  })
  context = opened.context
  page = opened.page
  page.on('pageerror', (error) => void pageErrors.push(String(error.stack ?? error)))
  phoneContext = await browser.newContext()
  phone = await phoneContext.newPage()
}, 240_000)

afterAll(async () => {
  await phoneContext?.close()
  await context?.close()
  await journey?.stop()
})

screenshotOnFailure(
  'wc',
  () => ({ page, phone }),
  () => pageErrors,
)

const status = () => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('eip155')))
const session = () => page.evaluate(() => window.__airlock.plugin('siwx')?.getSession())
/** The pairing URI the modal shows (the WalletConnect plugin's store; read by the test only). */
const pairingUri = () =>
  page.evaluate(
    () => (window.__airlock.plugin('walletconnect') as WalletConnectApi | undefined)?.store.uri ?? null,
  )
/** What the sign-in server holds for the account: its active sessions. */
const serverSessions = () => sessionsOnServer(page, siwxUrl, ACCOUNT.address)
const serverSession = (id: string) => sessionOnServer(page, siwxUrl, id)
const signInView = () => page.getByText('Airlock sign-in test app wants you to sign in')

describe('[spec 2.10, 3.10] sign-in over WalletConnect, two steps (the wallet page as the phone)', () => {
  let sessionId = ''

  test('connect on the phone, then the sign-in message reaches it, is approved, and the server keeps the session', async () => {
    await page.getByRole('button', { name: 'Connect' }).click()
    await page
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    await expect.poll(pairingUri, { timeout: 20_000 }).toMatch(/^wc:/)
    const uri = (await pairingUri()) as string
    await phone.goto(
      `${devnet.walletPageUrl}?account=${ACCOUNT_INDEX}&oneClick=0&uri=${encodeURIComponent(uri)}`,
    )
    await phone.getByTestId('proposal').waitFor({ timeout: 20_000 })
    await phone.getByTestId('approve-proposal').click()
    // Step two: the session is up, the sign-in gate holds the connection until the visitor signs.
    await signInView().waitFor({ state: 'visible', timeout: 20_000 })
    expect(await status()).toBe('pending')
    expect(await session()).toBeUndefined()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    // The pending card (answered ones keep their place on the page without buttons).
    const card = phone
      .getByTestId('request')
      .filter({ has: phone.getByTestId('approve-request') })
      .last()
    await expect
      .poll(() => card.getByTestId('request-method').textContent(), { timeout: 20_000 })
      .toBe('personal_sign')
    await card.getByTestId('approve-request').click()
    await expect.poll(status, { timeout: 20_000 }).toBe('connected')
    const signed = await session()
    expect(signed?.data.accountAddress.toLowerCase()).toBe(ACCOUNT.address.toLowerCase())
    expect(signed?.data.domain).toBe(new URL(server.url).host)
    expect(
      await verifyMessage({
        address: ACCOUNT.address,
        message: signed?.message ?? '',
        signature: (signed?.signature ?? '0x') as `0x${string}`,
      }),
    ).toBe(true)
    const kept = await serverSessions()
    expect(kept).toHaveLength(1)
    sessionId = kept[0]!.id
    await page.getByTestId('siwx-session').getByText(ACCOUNT.address, { exact: false }).waitFor()
  })

  test('a reload restores the WalletConnect session and the sign-in: no view, no request on the phone', async () => {
    const requestsBefore = await phone.getByTestId('request').count()
    await page.reload()
    await expect.poll(status, { timeout: 30_000 }).toBe('connected')
    await expect
      .poll(async () => (await session())?.data.accountAddress.toLowerCase(), { timeout: 10_000 })
      .toBe(ACCOUNT.address.toLowerCase())
    expect(await signInView().count()).toBe(0)
    expect(await phone.getByTestId('request').count()).toBe(requestsBefore)
  })

  test('disconnect revokes the session on the server and ends the phone session', async () => {
    expect(await phone.getByTestId('session').count()).toBe(1)
    await page.evaluate(() => window.__airlock.disconnect())
    await expect.poll(status, { timeout: 10_000 }).toBe('disconnected')
    expect(await session()).toBeUndefined()
    await expect
      .poll(async () => (await serverSession(sessionId)).body.session?.status, { timeout: 10_000 })
      .toBe('revoked')
    expect(await serverSessions()).toEqual([])
    await expect.poll(() => phone.getByTestId('session').count(), { timeout: 20_000 }).toBe(0)
  })
})
