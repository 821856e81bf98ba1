// Feature flags toggled live from the sandbox's Features panel change the open modal's next render, and
// the setup lands in the URL so it can be shared.
import { describe, expect, test } from 'vitest'
import { account } from './devnetChain'
import { startJourney } from './journey'
import { connectButton, connectTestWallet, dialog } from './sandboxPage'

describe('feature flags, live', () => {
  test('turning off allWallets and send hides them in the modal; a shared link keeps them off', async () => {
    const j = await startJourney({ query: '?account=7' })
    const features = j.page.getByRole('region', { name: 'Features' })
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /All Wallets/ })
      .waitFor()
    await j.page.keyboard.press('Escape')
    await features.getByRole('checkbox', { name: 'allWallets' }).uncheck()
    await features.getByRole('checkbox', { name: 'send' }).uncheck()
    await expect.poll(() => new URL(j.page.url()).searchParams.get('features')).toBe('send:0,allWallets:0')
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .waitFor()
    expect(
      await dialog(j.page)
        .getByRole('button', { name: /All Wallets/ })
        .count(),
    ).toBe(0)
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await dialog(j.page).getByRole('button', { name: 'Receive' }).waitFor({ timeout: 15_000 })
    expect(await dialog(j.page).getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    await j.finish('features-off-live')

    const shared = await startJourney({ query: '?account=7&features=send:0,allWallets:0' })
    expect(await shared.page.evaluate(() => window.__airlock.get((s) => s.features.allWallets))).toBe(false)
    await connectTestWallet(shared.page, account(7).address)
    await dialog(shared.page).getByRole('button', { name: 'Receive' }).waitFor({ timeout: 15_000 })
    expect(await dialog(shared.page).getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    await shared.finish('features-off-shared-link')
  })
})
