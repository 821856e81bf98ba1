// The sandbox configures the swap plugin: Account's Swap button quotes on devnet's Uniswap V2 pools, and a
// quote endpoint fault injected from the Faults panel shows its message under the amount with the modal
// still usable; clearing it brings the quote back. Nothing is sent (no balances change).
import { describe, expect, test } from 'vitest'
import { account } from './devnetChain'
import { EXPECTED_CONSOLE } from './failureHelpers'
import { startJourney } from './journey'
import { connectTestWallet, dialog } from './sandboxPage'

describe('swap in the sandbox', () => {
  test('Swap quotes ETH → DAI; a quotes fault from the Faults panel shows under the amount; cleared, the quote returns', async () => {
    const j = await startJourney({ query: '?account=8', allowConsole: EXPECTED_CONSOLE })
    const { page } = j
    await connectTestWallet(page, account(8).address)
    const modal = dialog(page)
    await modal.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
    await modal.getByTestId('swap-to-token').click()
    await modal.getByRole('textbox', { name: 'Search tokens' }).fill('DAI')
    await modal.getByRole('button', { name: /^DAI / }).first().click()
    const amount = modal.getByTestId('swap-amount')
    await amount.fill('0.01')
    const fresh = modal.locator('[data-testid="swap-received"][data-state="fresh"]')
    await fresh.waitFor({ timeout: 20_000 })
    const first = (await fresh.textContent()) ?? ''
    expect(Number(first)).toBeGreaterThan(0)

    // The panels sit behind the modal: close it, inject, and come back to the form (it kept its tokens).
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    const faults = page.getByRole('region', { name: 'Faults' })
    await faults.getByRole('combobox', { name: 'Endpoint' }).selectOption('swapQuotes')
    await faults.getByRole('combobox', { name: 'Failure' }).selectOption('500')
    await faults.getByRole('button', { name: 'Inject' }).click()
    await faults.getByText('1 active fault rule(s)').waitFor()
    await page.getByRole('button', { name: /^Account / }).click()
    await modal.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
    expect(await modal.getByTestId('swap-to-token').textContent()).toBe('DAI')
    await amount.fill('0.02')
    await expect.poll(() => amount.getAttribute('aria-describedby'), { timeout: 20_000 }).toBeTruthy()
    const errorId = await amount.getAttribute('aria-describedby')
    expect(((await page.locator(`[id="${errorId}"]`).textContent()) ?? '').length).toBeGreaterThan(0)
    // The quote of 0.01 is kept only as stale: its number is not shown for 0.02.
    const received = modal.getByTestId('swap-received')
    expect(await received.getAttribute('data-state')).toBe('stale')
    expect(await received.textContent()).not.toBe(first)

    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    await faults.getByRole('button', { name: 'Clear faults' }).click()
    await faults.getByText('0 active fault rule(s)').waitFor()
    await page.getByRole('button', { name: /^Account / }).click()
    await modal.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
    await amount.fill('0.03')
    await fresh.waitFor({ timeout: 20_000 })
    expect(Number(await fresh.textContent())).toBeGreaterThan(0)
    await j.finish('swap-quote-fault')
  })
})
