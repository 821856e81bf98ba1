// Sign in with X in headless Chromium against the devnet's sign-in server (@airlock/siwx-server on the
// devnet's database and anvil chains): the test app (vite build: ConnectButton, evm, siwx backed by the
// server) and the devnet's injected test wallet. What the server says is read from the page (its
// session cookie is HttpOnly: only the page's own requests carry it).
import {
  DEVNET_ACCOUNTS,
  type Devnet,
  type LocalServer,
  openPage,
  testWalletInitScript,
} from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serverSession as sessionOnServer, serverSessions as sessionsOnServer } from './serverSessions'
import { type SiwxJourney, screenshotOnFailure, startSiwxJourney } from './siwxJourney'

const ACCOUNT = DEVNET_ACCOUNTS[7]!

let journey: SiwxJourney
let devnet: Devnet
let browser: Browser
let server: LocalServer
let siwxUrl: string
let initScripts: string[]
let context: BrowserContext | undefined
let page: Page
let pageErrors: string[] = []

beforeAll(async () => {
  journey = await startSiwxJourney('airlock-siwx-app-')
  ;({ devnet, browser, server, siwxUrl } = journey)
  initScripts = [
    ...journey.initScripts(),
    testWalletInitScript({
      chains: devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
      accounts: [ACCOUNT.privateKey],
    }),
    // The test wallet keeps no site permissions across page loads; a real wallet does.
    `if (sessionStorage.getItem('e2e:granted')) window.airlockTestWallet.provider.request({ method: 'eth_requestAccounts' })`,
  ]
}, 240_000)

afterAll(async () => {
  await context?.close()
  await journey?.stop()
})

screenshotOnFailure(
  'e2e',
  () => ({ page }),
  () => pageErrors,
)

/** A fresh browser context (no cookie, no storage) on the test app. */
async function freshPage(query = ''): Promise<void> {
  await context?.close()
  const opened = await openPage(browser, new URL(query || '/', server.url).href, { initScripts })
  context = opened.context
  page = opened.page
  pageErrors = []
  page.on('pageerror', (error) => void pageErrors.push(String(error.stack ?? error)))
}

const status = () => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('eip155')))
const session = () => page.evaluate(() => window.__airlock.plugin('siwx')?.getSession())
const signatures = () =>
  page.evaluate(
    () => (window.airlockTestWallet?.log ?? []).filter((e) => e.method === 'personal_sign').length,
  )

/** What the sign-in server holds for the account: its active sessions. */
const serverSessions = () => sessionsOnServer(page, siwxUrl, ACCOUNT.address)
const serverSession = (id: string) => sessionOnServer(page, siwxUrl, id)

async function connect(): Promise<void> {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .first()
    .click()
}

const signInView = () => page.getByText('Airlock sign-in test app wants you to sign in')

describe('[spec 2.10, 3.10] sign-in with an injected EVM wallet', () => {
  let sessionId = ''

  test('after connect the SIWXSignMessage view asks; the connection is pending until the visitor signs', async () => {
    await freshPage()
    await connect()
    await signInView().waitFor({ state: 'visible', timeout: 20_000 })
    expect(await page.getByTestId('siwx-domain').textContent()).toBe(new URL(server.url).host)
    expect(await status()).toBe('pending')
    expect(await session()).toBeUndefined()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(status, { timeout: 20_000 }).toBe('connected')
    await page.evaluate(() => sessionStorage.setItem('e2e:granted', '1'))
    const signed = await session()
    expect(signed?.data.accountAddress.toLowerCase()).toBe(ACCOUNT.address.toLowerCase())
    expect(signed?.data.domain).toBe(new URL(server.url).host)
    expect(signed?.message).toContain('Sign in to the test app')
    expect(await signatures()).toBe(1)
    // The server verified and keeps it; the host's hook shows it.
    const kept = await serverSessions()
    expect(kept).toHaveLength(1)
    sessionId = kept[0]!.id
    await page.getByTestId('siwx-session').getByText(ACCOUNT.address, { exact: false }).waitFor()
    await page.getByRole('tab', { name: 'Activity' }).waitFor({ state: 'visible', timeout: 10_000 })
  })

  test('a reload with the session goes straight to Account: no view, no signature', async () => {
    await page.reload()
    await expect.poll(status, { timeout: 20_000 }).toBe('connected')
    await expect
      .poll(async () => (await session())?.data.accountAddress.toLowerCase(), { timeout: 10_000 })
      .toBe(ACCOUNT.address.toLowerCase())
    expect(await signInView().count()).toBe(0)
    expect(await signatures()).toBe(0) // the wallet's log starts empty on each page load
  })

  test('switching to a network without a session asks again; signing there opens a second session', async () => {
    const before = await session()
    await page.getByRole('button', { name: /0x/ }).first().click()
    await page.getByTitle('Switch network').click()
    await page.getByRole('button', { name: /Devnet 31338/ }).click()
    await signInView().waitFor({ state: 'visible', timeout: 20_000 })
    expect(await session()).toBeUndefined()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(async () => (await session())?.data.chainId, { timeout: 20_000 }).toBe('eip155:31338')
    expect(before?.data.chainId).toBe('eip155:31337')
    expect(await serverSessions()).toHaveLength(1) // on eip155:31338, the active chain
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })

  test('disconnect revokes the sessions: the server says they are revoked', async () => {
    await page.evaluate(() => window.__airlock.disconnect())
    await expect.poll(status, { timeout: 10_000 }).toBe('disconnected')
    expect(await session()).toBeUndefined()
    await expect
      .poll(async () => (await serverSession(sessionId)).body.session?.status, { timeout: 10_000 })
      .toBe('revoked')
    expect(await serverSessions()).toEqual([])
  })
})

describe('[spec 2.21] required sign-in', () => {
  test('Escape, the close button and the overlay shake the modal and keep the view; Cancel disconnects', async () => {
    await freshPage('?required=1')
    await connect()
    await signInView().waitFor({ state: 'visible', timeout: 20_000 })
    const dialog = page.getByRole('dialog')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.getAttribute('data-shake')).toBe('true')
    await expect.poll(() => dialog.getAttribute('data-shake'), { timeout: 3_000 }).not.toBe('true')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.getAttribute('data-shake')).toBe('true')
    await page.mouse.click(5, 5) // the overlay, outside the 360 px dialog
    expect(await signInView().isVisible()).toBe(true)
    expect(await status()).toBe('pending')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(status, { timeout: 10_000 }).toBe('disconnected')
    expect(await session()).toBeUndefined()
    expect(await signatures()).toBe(0)
  })
})

describe('optional sign-in', () => {
  test('Cancel leaves the visitor connected and signed out', async () => {
    await freshPage()
    await connect()
    await signInView().waitFor({ state: 'visible', timeout: 20_000 })
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(status, { timeout: 10_000 }).toBe('connected')
    expect(await session()).toBeUndefined()
    expect(await serverSessions()).toEqual([])
    await page.getByTestId('siwx-session').getByText('signed out').waitFor()
  })
})

describe('[spec 2.9] an AppKit siweConfig (ConnectingSiwe: the same sign-in view, the app’s own backend)', () => {
  test('after connect the view asks; signing hands the message to the app’s verifyMessage, which recovers the account', async () => {
    await freshPage('?siwe=1')
    await connect()
    await signInView().waitFor({ state: 'visible', timeout: 20_000 })
    expect(await status()).toBe('pending')
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(status, { timeout: 20_000 }).toBe('connected')
    const verified = await page.evaluate(() => (window as { __siweVerified?: string[] }).__siweVerified ?? [])
    expect(verified.map((a) => a.toLowerCase())).toEqual([ACCOUNT.address.toLowerCase()])
    const signed = await session()
    expect(signed?.data.accountAddress.toLowerCase()).toBe(ACCOUNT.address.toLowerCase())
    expect(signed?.message).toContain('Sign in to the test app (SIWE)')
    expect(await signatures()).toBe(1)
    // Nothing went to the sign-in server: the app's backend alone holds the session.
    expect(await serverSessions()).toEqual([])
  })
})
