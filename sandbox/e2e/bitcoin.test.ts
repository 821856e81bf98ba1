// The Bitcoin journey in the sandbox: the injected test wallet's Bitcoin side (one row with its EIP-6963 and
// Solana sides) on devnet's bcoin regtest node; balances are checked against the node's Esplora facade.
import { createEsploraClient } from '@airlock/bitcoin'
import { DEVNET_BITCOIN_ACCOUNTS } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { shownAmount } from './devnetChain'
import { startJourney } from './journey'
import { connectButton, dialog, sendFromAccount } from './sandboxPage'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** The facade's Esplora URL, as the server handed it to the page. */
const esploraOf = (page: Page) =>
  page.evaluate(() => {
    const url = window.__AIRLOCK_SANDBOX__?.bitcoin?.esploraUrl
    if (!url) throw new Error('the sandbox has no Bitcoin network')
    return url
  })

/** Satoshis as the UI shows BTC (grouped, 3 decimals, cut not rounded). */
function shown(sats: bigint): string {
  return shownAmount(sats, 8)
}

const account = (i: number) =>
  (DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]).address

describe('Bitcoin journey', () => {
  test('one row connects Bitcoin too; BTC balance as on the node; a send reaches the receiver', async () => {
    const j = await startJourney({ query: `?account=1&network=${REGTEST}` })
    const esplora = createEsploraClient({ baseUrl: await esploraOf(j.page) })
    const modal = dialog(j.page)
    await connectButton(j.page).click()
    const row = modal.getByRole('button', { name: /Airlock Test Wallet/ })
    await row.first().waitFor({ timeout: 10_000 })
    expect(await row.count()).toBe(1)
    const { total } = await esplora.getBalance(account(1))
    await row.click()
    await modal
      .getByText(`${shown(total)} BTC`)
      .first()
      .waitFor({ timeout: 20_000 })
    expect(
      await j.page.evaluate(() =>
        window.__airlock.get((s) => ({
          bip122: s.connection.statusOf('bip122'),
          chain: s.network.active.caipNetworkId,
          address: s.account.address,
        })),
      ),
    ).toEqual({ bip122: 'connected', chain: REGTEST, address: account(1) })
    // The test-wallet panel shows the Bitcoin side.
    await expect
      .poll(() => j.page.getByTestId('test-wallet-bitcoin-address').textContent(), { timeout: 10_000 })
      .toBe(account(1))
    const to = account(4)
    const before = (await esplora.getBalance(to)).total
    await sendFromAccount(j.page, '0.002', to)
    await expect
      .poll(async () => (await esplora.getBalance(to)).total, { timeout: 20_000 })
      .toBe(before + 200_000n)
    await j.finish('bitcoin-connect-balance-send')
  }, 120_000)
})
