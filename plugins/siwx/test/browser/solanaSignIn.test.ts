// Sign in with X with a Solana wallet in headless Chromium: the test app with the solana plugin alone
// (`?chains=solana`), the devnet's injected test wallet (a Wallet Standard wallet with solana:signIn)
// and the devnet's sign-in server, which verifies the ed25519 signature of the message the wallet built.
import { fileURLToPath } from 'node:url'
import {
  buildViteApp,
  DEVNET_ACCOUNTS,
  DEVNET_SOLANA_NETWORK,
  type Devnet,
  e2eConfigScript,
  type LocalServer,
  launchChromium,
  OPTIONAL_SERVICES_OFF,
  openPage,
  provideDevnetEndpoints,
  serveStatic,
  solanaTestWalletConfig,
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
    startDevnet({ ...OPTIONAL_SERVICES_OFF, siwx: true }),
    buildViteApp(APP_DIR, { tempPrefix: 'airlock-siwx-sol-app-' }),
    launchChromium(),
  ])
  devnet = started
  browser = chromium
  server = await serveStatic(build.outDir)
  const sol = devnet.solana
  if (!devnet.siwx || !sol) throw new Error('the devnet runs its sign-in server and its Solana node')
  const endpoints = provideDevnetEndpoints({ provide: () => undefined }, devnet)
  const opened = await openPage(browser, new URL('/?chains=solana', server.url).href, {
    initScripts: [
      e2eConfigScript(endpoints),
      `window.__AIRLOCK_SIWX_E2E__ = ${JSON.stringify({
        url: devnet.siwx.url,
        solana: { ...DEVNET_SOLANA_NETWORK, rpcUrl: sol.rpcUrl, wsUrl: sol.wsUrl },
      })}`,
      testWalletInitScript({
        chains: devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
        accounts: [DEVNET_ACCOUNTS[8]!.privateKey],
        solana: solanaTestWalletConfig(sol.rpcUrl),
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
      path: `/tmp/siwx-sol-e2e-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}.png`,
    })
  })
})

test('[spec 2.10, 3.10] a Solana wallet signs in through solana:signIn; the server verifies and keeps the session', async () => {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .first()
    .click()
  await page
    .getByText('Airlock sign-in test app wants you to sign in')
    .waitFor({ state: 'visible', timeout: 20_000 })
  expect(await page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('solana')))).toBe(
    'pending',
  )
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect
    .poll(() => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('solana'))), {
      timeout: 20_000,
    })
    .toBe('connected')
  const session = await page.evaluate(() => window.__airlock.plugin('siwx')?.getSession())
  expect(session?.data.chainId).toBe(DEVNET_SOLANA_NETWORK.caipNetworkId)
  expect(session?.message).toContain('wants you to sign in with your Solana account:')
  const log = await page.evaluate(() => (window.airlockTestWallet?.log ?? []).map((e) => e.method))
  expect(log).toContain('solana:signIn')
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
