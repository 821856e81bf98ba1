// The wagmi-hooks host (test/app, with the email/social plugin on the devnet's frame host) and the
// embedded wallet, in headless Chromium: wagmi's connect opens Airlock's modal, the visitor logs in by
// email (the code read from the devnet's mail sink, typed in the secure frame), and wagmi reports the
// embedded wallet's address; wagmi's signMessage is approved in the approval window the frame opens, and
// the signature verifies on anvil's chain.
import { clickUntilGone, humanClick, mailedCode } from '@airlock/devnet'
import type { FrameLocator, Page } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { setUpWagmiApp } from './openWagmiApp'

const EMAIL = `wagmi.${Date.now()}@example.com`
const mailboxUrl = inject('mailboxUrl')
const anvil = createPublicClient({ transport: http(inject('rpcUrls')[31337]) })

const app = setUpWagmiApp('wagmi-embedded', {
  initScripts: [`window.__WAGMI_E2E__ = ${JSON.stringify({ frameUrl: inject('frameUrl') })}`],
})
let page: Page
beforeAll(() => {
  page = app().page
})

const frame = (): FrameLocator => page.frameLocator('#airlock-secure-frame')
const wagmiText = (id: string) => page.getByTestId(`wagmi-${id}`).textContent()

describe('a wagmi host and the embedded wallet (email login on the devnet frame host)', () => {
  test("wagmi's connect → the modal's email login (code from the mail sink, typed in the frame) → wagmi reports the embedded wallet's address", async () => {
    await page.getByRole('button', { name: 'wagmi connect' }).click()
    await page.locator('input[name=email]').fill(EMAIL)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByTestId('otp-view').waitFor({ timeout: 60_000 })
    await frame()
      .locator('input[name=otp]')
      .fill(await mailedCode(mailboxUrl, EMAIL))
    await clickUntilGone(frame().locator('button[data-action=confirm]'))
    // A new wallet: the frame shows its recovery code once.
    await clickUntilGone(frame().locator('button[data-action=saved]'))
    await expect.poll(() => wagmiText('status'), { timeout: 30_000 }).toBe('connected')
    const address = await wagmiText('address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.evaluate(() => window.__airlock.get((s) => s.accountOf('eip155').address))).toBe(
      address,
    )
    expect(await wagmiText('connectors')).toBe('airlock')
  })

  test("wagmi's signMessage is approved in the frame's approval window; the signature verifies", async () => {
    const address = (await wagmiText('address')) as Hex
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'wagmi sign' }).click()
    const opened = page.context().waitForEvent('page')
    await clickUntilGone(frame().locator('button[data-action=open-window]'))
    const popup = await opened
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    await expect.poll(() => wagmiText('signature'), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]+$/)
    const signature = (await wagmiText('signature')) as Hex
    expect(await anvil.verifyMessage({ address, message: 'Signed through wagmi', signature })).toBe(true)
  })
})
