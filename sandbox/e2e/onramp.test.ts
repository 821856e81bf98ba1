// The sandbox configures the on-ramp: Account's Buy quotes from both devnet providers, the chosen one's
// checkout opens in a real popup on its own origin, the card is paid there, and the ETH really arrives on
// the devnet chain — the sandbox's Account balance follows.
import type { Address } from 'viem'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { account, chainClient, shownNativeBalance } from './devnetChain'
import { startJourney } from './journey'
import { connectTestWallet, dialog } from './sandboxPage'

const CHAIN = 31337

describe('on-ramp in the sandbox', () => {
  test('Buy: quotes from both providers, the checkout in a popup on the provider, paid, the ETH arrives and Account shows it', async () => {
    const j = await startJourney({ query: '?account=5' })
    const { page } = j
    const address = account(5).address as Address
    await connectTestWallet(page, address)
    const modal = dialog(page)
    await modal.locator('[data-feature="onramp/buy"]').click({ timeout: 15_000 })
    await modal.getByTestId('onramp-amount').fill('90')
    const quotes = modal.locator('[data-quote][data-available="true"]')
    await expect.poll(() => quotes.count(), { timeout: 20_000 }).toBe(2)
    const best = modal.locator('[data-quote][data-best="true"]')
    const providerId = (await best.getAttribute('data-quote')) ?? ''
    const expected = (await best.getAttribute('data-amount')) ?? ''
    const before = await chainClient(CHAIN).getBalance({ address })
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      modal.getByTestId(`onramp-buy-${providerId}`).click(),
    ])
    await checkout.locator('#card-number').fill('4242 4242 4242 4242')
    await checkout.locator('#pay:enabled').click({ timeout: 15_000 })
    await modal.locator('[data-testid="onramp-view"][data-phase="success"]').waitFor({ timeout: 30_000 })
    expect((await chainClient(CHAIN).getBalance({ address })) - before).toBe(parseEther(expected))
    await modal.getByRole('button', { name: 'Back to account' }).click()
    const shown = `${await shownNativeBalance(CHAIN, address)} ETH`
    await expect.poll(() => modal.getByText(shown).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await j.finish('onramp-buy')
  })
})
