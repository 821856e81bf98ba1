// Failure journeys: devnet's balance, history and catalogue endpoints fail (500, 429 with Retry-After, a
// timeout, malformed JSON). The modal shows the spec's message, retries as the policy says (3 retries on
// 500/429, Retry-After honoured, no retry on malformed JSON or a timeout), never shows a blank view, and
// the wallet stays connected. The journeys connect the EVM account only (`solana=0&bitcoin=0`): the sandbox's
// test wallet would connect its Solana and Bitcoin accounts too, and their balance loads would fail alongside.
import { afterEach, describe, expect, test } from 'vitest'
import { account } from './devnetChain'
import {
  BALANCE,
  countBalanceFailures,
  EXPECTED_CONSOLE,
  expectAccountIntact,
  HISTORY,
  requestsTo,
} from './failureHelpers'
import { addFault, clearFaults, faultHits, ROUTES } from './faults'
import { SCREENSHOT_DIR, startJourney } from './journey'
import { connectButton, connectTestWallet, dialog, readStores } from './sandboxPage'

afterEach(clearFaults)

describe('balance endpoint failures', () => {
  test("500: 'Token Balance Unavailable' after 1 + 3 retries, connection kept", async () => {
    const a = account(8)
    const id = await addFault({ route: ROUTES.balance, kind: '500' })
    const j = await startJourney({ query: '?account=8&solana=0&bitcoin=0', allowConsole: EXPECTED_CONSOLE })
    const failures = await countBalanceFailures(j.page)
    await connectTestWallet(j.page, a.address)
    await dialog(j.page).getByText('Token Balance Unavailable').first().waitFor({ timeout: 15_000 })
    await expectAccountIntact(j.page, a.address)
    // Each load = the first try + 3 retries; then retries are blocked for 30 s, so no further request.
    const loads = await failures()
    expect(loads).toBeGreaterThanOrEqual(1)
    expect(await faultHits(id)).toBe(4 * loads)
    expect(requestsTo(j, BALANCE)).toHaveLength(4 * loads)
    await j.finish('fault-balance-500')
  })

  test('429 with Retry-After: 1 s waits are honoured, then the tokens load', async () => {
    const a = account(0)
    await addFault({ route: ROUTES.balance, kind: '429', retryAfter: 1, count: 2 })
    const events: { t: number; status: number }[] = []
    const j = await startJourney({ query: '?account=0&solana=0&bitcoin=0', allowConsole: EXPECTED_CONSOLE })
    j.page.on('response', (r) => {
      if (BALANCE.test(new URL(r.url()).pathname)) events.push({ t: Date.now(), status: r.status() })
    })
    await connectTestWallet(j.page, a.address)
    await dialog(j.page).getByText('USD Coin', { exact: true }).waitFor({ timeout: 15_000 })
    expect(await dialog(j.page).getByText('Token Balance Unavailable').count()).toBe(0)
    const limited = events.filter((e) => e.status === 429)
    const ok = events.filter((e) => e.status === 200)
    expect(limited).toHaveLength(2)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(requestsTo(j, BALANCE)).toHaveLength(2 + ok.length)
    // Without Retry-After the policy would retry after 150 ms; with it, the first success comes ≥ 1 s later.
    expect((ok[0]?.t ?? 0) - (limited[0]?.t ?? 0)).toBeGreaterThanOrEqual(900)
    await expectAccountIntact(j.page, a.address)
    await j.finish('fault-balance-429-retry-after')
  })

  test("malformed JSON: 'Token Balance Unavailable' at once, not retried", async () => {
    const a = account(8)
    const id = await addFault({ route: ROUTES.balance, kind: 'malformed' })
    const j = await startJourney({ query: '?account=8&solana=0&bitcoin=0', allowConsole: EXPECTED_CONSOLE })
    const failures = await countBalanceFailures(j.page)
    await connectTestWallet(j.page, a.address)
    await dialog(j.page).getByText('Token Balance Unavailable').first().waitFor({ timeout: 15_000 })
    await expectAccountIntact(j.page, a.address)
    // One request per load: a body that does not parse is not retried.
    expect(await faultHits(id)).toBe(await failures())
    await j.finish('fault-balance-malformed')
  })

  test("timeout: the 10 s HTTP timeout gives 'Token Balance Unavailable'; the view stays usable meanwhile", async () => {
    const a = account(8)
    const id = await addFault({ route: ROUTES.balance, kind: 'timeout' })
    const j = await startJourney({ query: '?account=8&solana=0&bitcoin=0', allowConsole: EXPECTED_CONSOLE })
    const failures = await countBalanceFailures(j.page)
    const started = Date.now()
    await connectTestWallet(j.page, a.address)
    // While the request hangs the Account view is already there, with the native balance.
    await expectAccountIntact(j.page, a.address)
    await dialog(j.page).getByText('Token Balance Unavailable').first().waitFor({ timeout: 20_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500)
    await expect.poll(failures, { timeout: 5_000 }).toBeGreaterThanOrEqual(1)
    // A timed-out request is not retried: one request per load.
    expect(await faultHits(id)).toBe(await failures())
    await expectAccountIntact(j.page, a.address)
    await j.finish('fault-balance-timeout')
  }, 40_000)
})

describe('history endpoint failures', () => {
  test("500: 'Failed to fetch transactions' after 1 + 3 retries; Try again loads the history once fixed", async () => {
    const a = account(1)
    const id = await addFault({ route: ROUTES.history, kind: '500' })
    const j = await startJourney({ query: '?account=1&solana=0&bitcoin=0', allowConsole: EXPECTED_CONSOLE })
    await connectTestWallet(j.page, a.address)
    const modal = dialog(j.page)
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await modal.getByText('Failed to fetch transactions').first().waitFor({ timeout: 15_000 })
    expect(await faultHits(id)).toBe(4)
    expect(requestsTo(j, HISTORY)).toHaveLength(4)
    await expectAccountIntact(j.page, a.address)
    await clearFaults()
    await modal.getByRole('button', { name: 'Try again' }).click()
    await modal.getByTestId('activity-row').first().waitFor({ timeout: 15_000 })
    expect(await modal.getByText('Failed to fetch transactions').count()).toBe(0)
    await j.finish('fault-history-500-then-retry')
  })

  test("malformed JSON: 'Failed to fetch transactions', one request", async () => {
    const a = account(1)
    const id = await addFault({ route: ROUTES.history, kind: 'malformed' })
    const j = await startJourney({ query: '?account=1&solana=0&bitcoin=0', allowConsole: EXPECTED_CONSOLE })
    await connectTestWallet(j.page, a.address)
    const modal = dialog(j.page)
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await modal.getByText('Failed to fetch transactions').first().waitFor({ timeout: 15_000 })
    expect(await faultHits(id)).toBe(1)
    await expectAccountIntact(j.page, a.address)
    await j.finish('fault-history-malformed')
  })
})

describe('catalogue endpoint failures', () => {
  test('500: Connect still lists the installed wallet and WalletConnect; All Wallets shows the error state and recovers', async () => {
    const id = await addFault({ route: ROUTES.catalogue, kind: '500' })
    const j = await startJourney({ allowConsole: EXPECTED_CONSOLE })
    await connectButton(j.page).click()
    const modal = dialog(j.page)
    await modal.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
    await modal
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .waitFor()
    await expect.poll(() => faultHits(id), { timeout: 10_000 }).toBeGreaterThanOrEqual(4)
    // The catalogue failed: no featured wallets, but never a blank view.
    await modal.getByRole('button', { name: /All Wallets/ }).click()
    await modal.getByRole('alert').getByText('Something went wrong').waitFor({ timeout: 15_000 })
    await j.page.screenshot({ path: `${SCREENSHOT_DIR}fault-catalogue-500-error-state.png` })
    await clearFaults()
    await modal.getByRole('button', { name: 'Try again' }).click()
    await modal.getByRole('list', { name: 'All wallets' }).waitFor({ timeout: 15_000 })
    // Still usable: connecting works while the catalogue was down.
    expect((await readStores(j.page)).open).toBe(true)
    await j.finish('fault-catalogue-500')
  })
})
