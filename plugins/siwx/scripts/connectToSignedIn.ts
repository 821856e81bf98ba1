// Measures connect → signed in on the devnet: `npm run bench:sign-in -w @airlock/siwx` (options: --runs=N,
// default 7). Starts the devnet with its sign-in server once, builds and serves the browser tests' app
// (evm + siwx backed by that server) and, for each run, opens it in a fresh headless Chromium context (no
// cookie, no cache) with the devnet's injected test wallet (it approves at once: the figures are the
// machine's, not a person's). Times the wallet's button click → the SIWXSignMessage view on screen
// (connect), Sign → the connection connected with the session the server verified (sign-in), and the
// whole. Prints one JSON line per run and a summary (median and range); BENCHMARKS.md quotes it.
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import {
  buildViteApp,
  DEVNET_ACCOUNTS,
  e2eConfigScript,
  launchChromium,
  OPTIONAL_SERVICES_OFF,
  openPage,
  provideDevnetEndpoints,
  serveStatic,
  startDevnet,
  testWalletInitScript,
} from '@airlock/devnet'
import type { Airlock } from '@airlock/kernel'
import type { Browser } from 'playwright-core'

declare global {
  interface Window {
    __airlock: Airlock
  }
}

const APP_DIR = fileURLToPath(new URL('../test/app/', import.meta.url))
const ACCOUNT = DEVNET_ACCOUNTS[7]!
const GIVE_UP_MS = 60_000

interface Run {
  connectMs: number
  signInMs: number
  totalMs: number
  load: number
}

/** One visitor in a fresh context: wallet click → view, Sign → signed in (the server's session). */
async function timeSignIn(browser: Browser, url: string, initScripts: string[]): Promise<Run> {
  const load = loadavg()[0] ?? 0
  const { context, page } = await openPage(browser, url, { initScripts })
  try {
    await page.getByRole('button', { name: 'Connect' }).click()
    const walletButton = page.getByRole('button', { name: /Airlock Test Wallet/ }).first()
    await walletButton.waitFor({ timeout: GIVE_UP_MS })
    const t0 = performance.now()
    await walletButton.click()
    await page
      .getByText('Airlock sign-in test app wants you to sign in')
      .waitFor({ state: 'visible', timeout: GIVE_UP_MS })
    const t1 = performance.now()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await page.waitForFunction(
      () =>
        window.__airlock.get((s) => s.connection.statusOf('eip155')) === 'connected' &&
        window.__airlock.plugin('siwx')?.getSession() !== undefined,
      undefined,
      { timeout: GIVE_UP_MS, polling: 10 },
    )
    const t2 = performance.now()
    return {
      connectMs: Math.round(t1 - t0),
      signInMs: Math.round(t2 - t1),
      totalMs: Math.round(t2 - t0),
      load: Math.round(load * 10) / 10,
    }
  } finally {
    await context.close()
  }
}

/** The median and range of `values`. */
function summary(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 ? (sorted[mid] ?? 0) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2)
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 }
}

const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 7)
const [devnet, build, browser] = await Promise.all([
  startDevnet({ ...OPTIONAL_SERVICES_OFF, siwx: true }),
  buildViteApp(APP_DIR, { tempPrefix: 'airlock-siwx-bench-app-' }),
  launchChromium(),
])
const server = await serveStatic(build.outDir)
try {
  if (!devnet.siwx) throw new Error('the devnet runs its sign-in server')
  const initScripts = [
    e2eConfigScript(provideDevnetEndpoints({ provide: () => undefined }, devnet)),
    `window.__AIRLOCK_SIWX_E2E__ = ${JSON.stringify({ url: devnet.siwx.url })}`,
    testWalletInitScript({
      chains: devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
      accounts: [ACCOUNT.privateKey],
    }),
  ]
  const results: Run[] = []
  for (let i = 0; i < runs; i++) {
    const run = await timeSignIn(browser, server.url, initScripts)
    results.push(run)
    console.log(JSON.stringify({ run: i + 1, ...run }))
  }
  console.log(
    JSON.stringify({
      runs,
      connectMs: summary(results.map((r) => r.connectMs)),
      signInMs: summary(results.map((r) => r.signInMs)),
      totalMs: summary(results.map((r) => r.totalMs)),
      load: summary(results.map((r) => r.load)),
    }),
  )
} finally {
  await browser.close()
  await server.stop()
  await devnet.stop()
}
