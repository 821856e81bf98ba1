// Opens the built on-ramp test app in headless Debian Chromium (playwright-core, never a downloaded browser)
// with the devnet endpoints and the devnet's injected EIP-6963 test wallet.
import { e2eConfigScript, e2eEndpointsFrom, launchChromium, type OpenedPage, openPage } from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'

/** Launches the system Chromium. */
export const launchBrowser: () => Promise<Browser> = launchChromium

/** One page of the app, in a fresh browser context, with every request URL it made. */
export type AppPage = OpenedPage

/**
 * Opens the app in a fresh context (fresh storage); the wallet starts on devnet account `account`.
 * `rememberSite`: the wallet answers `eth_accounts` at once (it remembers the site, e.g. after a reload).
 * `blockPopups` makes `window.open` answer null, as a browser's popup blocker does.
 */
export function openApp(
  browser: Browser,
  options: { account?: number; blockPopups?: boolean; rememberSite?: boolean } = {},
): Promise<AppPage> {
  const initScripts = [
    e2eConfigScript(e2eEndpointsFrom(inject)),
    `window.__ONRAMP_SOLANA__ = ${JSON.stringify(inject('solanaNode'))}`,
    inject('testWalletScript'),
  ]
  if (options.account) initScripts.push(`window.airlockTestWallet.switchAccount(${options.account})`)
  if (options.rememberSite) initScripts.push('window.airlockTestWallet.provider.setConnected(true)')
  if (options.blockPopups) initScripts.push('window.open = () => null')
  return openPage(browser, inject('appUrl'), { initScripts })
}

/** Connects through the ConnectButton and the announced test wallet; resolves with the address. */
export async function connectTestWallet(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await page.waitForFunction(
    () => window.__airlock.get((s) => s.accountOf('eip155').address) !== undefined,
    null,
    { timeout: 15_000 },
  )
  return page.evaluate(() => window.__airlock.get((s) => s.accountOf('eip155').address) ?? '')
}
