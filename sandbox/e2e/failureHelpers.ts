// Shared checks of the failure journeys.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { shownNativeBalance } from './devnetChain'
import type { Journey } from './journey'
import { dialog, readStores } from './sandboxPage'

/** The browser logs failed responses, and the kernel's logger reports the catalogue text at level error. */
export const EXPECTED_CONSOLE = [
  /^Failed to load resource: the server responded with a status of (500|429|503)/,
  /^\[airlock\] (Token Balance Unavailable|Failed to fetch transactions|Something went wrong)/,
]

/** Requests of a journey whose path matches. */
export const requestsTo = (j: Journey, pattern: RegExp) =>
  j.requests.filter((u) => pattern.test(new URL(u).pathname))
/** Path of the balance endpoint. */
export const BALANCE = /^\/v1\/account\/0x[0-9a-fA-F]{40}\/balance$/
/** Path of the history endpoint. */
export const HISTORY = /^\/v1\/account\/0x[0-9a-fA-F]{40}\/history$/

/**
 * Counts, in the page, token-balance loads that failed (each reports 'Token Balance Unavailable' on the bus).
 * The modal may start two loads at once on connect (see the report), so request counts are checked per load.
 */
export async function countBalanceFailures(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as Window & { __balanceFailures?: number }
    w.__balanceFailures = 0
    w.__airlock.on('error', ({ error }) => {
      const text = (error as Error & { shortMessage?: string }).shortMessage ?? error.message
      if (text === 'Token Balance Unavailable') w.__balanceFailures = (w.__balanceFailures ?? 0) + 1
    })
  })
  return () => page.evaluate(() => (window as Window & { __balanceFailures?: number }).__balanceFailures ?? 0)
}

/** The Account view is whole: header, address, native balance from the chain; the wallet stays connected. */
export async function expectAccountIntact(page: Page, address: string): Promise<void> {
  const modal = dialog(page)
  expect(await modal.isVisible()).toBe(true)
  await modal
    .getByText(`${address.slice(0, 4)}...${address.slice(-6)}`)
    .first()
    .waitFor()
  await modal
    .getByText(`${await shownNativeBalance(31337, address as `0x${string}`)} ETH`)
    .first()
    .waitFor()
  expect(await readStores(page)).toMatchObject({ status: 'connected', address, view: 'Account' })
}
