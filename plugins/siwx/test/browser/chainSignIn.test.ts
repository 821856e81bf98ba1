// Sign in with X with a Solana and a Bitcoin wallet in headless Chromium: the test app with one chain's plugin
// alone (`?chains=solana`, `?chains=bitcoin`), the devnet's injected test wallet (Wallet Standard wallets:
// Solana signs through solana:signIn, Bitcoin with BIP-322) and the devnet's sign-in server, which verifies
// the ed25519 or BIP-322 signature of the message the wallet signed. One devnet (with its Solana and Bitcoin
// nodes) and one app build serve both.
import { fileURLToPath } from 'node:url'
import { bitcoinRegtest } from '@airlock/bitcoin'
import {
  bitcoinTestWalletConfig,
  buildViteApp,
  DEVNET_ACCOUNTS,
  DEVNET_BITCOIN_ACCOUNTS,
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
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))

let devnet: Devnet
let browser: Browser
let server: LocalServer

beforeAll(async () => {
  const [started, build, chromium] = await Promise.all([
    startDevnet({ ...OPTIONAL_SERVICES_OFF, siwx: true, bitcoin: true }),
    buildViteApp(APP_DIR, { tempPrefix: 'airlock-siwx-chains-app-' }),
    launchChromium(),
  ])
  devnet = started
  browser = chromium
  server = await serveStatic(build.outDir)
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
})

/** The test app with `chains`' plugin alone, the test wallet injected with its Solana and Bitcoin wallets. */
async function openApp(chains: 'solana' | 'bitcoin'): Promise<Page> {
  const sol = devnet.solana
  const btc = devnet.bitcoin
  if (!devnet.siwx || !sol || !btc)
    throw new Error('the devnet runs its sign-in server, Solana and Bitcoin nodes')
  const endpoints = provideDevnetEndpoints({ provide: () => undefined }, devnet)
  const opened = await openPage(browser, new URL(`/?chains=${chains}`, server.url).href, {
    initScripts: [
      e2eConfigScript(endpoints),
      `window.__AIRLOCK_SIWX_E2E__ = ${JSON.stringify({
        url: devnet.siwx.url,
        ...(chains === 'solana'
          ? { solana: { ...DEVNET_SOLANA_NETWORK, rpcUrl: sol.rpcUrl, wsUrl: sol.wsUrl } }
          : { esploraUrl: btc.esploraUrl }),
      })}`,
      testWalletInitScript({
        chains: devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
        accounts: [DEVNET_ACCOUNTS[8]!.privateKey],
        solana: solanaTestWalletConfig(sol.rpcUrl),
        bitcoin: bitcoinTestWalletConfig(btc.esploraUrl),
      }),
    ],
  })
  return opened.page
}

const CASES = [
  {
    chains: 'solana',
    namespace: 'solana',
    ecosystem: 'Solana',
    chainId: DEVNET_SOLANA_NETWORK.caipNetworkId,
    walletMethod: 'solana:signIn',
    how: 'through solana:signIn (the server checks the ed25519 signature)',
  },
  {
    chains: 'bitcoin',
    namespace: 'bip122',
    ecosystem: 'Bitcoin',
    chainId: bitcoinRegtest.caipNetworkId,
    walletMethod: 'bitcoin:signMessage',
    how: 'with a BIP-322 signature of its payment address (the server checks it on regtest)',
  },
] as const

describe.each(CASES)('[spec 2.10, 3.10] sign in with a $ecosystem wallet', (c) => {
  test(`signs in ${c.how}; the server keeps the session`, async () => {
    const page = await openApp(c.chains)
    onTestFailed(async () => {
      await page.screenshot({ path: `/tmp/siwx-${c.chains}-e2e-failed.png` }).catch(() => undefined)
    })
    const status = () =>
      page.evaluate((ns) => window.__airlock.get((s) => s.connection.statusOf(ns)), c.namespace)
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
    expect(session?.data.chainId).toBe(c.chainId)
    expect(session?.message).toContain(`wants you to sign in with your ${c.ecosystem} account:`)
    if (c.chains === 'bitcoin') expect(session?.data.accountAddress).toBe(DEVNET_BITCOIN_ACCOUNTS[0]?.address)
    const log = await page.evaluate(() => (window.airlockTestWallet?.log ?? []).map((e) => e.method))
    expect(log).toContain(c.walletMethod)
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
    await page.context().close()
  })
})
