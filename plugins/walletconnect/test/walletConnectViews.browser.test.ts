// The two WalletConnect views as the visitor sees them in headless Chromium: the title, the QR code (read
// back from a screenshot of the modal, as a phone's camera would), the texts and buttons; then a sign-client
// "phone" pairs the URI read from that QR through the devnet relay and the modal moves on to Account.
import { fileURLToPath } from 'node:url'
import { DEVNET_ACCOUNTS, e2eEndpointsFrom, openTestApp, type TestApp } from '@airlock/devnet'
import jsQR from 'jsqr'
import type { Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { WALLETCONNECT_EN } from '../src/messages'
import { type Phone, startPhone } from './phone'

const relayUrl = inject('relayUrl')
const account = DEVNET_ACCOUNTS[6]!

let app: TestApp
let page: Page
let phone: Phone

beforeAll(async () => {
  ;[app, phone] = await Promise.all([
    openTestApp(fileURLToPath(new URL('./app/main.tsx', import.meta.url)), {
      title: 'Airlock WalletConnect test app',
      tempPrefix: 'airlock-wc-views-',
      endpoints: e2eEndpointsFrom(inject),
    }),
    startPhone(relayUrl, inject('projectId')),
  ])
  page = app.page
  phone.approve = () => ({
    eip155: {
      chains: ['eip155:31337'],
      accounts: [`eip155:31337:${account.address}`],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    },
  })
}, 120_000)

afterAll(async () => {
  await phone?.close()
  await app?.close()
})

afterEach(async () => {
  await page.evaluate(() => window.__airlock.disconnect()).catch(() => undefined)
  await page.evaluate(() => window.__airlock.close())
})

/** The text of the QR code the modal shows, decoded from a screenshot of it. */
async function readQr(qr: Locator): Promise<string | undefined> {
  await qr.and(page.locator(':not([aria-busy])')).waitFor()
  const png = PNG.sync.read(await qr.screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

const status = () => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('eip155')))
const view = () => page.evaluate(() => window.__airlock.get((s) => s.modal.view.view))

/** Pairs the URI read from the QR with the phone and waits for the session and the Account view. */
async function scanAndConnect(uri: string): Promise<void> {
  await phone.pair(uri)
  await expect.poll(status, { timeout: 20_000 }).toBe('connected')
  await expect.poll(view, { timeout: 10_000 }).toBe('Account')
  expect(await page.evaluate(() => window.__airlock.get((s) => s.account).address)).toBe(account.address)
}

describe('the WalletConnect views, rendered', () => {
  test('[spec 2.7] ConnectingWalletConnectBasic shows its title, the pairing QR, the copy link and All Wallets', async () => {
    await page.evaluate(() => window.__airlock.open('ConnectingWalletConnectBasic'))
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: WALLETCONNECT_EN.connectWallet }).waitFor()
    await dialog.getByText(WALLETCONNECT_EN.scanWithPhone).waitFor()
    await dialog.getByRole('button', { name: WALLETCONNECT_EN.allWallets }).waitFor()
    const qr = dialog.getByRole('img', { name: WALLETCONNECT_EN.qrLabelAnyWallet })
    const uri = await readQr(qr)
    // The QR holds the pairing the session proposed (the URI a phone's camera reads).
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toBe(await page.evaluate(() => window.__wcPairing?.uri))
    expect(await dialog.getByRole('button', { name: WALLETCONNECT_EN.copyLink }).isEnabled()).toBe(true)
    await scanAndConnect(uri as string)
  })

  test('[spec 2.6] ConnectingWalletConnect (WalletConnect picked on Connect) shows its title, the QR and the copy link', async () => {
    await page.getByRole('button', { name: 'Connect' }).click()
    const dialog = page.getByRole('dialog')
    await dialog
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    await dialog.getByRole('heading', { name: WALLETCONNECT_EN.title }).waitFor()
    await dialog.getByText(WALLETCONNECT_EN.scanWithPhone).waitFor()
    // No All Wallets entry here: that is the basic view's.
    expect(await dialog.getByRole('button', { name: WALLETCONNECT_EN.allWallets }).count()).toBe(0)
    const uri = await readQr(dialog.getByRole('img', { name: WALLETCONNECT_EN.qrLabelAnyWallet }))
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toBe(await page.evaluate(() => window.__wcPairing?.uri))
    expect(await dialog.getByRole('button', { name: WALLETCONNECT_EN.copyLink }).isEnabled()).toBe(true)
    await scanAndConnect(uri as string)
  })

  test("a catalogue wallet's connecting view is titled with its name and reuses its image as the QR centre (issue 40, items 2 and 10)", async () => {
    await page.getByRole('button', { name: 'Connect' }).click()
    const dialog = page.getByRole('dialog')
    const row = dialog.getByRole('button', { name: /Trust Wallet/ }).first()
    await row.waitFor()
    const listed = await row.locator('img').getAttribute('src')
    expect(listed).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/getWalletImage\//)
    await row.click()
    await dialog.getByRole('heading', { name: 'Trust Wallet' }).waitFor()
    expect(await dialog.getByRole('heading', { name: WALLETCONNECT_EN.title }).count()).toBe(0)
    const qr = dialog.getByRole('img', { name: /Trust Wallet/ })
    await qr.and(page.locator(':not([aria-busy])')).waitFor()
    // The QR's centre is the image the list showed (loaded once), not a letter placeholder.
    const centre = qr.locator('img')
    expect(await centre.getAttribute('src')).toBe(listed)
    await expect
      .poll(() => centre.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
  })

  test('WalletConnect shows its own mark (an inline SVG), not a letter, on Connect and as the QR centre (issue 40, item 2)', async () => {
    await page.getByRole('button', { name: 'Connect' }).click()
    const dialog = page.getByRole('dialog')
    const row = dialog.getByRole('button', { name: /WalletConnect/ }).first()
    await row.waitFor()
    const mark = row.locator('img')
    expect(await mark.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    await expect.poll(() => mark.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    expect(await row.locator('.al-image-fallback').count()).toBe(0)
    await row.click()
    const qr = dialog.getByRole('img', { name: WALLETCONNECT_EN.qrLabelAnyWallet })
    await qr.and(page.locator(':not([aria-busy])')).waitFor()
    expect(await qr.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(await qr.locator('.al-image-fallback').count()).toBe(0)
  })
})
