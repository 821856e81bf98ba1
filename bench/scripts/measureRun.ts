// One benchmark run in a fresh browser context: load, wait for the enabled button, click, wait for the
// dialog, force a GC and read the heap; JS bytes counted from the network.
// Driver 'cdp' (the measured figures): probe, waits and click go through a raw CDP session, so the page
// holds no Playwright injected script. Driver 'playwright' (the old method, kept for comparison): locators,
// waitForFunction and evaluate, which inject Playwright's selector engine and utility script into the page.
import { gzipSync } from 'node:zlib'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { addInitScript, clickSelector, evaluate } from './cdpDriver'
import { type HarnessStrings, harnessStringsInHeap } from './heapSnapshot'
import { PAGE_PROBE, type ProbeTimes } from './pageProbe'

/** Figures of one run. */
export interface RunResult {
  initialJs: { raw: number; gzip: number; files: number }
  openJs: { raw: number; gzip: number; files: number }
  enabledMs: number
  clickToVisibleMs: number
  heapUsedBytes: number
  jsHeapUsedSize: number
  /** Playwright injected-script strings in a heap snapshot taken after open (only when asked for). */
  harness?: HarnessStrings
  offHost: string[]
  errors: string[]
}

/** How the page is driven. */
export type Driver = 'cdp' | 'playwright'

interface JsFile {
  url: string
  raw: number
  gzip: number
  at: number
}

const sum = (files: JsFile[]) => ({
  raw: files.reduce((n, f) => n + f.raw, 0),
  gzip: files.reduce((n, f) => n + f.gzip, 0),
  files: files.length,
})

const BUTTON = '[data-testid="connect-button"]'
type Bench = { __bench: ProbeTimes }

/** Load → enabled button → click → visible dialog, in the driver's way; resolves with the probe's times. */
async function clickToDialog(
  page: Page,
  cdp: CDPSession,
  driver: Driver,
  networkIdle: () => Promise<void>,
  beforeClick: () => void,
) {
  if (driver === 'cdp') {
    await evaluate(cdp, 'window.__bench.enabled')
    await networkIdle()
    beforeClick()
    await clickSelector(cdp, BUTTON)
    await evaluate(cdp, 'window.__bench.visible')
    await networkIdle()
    return evaluate<ProbeTimes>(cdp, 'window.__bench')
  }
  const options = { timeout: 60_000, polling: 'raf' } as const
  const button = page.getByTestId('connect-button')
  await button.waitFor()
  await page.waitForFunction(() => (window as unknown as Bench).__bench.enabledAt !== null, null, options)
  await networkIdle()
  beforeClick()
  await button.click()
  await page.waitForFunction(() => (window as unknown as Bench).__bench.visibleAt !== null, null, options)
  await networkIdle()
  return page.evaluate(() => (window as unknown as Bench).__bench)
}

/**
 * Counts the page's requests in flight; `idle()` resolves once none has been in flight for 500 ms, counted from
 * the call or the last request's end, whichever is later (Playwright's own 'networkidle' load state, once
 * reached, would not wait again after the click). Polled from Node.
 */
function trackNetwork(page: Page): { idle(): Promise<void> } {
  let inFlight = 0
  let quietSince = performance.now()
  page.on('request', () => void inFlight++)
  const finished = () => {
    inFlight--
    quietSince = performance.now()
  }
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  return {
    async idle() {
      const start = performance.now()
      const deadline = start + 30_000
      // Quiet for 500 ms counted from this call at the earliest: requests the click starts a frame later count.
      while (inFlight > 0 || performance.now() - Math.max(quietSince, start) < 500) {
        if (performance.now() > deadline) throw new Error(`network not idle: ${inFlight} requests in flight`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}

/** Runs the page once at `rate`× CPU throttling. */
export async function measureRun(
  browser: Browser,
  url: string,
  rate: number,
  { driver = 'cdp', snapshot = false }: { driver?: Driver; snapshot?: boolean } = {},
): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await addInitScript(cdp, PAGE_PROBE)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await cdp.send('Performance.enable')
    const js: JsFile[] = []
    const pending: Promise<void>[] = []
    const offHost: string[] = []
    const errors: string[] = []
    let phase: 'initial' | 'open' = 'initial'
    let done = false
    page.on('pageerror', (e) => void errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    const network = trackNetwork(page)
    page.on('request', (r) => {
      if (!/^(http|ws):\/\/127\.0\.0\.1[:/]|^data:|^blob:/.test(r.url())) offHost.push(r.url())
    })
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? ''
      if (!type.includes('javascript')) return
      const at = phase
      pending.push(
        res.body().then(
          (body) => {
            js.push({
              url: res.url(),
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              at: at === 'initial' ? 0 : 1,
            })
          },
          // A response still arriving when the context closes (after the figures were taken) is not counted.
          (error: Error) => {
            if (!done) errors.push(`JS body of ${res.url()}: ${error.message}`)
          },
        ),
      )
    })

    await page.goto(url)
    const times = await clickToDialog(page, cdp, driver, network.idle, () => {
      phase = 'open'
    })
    await Promise.all(pending)
    const initial = sum(js.filter((f) => f.at === 0))
    const open = sum(js)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const metrics = await cdp.send('Performance.getMetrics')
    const jsHeap = metrics.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
    const harness = snapshot ? await harnessStringsInHeap(cdp) : undefined
    done = true
    return {
      initialJs: initial,
      openJs: open,
      enabledMs: times.enabledAt ?? Number.NaN,
      clickToVisibleMs: (times.visibleAt ?? Number.NaN) - (times.clickAt ?? Number.NaN),
      heapUsedBytes: heap.usedSize,
      jsHeapUsedSize: jsHeap,
      ...(harness ? { harness } : {}),
      offHost,
      errors,
    }
  } finally {
    await context.close()
  }
}
