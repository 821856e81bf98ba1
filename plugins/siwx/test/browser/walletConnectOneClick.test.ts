// One-click sign-in over WalletConnect (`wc_sessionAuthenticate`, CAIP-222 with ReCaps) in headless Chromium
// against the devnet: the test app (`?wc=1`: evm, walletconnect, siwx backed by the devnet's sign-in server)
// shows the QR, the devnet's wallet page (the "phone", which answers session_authenticate) receives ONE
// request — the session and the sign-in message together — and its single approval connects the app and
// signs it in. A phone that refuses, or signs another text than its CACAO carries, ends with no session.
import { DEVNET_ACCOUNTS, type Devnet, type LocalServer, openPage } from '@airlock/devnet'
import type { WalletConnectApi } from '@airlock/walletconnect'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serverSession as sessionOnServer, serverSessions as sessionsOnServer } from './serverSessions'
import { type SiwxJourney, screenshotOnFailure, startSiwxJourney } from './siwxJourney'

// The wallet page's `?account=5`: its keys are the devnet accounts in order.
const ACCOUNT_INDEX = 5
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
let pageErrors: string[] = []

beforeAll(async () => {
  journey = await startSiwxJourney('airlock-siwx-oneclick-app-')
  ;({ devnet, browser, server, siwxUrl } = journey)
}, 240_000)

afterAll(async () => {
  await phoneContext?.close()
  await context?.close()
  await journey?.stop()
})

screenshotOnFailure(
  'oneclick',
  () => ({ page, phone }),
  () => pageErrors,
)

/** A fresh app page (no cookie, no storage) and a fresh phone. */
async function freshPages(): Promise<void> {
  await context?.close()
  await phoneContext?.close()
  const opened = await openPage(browser, new URL('/?wc=1', server.url).href, {
    initScripts: journey.initScripts(),
  })
  context = opened.context
  page = opened.page
  pageErrors = []
  page.on('pageerror', (error) => void pageErrors.push(String(error.stack ?? error)))
  phoneContext = await browser.newContext()
  phone = await phoneContext.newPage()
}

const status = () => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('eip155')))
const session = () => page.evaluate(() => window.__airlock.plugin('siwx')?.getSession())
const pairingStore = () =>
  page.evaluate(() => {
    const store = (window.__airlock.plugin('walletconnect') as WalletConnectApi | undefined)?.store
    const error = store?.error as { code?: unknown } | undefined
    return {
      uri: store?.uri ?? null,
      status: store?.status,
      errorCode: error?.code,
      errorName: (error as { name?: string } | undefined)?.name,
      errorMessage: (error as { message?: string } | undefined)?.message,
    }
  })
const serverSessions = () => sessionsOnServer(page, siwxUrl, ACCOUNT.address)
const serverSession = (id: string) => sessionOnServer(page, siwxUrl, id)
const signInView = () => page.getByText('Airlock sign-in test app wants you to sign in')

/** Opens WalletConnect's QR in the modal and the phone on its URI (`oneClick`: the page's mode). */
async function pairPhone(oneClick: 'on' | 'tamper'): Promise<void> {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page
    .getByRole('button', { name: /WalletConnect/ })
    .first()
    .click()
  await expect.poll(async () => (await pairingStore()).uri, { timeout: 20_000 }).toMatch(/^wc:/)
  const { uri } = await pairingStore()
  const mode = oneClick === 'tamper' ? '&oneClick=tamper' : ''
  await phone.goto(
    `${devnet.walletPageUrl}?account=${ACCOUNT_INDEX}${mode}&uri=${encodeURIComponent(uri ?? '')}`,
  )
  await phone.getByTestId('authenticate').waitFor({ timeout: 20_000 })
}

describe('[spec 2.10, 3.10] one-click sign-in over WalletConnect (the wallet page as the phone)', () => {
  test('the phone gets one request with the sign-in message; one approval connects and signs in: no view, no second request, the server keeps the session', async () => {
    await freshPages()
    await pairPhone('on')
    // What the phone will sign: the app's domain, the server's nonce and the pairing's ReCap.
    const shown = (await phone.getByTestId('authenticate-message').textContent()) ?? ''
    expect(shown).toContain(`${new URL(server.url).host} wants you to sign in with your Ethereum account:`)
    expect(shown).toContain('urn:recap:')
    expect(await phone.getByTestId('proposal').count()).toBe(0)
    await phone.getByTestId('approve-authenticate').click()

    await expect.poll(status, { timeout: 30_000 }).toBe('connected')
    await expect
      .poll(async () => (await session())?.data.accountAddress.toLowerCase(), { timeout: 20_000 })
      .toBe(ACCOUNT.address.toLowerCase())
    const signed = await session()
    expect(signed?.message).toBe(shown)
    expect(
      await verifyMessage({
        address: ACCOUNT.address,
        message: signed?.message ?? '',
        signature: (signed?.signature ?? '0x') as `0x${string}`,
      }),
    ).toBe(true)
    expect(await signInView().count()).toBe(0)
    expect(await phone.getByTestId('request').count()).toBe(0)
    const kept = await serverSessions()
    expect(kept).toHaveLength(1)
    await page.getByTestId('siwx-session').getByText(ACCOUNT.address, { exact: false }).waitFor()

    // A reload keeps both; disconnect revokes the session on the server.
    await page.reload()
    await expect.poll(status, { timeout: 30_000 }).toBe('connected')
    await expect
      .poll(async () => (await session())?.data.accountAddress.toLowerCase())
      .toBe(ACCOUNT.address.toLowerCase())
    expect(await phone.getByTestId('request').count()).toBe(0)
    await page.evaluate(() => window.__airlock.disconnect())
    await expect.poll(status, { timeout: 10_000 }).toBe('disconnected')
    await expect
      .poll(async () => (await serverSession(kept[0]!.id)).body.session?.status, { timeout: 10_000 })
      .toBe('revoked')
  })

  test('the phone refusing: Signature declined in the QR view, nothing connected or signed in, Try again pairs anew', async () => {
    await freshPages()
    await pairPhone('on')
    const first = (await pairingStore()).uri
    await phone.getByTestId('reject-authenticate').click()
    await expect.poll(async () => (await pairingStore()).status, { timeout: 20_000 }).toBe('failed')
    expect((await pairingStore()).errorCode).toBe(4001)
    expect(await status()).toBe('disconnected')
    expect(await session()).toBeUndefined()
    expect(await serverSessions()).toEqual([])
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(async () => (await pairingStore()).uri, { timeout: 20_000 }).toMatch(/^wc:/)
    expect((await pairingStore()).uri).not.toBe(first)
  })

  test('a phone whose signature is not of its message: the pairing fails with the reason, nothing is connected or signed in', async () => {
    await freshPages()
    await pairPhone('tamper')
    await phone.getByTestId('approve-authenticate').click()
    // The dApp side refuses the CACAO (its signature does not recover to its issuer): no session settles.
    await expect.poll(async () => (await pairingStore()).status, { timeout: 20_000 }).toBe('failed')
    expect((await pairingStore()).errorName).toBe('BaseError')
    expect((await pairingStore()).errorCode).not.toBe(4001)
    expect(await status()).toBe('disconnected')
    expect(await session()).toBeUndefined()
    expect(await serverSessions()).toEqual([])
    expect(await phone.getByTestId('request').count()).toBe(0)
  })
})
