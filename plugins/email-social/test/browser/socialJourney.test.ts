// Social login end to end on the devnet, in Debian Chromium: Connect's social block opens the real popup
// in the click, the devnet provider's sign-in page (a user, consent) answers the frame host, the frame
// finishes the sign-in and the embedded wallet connects; a message is signed approved in the frame.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { clickUntilGone } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  clickSocial,
  connectedAddress,
  consentAndWaitClosed,
  type SocialTestApp,
  signApprovedInFrame,
  startSocialTestApp,
} from './socialTestApp'

const apiUrl = inject('apiUrl')
const farcasterAppUrl = inject('farcasterAppUrl')

let app: SocialTestApp

/** A fresh context on the app with Connect open; `providerFails`: the callback's 502 (the provider's error) is expected. */
function newPage(providerFails = false, socialLoginTimeoutMs?: number): Promise<Page> {
  return app.newPage({ providerFails, ...(socialLoginTimeoutMs ? { socialLoginTimeoutMs } : {}) })
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
  app = await startSocialTestApp()
}, 180_000)

afterAll(async () => {
  await app?.close()
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

  it('[spec 3.3, 3.16, 3.17, 9.37] GitHub: the popup opens on the provider, the visitor picks a user and consents, the popup closes and the embedded wallet connects; Account shows the user name and the state the provider; a message is signed approved in the frame', async () => {
    const page = await newPage()
    const popup = await clickSocial(page, 'github')
    expect(new URL(popup.url()).pathname.startsWith('/github/')).toBe(true)
    await popup.locator('button[data-user=grace]').click()
    await consentAndWaitClosed(popup)
    // A new wallet: the frame shows its recovery code first.
    const frame = page.frameLocator('#airlock-secure-frame')
    await clickUntilGone(frame.locator('button[data-action=saved]'))
    // The frame's iframe has the fixed id and name (one of them on the page).
    expect(await page.locator('iframe[id=airlock-secure-frame][name=airlock-secure-frame]').count()).toBe(1)
    const address = await connectedAddress(page)
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

    expect(await signApprovedInFrame(page, address)).toBe(true)
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
    await connectedAddress(page)
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

  it('[spec 8.32] a frame that never loads: the embedded-wallet load-timeout alert shows, nothing is connected, the email field still takes input', async () => {
    // A page on another origin that never speaks the frame protocol (no READY): what a blocked or broken
    // frame host gives.
    const silent = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<!doctype html><title>silent</title>')
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const port = (silent.address() as AddressInfo).port
      const page = await app.newPage({ frameUrl: `http://127.0.0.1:${port}/frame`, loadTimeoutMs: 3_000 })
      await page.locator('input[name=email]').fill('nobody@example.com')
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await page.getByText('Embedded Wallet Request Timed Out').waitFor({ timeout: 60_000 })
      expect(await page.getByTestId('address').textContent()).toBe('')
      await page.locator('input[name=email]').fill('still@example.com')
      expect(await page.locator('input[name=email]').inputValue()).toBe('still@example.com')
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
