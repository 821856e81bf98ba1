// What every bench script shares: devnet, one system Chromium, the bench app built into a temp folder and
// served with the devnet runtime config; and a throttled page of it that is ready for a click.
import { rmSync } from 'node:fs'
import { type Devnet, launchChromium, startDevnet } from '@airlock/devnet'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { startSandboxServer } from '../../sandbox/server/sandboxServer'
import { devnetRuntimeConfig } from '../../sandbox/server/startSandbox'
import { buildBench, type ChunkInfo } from './buildBench'
import { PAGE_PROBE, type ProbeTimes } from './pageProbe'

/** The running bench app and what starting it took. */
export interface BenchSession {
  devnet: Devnet
  browser: Browser
  /** URL of the served bench app. */
  url: string
  chunks: ChunkInfo[]
  /** Wall-clock ms of startDevnet. */
  devnetStartMs: number
  /** Ms of the Vite production build. */
  buildMs: number
}

/** Starts devnet and Chromium, builds and serves the bench app, runs `run`, then stops everything. */
export async function withBenchApp<T>(
  options: { minify?: boolean },
  run: (session: BenchSession) => Promise<T>,
): Promise<T> {
  const t0 = performance.now()
  const devnet = await startDevnet({ bitcoin: false })
  const devnetStartMs = Math.round(performance.now() - t0)
  const browser = await launchChromium()
  try {
    const tb = performance.now()
    const { outDir, chunks } = await buildBench(options)
    const buildMs = Math.round(performance.now() - tb)
    const server = await startSandboxServer({
      dir: outDir,
      config: { ...devnetRuntimeConfig(devnet), testWallet: false },
    })
    try {
      return await run({ devnet, browser, url: server.url, chunks, devnetStartMs, buildMs })
    } finally {
      await server.stop()
      rmSync(outDir, { recursive: true, force: true })
    }
  } finally {
    await browser.close()
    await devnet.stop()
  }
}

/** A page of the bench app in a fresh context, CPU-throttled, loaded, its connect button enabled. */
export interface ThrottledPage {
  context: BrowserContext
  page: Page
  cdp: CDPSession
}

/** Opens `url` with the page probe at `rate`× CPU throttling; resolves once the button is enabled and the network idle. */
export async function openThrottledPage(browser: Browser, url: string, rate: number): Promise<ThrottledPage> {
  const context = await browser.newContext()
  await context.addInitScript(PAGE_PROBE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await page.goto(url)
  await page.waitForFunction(() => (window as unknown as { __bench: ProbeTimes }).__bench.enabledAt !== null)
  await page.waitForLoadState('networkidle')
  return { context, page, cdp }
}

/** Waits for the frame in which the dialog is visible (polling as given); resolves with the probe's times. */
export async function waitForDialog(page: Page, polling: 'raf' | number): Promise<ProbeTimes> {
  await page.waitForFunction(
    () => (window as unknown as { __bench: ProbeTimes }).__bench.visibleAt !== null,
    null,
    { polling },
  )
  return page.evaluate(() => (window as unknown as { __bench: ProbeTimes }).__bench)
}
