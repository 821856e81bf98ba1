// The Plugins panel shows a lazy plugin as pending until its Account action is first used, then loaded;
// the tip it sends lands on the devnet chain.
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { TIP_JAR_ADDRESS } from '../src/createSandboxAirlock'
import { account, chainClient } from './devnetChain'
import { startJourney } from './journey'
import { connectTestWallet, dialog } from './sandboxPage'

describe('lazy plugin journey', () => {
  test('tip-jar shows pending, loads on its first use, and its tip reaches the jar', async () => {
    const j = await startJourney({ query: '?account=9' })
    const plugins = j.page.getByRole('region', { name: 'Plugins' })
    const state = (name: string) => plugins.locator(`tr[data-plugin="${name}"] td[data-state]`).textContent()
    expect(await state('evm')).toBe('loaded')
    expect(await state('tip-jar')).toBe('pending')
    const tipJarChunks = () => j.requests.filter((u) => /tipJarPlugin/.test(u))
    expect(tipJarChunks()).toEqual([])
    await connectTestWallet(j.page, account(9).address)
    // Tip from account 9 to itself would be a no-op for the balance: switch the wallet to account 6 first.
    await j.page.getByRole('combobox', { name: 'Account' }).selectOption('6')
    await expect
      .poll(() => j.page.evaluate(() => window.__airlock.getAccount().address), { timeout: 10_000 })
      .toBe(account(6).address)
    const before = await chainClient(31337).getBalance({ address: TIP_JAR_ADDRESS })
    await dialog(j.page)
      .getByRole('button', { name: /Tip jar/ })
      .first()
      .click()
    await expect.poll(() => state('tip-jar'), { timeout: 10_000 }).toBe('loaded')
    expect(tipJarChunks().length).toBeGreaterThan(0)
    await dialog(j.page).getByRole('button', { name: 'Send tip' }).click()
    await dialog(j.page).getByTestId('tip-hash').waitFor({ timeout: 15_000 })
    await expect
      .poll(() => chainClient(31337).getBalance({ address: TIP_JAR_ADDRESS }), { timeout: 10_000 })
      .toBe(before + parseEther('0.01'))
    await j.finish('lazy-plugin-tip-jar')
  })
})
