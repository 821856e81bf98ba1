// Sign in with X with a Bitcoin wallet in headless Chromium: the test app with the bitcoin plugin alone
// (`?chains=bitcoin`), the devnet's injected test wallet (a Wallet Standard bitcoin wallet that signs
// BIP-322) and the devnet's sign-in server, which verifies the BIP-322 signature of the regtest payment
// address against the message.
import { fileURLToPath } from 'node:url'
import { bitcoinRegtest } from '@airlock/bitcoin'
import {
  bitcoinTestWalletConfig,
  buildViteApp,
  DEVNET_ACCOUNTS,
  DEVNET_BITCOIN_ACCOUNTS,
  type Devnet,
  e2eConfigScript,
  type LocalServer,
  launchChromium,
  OPTIONAL_SERVICES_OFF,
  openPage,
  provideDevnetEndpoints,
  serveStatic,
  startDevnet,
  testWalletInitScript,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, onTestFailed, test } from 'vitest'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))

let devnet: Devnet
let browser: Browser
let server: LocalServer
let page: Page

beforeAll(async () => {
  const [started, build, chromium] = await Promise.all([
    startDevnet({ ...OPTIONAL_SERVICES_OFF, siwx: true, bitcoin: true }),
    buildViteApp(APP_DIR, { tempPrefix: 'airlock-siwx-btc-app-' }),
    launchChromium(),
  ])
  devnet = started
  browser = chromium
  server = await serveStatic(build.outDir)
  const btc = devnet.bitcoin
  if (!devnet.siwx || !btc) throw new Error('the devnet runs its sign-in server and its Bitcoin node')
  const endpoints = provideDevnetEndpoints({ provide: () => undefined }, devnet)
  const opened = await openPage(browser, new URL('/?chains=bitcoin', server.url).href, {
    initScripts: [
      e2eConfigScript(endpoints),
      `window.__AIRLOCK_SIWX_E2E__ = ${JSON.stringify({ url: devnet.siwx.url, esploraUrl: btc.esploraUrl })}`,
      testWalletInitScript({
        chains: devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
        accounts: [DEVNET_ACCOUNTS[8]!.privateKey],
        bitcoin: bitcoinTestWalletConfig(btc.esploraUrl),
      }),
    ],
  })
  page = opened.page
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
})

beforeEach((ctx) => {
  onTestFailed(async () => {
    await page?.screenshot({
      path: `/tmp/siwx-btc-e2e-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}.png`,
    })
  })
})

test('[spec 2.10, 3.10] a Bitcoin wallet signs in with a BIP-322 signature; the server verifies it and keeps the session', async () => {
  const status = () => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('bip122')))
  await page.getByRole('button', { name: 'Connect' }).click()
  await page
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .first()
    .click()
  await page
    .getByText('Airlock sign-in test app wants you to sign in')
    .waitFor({ state: 'visible', timeout: 20_000 })
  expect(await status()).toBe('pending')
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(status, { timeout: 20_000 }).toBe('connected')
  const session = await page.evaluate(() => window.__airlock.plugin('siwx')?.getSession())
  expect(session?.data.chainId).toBe(bitcoinRegtest.caipNetworkId)
  expect(session?.data.accountAddress).toBe(DEVNET_BITCOIN_ACCOUNTS[0]?.address)
  expect(session?.message).toContain('wants you to sign in with your Bitcoin account:')
  const log = await page.evaluate(() => (window.airlockTestWallet?.log ?? []).map((e) => e.method))
  expect(log).toContain('bitcoin:signMessage')
  const kept = await page.evaluate(
    async ({ url, chainId, address }) => {
      const response = await fetch(`${url}/v1/sessions?chainId=${chainId}&address=${address}`, {
        credentials: 'include',
      })
      return ((await response.json()) as { sessions: unknown[] }).sessions.length
    },
    { url: devnet.siwx!.url, chainId: session!.data.chainId, address: session!.data.accountAddress },
  )
  expect(kept).toBe(1)
})
