// Every social provider connects and signs, on the devnet's providers, in Debian Chromium (GitHub and
// Farcaster have their journeys in socialJourney.test.ts): Google, X, Discord, Apple (form_post) and
// Facebook each open their sign-in popup, the visitor consents, the embedded wallet connects, the account
// state names the provider and a message is signed approved in the frame (the signature verified for the
// address). A reload keeps the session; a second browser context signing in through the same provider as
// the same person reaches the same wallet.
import { clickUntilGone } from '@airlock/devnet'
import type { FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clickSocial,
  connectedAddress,
  consentAndWaitClosed,
  type SocialTestApp,
  signApprovedInFrame,
  startSocialTestApp,
} from './socialTestApp'

/** The devnet user who signs in everywhere: Alan has no email, so no two providers link to one account. */
const USER = 'alan'

const PROVIDERS = ['google', 'x', 'discord', 'apple', 'facebook'] as const

let app: SocialTestApp
/** Per provider: the page that connected, its address and the new wallet's recovery code. */
const connected = new Map<string, { page: Page; address: string; recoveryCode: string }>()

const secureFrame = (page: Page): FrameLocator => page.frameLocator('#airlock-secure-frame')

/** Signs in at `provider` as {@link USER} from Connect (the popup's sign-in page and consent). */
async function signIn(page: Page, provider: string): Promise<void> {
  const popup = await clickSocial(page, provider)
  expect(new URL(popup.url()).pathname.startsWith(`/${provider}/`)).toBe(true)
  await popup.locator(`button[data-user=${USER}]`).click()
  await consentAndWaitClosed(popup)
}

beforeAll(async () => {
  app = await startSocialTestApp()
}, 180_000)

afterAll(async () => {
  await app?.close()
})

describe('[spec 7.31] every social provider connects (devnet providers, Chromium)', () => {
  for (const provider of PROVIDERS) {
    it(`${provider}: the popup signs in, the embedded wallet connects, the account state names the provider and a message is signed approved in the frame`, async () => {
      const page = await app.newPage()
      await signIn(page, provider)
      // A new wallet: the frame shows its recovery code once.
      const code = secureFrame(page).locator('[data-recovery-code]')
      await code.waitFor({ timeout: 60_000 })
      const recoveryCode = (await code.textContent()) ?? ''
      await clickUntilGone(secureFrame(page).locator('button[data-action=saved]'))
      const address = await connectedAddress(page)
      expect(await page.getByTestId('social-provider').textContent()).toBe(provider)
      // Each provider's user is a person of its own (no email to link them): a wallet of its own.
      for (const other of connected.values()) expect(other.address).not.toBe(address)
      connected.set(provider, { page, address, recoveryCode })
      expect(await signApprovedInFrame(page, address)).toBe(true)
    })
  }

  it('a reload keeps the social session: the same wallet and provider come back without a new sign-in', async () => {
    const first = connected.get('google')
    if (!first) throw new Error('the google login did not run')
    const { page, address } = first
    await page.reload()
    await page.getByTestId('address').filter({ hasText: address }).waitFor({ timeout: 30_000 })
    await expect
      .poll(() => page.getByTestId('social-provider').textContent(), { timeout: 30_000 })
      .toBe('google')
    expect(page.context().pages()).toHaveLength(1) // no popup: nothing asked of the visitor
  })

  it('a second browser context reaches the same wallet through the same provider (unlocked with its recovery code)', async () => {
    const first = connected.get('discord')
    if (!first) throw new Error('the discord login did not run')
    const page = await app.newPage()
    await signIn(page, 'discord')
    // An existing wallet on a new device: the frame asks for its recovery code, not a new one.
    await secureFrame(page).locator('input[name=recovery-code]').fill(first.recoveryCode)
    await clickUntilGone(secureFrame(page).locator('button[data-action=unlock]'))
    expect(await connectedAddress(page)).toBe(first.address)
    expect(await page.getByTestId('social-provider').textContent()).toBe('discord')
  })
})
