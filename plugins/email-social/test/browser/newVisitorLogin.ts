// A new visitor's email login in the secure frame, as the browser journeys run it after the email was sent:
// the mailed code typed in the frame, the new wallet's recovery code saved, the account's address shown.
import { clickUntilGone } from '@airlock/devnet'
import type { FrameLocator, Page } from 'playwright-core'

/** The secure frame of the test app's page. */
export const secureFrame = (page: Page): FrameLocator => page.frameLocator('#airlock-secure-frame')

/** The 6-digit code of the first mail to `email` in the devnet's mail sink (polled up to 30 s). */
export async function mailedCode(mailboxUrl: string, email: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const res = await fetch(new URL(`/mailbox/${encodeURIComponent(email)}`, mailboxUrl))
    const { messages } = (await res.json()) as { messages: { subject: string }[] }
    const code = /(\d{6})/.exec(messages[0]?.subject ?? '')?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail for ${email}`)
}

/** Types the code mailed to `email` in the frame, saves the recovery code, waits for the address (the app's). */
export async function confirmNewLogin(page: Page, mailboxUrl: string, email: string): Promise<void> {
  await secureFrame(page)
    .locator('input[name=otp]')
    .fill(await mailedCode(mailboxUrl, email), { timeout: 60_000 })
  await clickUntilGone(secureFrame(page).locator('button[data-action=confirm]'))
  await clickUntilGone(secureFrame(page).locator('button[data-action=saved]'))
  await page
    .getByTestId('address')
    .filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
    .waitFor({ timeout: 60_000 })
}
