// Opens the built names test app in headless Debian Chromium (playwright-core, never a downloaded
// browser) with the devnet endpoints and the devnet's injected EIP-6963 test wallet.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Launches the system Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** One page of the app, in a fresh browser context, with every request URL it made. */
export interface AppPage {
  page: Page
  context: BrowserContext
  requests: string[]
  close(): Promise<void>
}

/** Opens the app in a fresh context (fresh storage); the wallet starts on devnet account `account`. */
export async function openApp(browser: Browser, options: { account?: number } = {}): Promise<AppPage> {
  const rpcUrls = inject('rpcUrls')
  const context = await browser.newContext()
  const e2e = {
    projectId: inject('projectId'),
    apiUrl: inject('apiUrl'),
    catalogueUrl: inject('catalogueUrl'),
    relayUrl: inject('relayUrl'),
    chains: [31337, 31338].map((chainId) => ({ chainId, rpcUrl: rpcUrls[chainId] ?? '' })),
  }
  await context.addInitScript(`window.__AIRLOCK_E2E__ = ${JSON.stringify(e2e)}`)
  await context.addInitScript(inject('testWalletScript'))
  if (options.account) {
    await context.addInitScript(`window.airlockTestWallet.switchAccount(${options.account})`)
  }
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (r) => void requests.push(r.url()))
  await page.goto(inject('appUrl'))
  return { page, context, requests, close: () => context.close() }
}

/** Connects through the ConnectButton and the announced test wallet; resolves once connected. */
export async function connectTestWallet(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await page.waitForFunction(
    () => window.__airlock.stores.account.state('eip155').address !== undefined,
    null,
    {
      timeout: 15_000,
    },
  )
  return page.evaluate(() => window.__airlock.stores.account.state('eip155').address ?? '')
}
