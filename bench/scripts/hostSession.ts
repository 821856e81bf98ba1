// What the host-page diagnostics share (traceHostOpen, profileHostOpen, heapByKind, compileHostOpen): our packages
// installed as the bench installs them, one page built and served on devnet, and a fresh throttled tab with the
// path probe per run.
import { rmSync } from 'node:fs'
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_OPTIONS, startDevnet } from '@airlock/devnet'
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core'
import { startSandboxServer } from '../../sandbox/server/sandboxServer'
import { devnetRuntimeConfig } from '../../sandbox/server/startSandbox'
import { addInitScript, clickSelector, evaluate } from './cdpDriver'
import { buildHostPage, type HostPageName, installHostPackages } from './hostBuild'
import { PATH_PROBE } from './pathProbe'
import { IDLE_MS } from './runPaths'

/** A tab on the served page, its button enabled, CPU throttled; close it after the run. */
export interface HostTab {
  cdp: CDPSession
  page: Page
  browser: Browser
  /** The built page's folder (chunks, and their source maps with `BENCH_HOST_SOURCEMAP=1`). */
  outDir: string
  close(): Promise<void>
}

/**
 * Installs our packages (unless `BENCH_REUSE_PACKAGES=1`), builds `page`, serves it on devnet (the injected
 * test wallet only with `testWallet`; its Bitcoin node and the wallet's Bitcoin side only with `bitcoin`) and
 * calls `body` with a function that opens a fresh tab at `rate`× CPU throttling; stops everything after.
 */
export async function withServedHostPage(
  page: HostPageName,
  body: (openTab: (rate: number) => Promise<HostTab>) => Promise<void>,
  { testWallet = false, bitcoin = false }: { testWallet?: boolean; bitcoin?: boolean } = {},
): Promise<void> {
  if (process.env.BENCH_REUSE_PACKAGES !== '1')
    installHostPackages((line) => process.stderr.write(`${line}\n`))
  const build = await buildHostPage(page)
  const devnet = await startDevnet({ bitcoin })
  // BENCH_CHROMIUM_ARGS: a JSON array of extra flags for a diagnostic (e.g. V8's function-event log), never for
  // measured figures.
  const extraArgs = JSON.parse(process.env.BENCH_CHROMIUM_ARGS ?? '[]') as string[]
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
  const server = await startSandboxServer({
    dir: build.outDir,
    config: { ...devnetRuntimeConfig(devnet), testWallet },
    ...(testWallet ? { testWalletScriptUrl: devnet.testWalletScriptUrl } : {}),
  })
  try {
    await body(async (rate) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      await addInitScript(cdp, PATH_PROBE)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await tab.goto(testWallet ? server.url : `${server.url}?testWallet=0`)
      await evaluate(cdp, 'window.__bench.enabled')
      return { cdp, page: tab, browser, outDir: build.outDir, close: () => context.close() }
    })
  } finally {
    await server.stop()
    await browser.close()
    await devnet.stop()
    rmSync(build.outDir, { recursive: true, force: true })
  }
}

/** Opens once and closes with Escape (for the `second` open). */
export async function openAndClose(cdp: CDPSession): Promise<void> {
  await clickSelector(cdp, '[data-testid="connect-button"]')
  await evaluate(cdp, 'window.__bench.done(0)')
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  for (const type of ['keyDown', 'keyUp'] as const)
    await cdp.send('Input.dispatchKeyEvent', {
      type,
      key: 'Escape',
      code: 'Escape',
      windowsVirtualKeyCode: 27,
    })
  await evaluate(cdp, 'window.__bench.hidden()')
}
