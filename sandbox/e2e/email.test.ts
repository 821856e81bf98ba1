// Email login out of the box in the sandbox: the email field of Connect, the code read from devnet's mail
// sink (as the visitor would read it on the mailbox page the sandbox links) and typed in the secure frame,
// the embedded wallet connected.
import { clickUntilGone, mailedCode } from '@airlock/devnet'
import { describe, expect, inject, test } from 'vitest'
import { startJourney } from './journey'
import { connectButton, dialog, readStores } from './sandboxPage'

const mailboxUrl = inject('mailboxUrl')

describe('email login in the sandbox', () => {
  test('the sandbox links the mailbox; email → code from the mail sink → the embedded wallet is connected', async () => {
    const j = await startJourney({})
    const mailbox = j.page.getByTestId('mailbox-link')
    expect(await mailbox.getAttribute('href')).toBe(`${mailboxUrl}/inbox`)
    // Nothing of the frame loads before the visitor acts.
    expect(await j.page.locator('#airlock-secure-frame').count()).toBe(0)

    const email = `sandbox-${Date.now()}@airlock.test`
    await connectButton(j.page).click()
    const modal = dialog(j.page)
    await modal.locator('input[name=email]').fill(email)
    await modal.getByRole('button', { name: 'Continue', exact: true }).click()
    // The code is typed in the secure frame, laid over the OTP view (the sandbox page never holds it).
    const frame = j.page.frameLocator('#airlock-secure-frame')
    await frame.locator('input[name=otp]').fill(await mailedCode(mailboxUrl, email), { timeout: 60_000 })
    await clickUntilGone(frame.locator('button[data-action=confirm]'))
    // A new wallet: the frame shows its recovery code once.
    await clickUntilGone(frame.locator('button[data-action=saved]'))
    await expect
      .poll(
        async () => {
          const s = await readStores(j.page)
          return { status: s.status, view: s.view, address: /^0x[0-9a-fA-F]{40}$/.test(s.address ?? '') }
        },
        { timeout: 30_000 },
      )
      .toEqual({ status: 'connected', view: 'Account', address: true })

    // The Smart accounts panel: the embedded wallet's default EVM account is its smart account, and each
    // chain's bundler answers; the Account type switch turns it to the signer (EOA), which the panel follows.
    const accountType = j.page.getByTestId('sb-account-type')
    await expect.poll(() => accountType.textContent(), { timeout: 30_000 }).toContain('Smart account')
    const bundlers = j.page.getByTestId('sb-bundler')
    expect(await bundlers.count()).toBeGreaterThan(0)
    await expect
      .poll(() => bundlers.evaluateAll((items) => items.map((i) => i.getAttribute('data-status'))), {
        timeout: 60_000,
      })
      .toEqual(Array.from({ length: await bundlers.count() }, () => 'up'))
    await modal.locator('[data-action="email-social/account-type"]').click()
    const toggle = modal.getByTestId('smart-account-switch')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 30_000 }).toBe('false')
    await expect.poll(() => accountType.textContent(), { timeout: 30_000 }).toContain('Signer (EOA)')
    await j.finish('email-login')
  })
})
