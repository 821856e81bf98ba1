// One benchmark run in a fresh browser context: load, wait for the enabled button, click, wait for the
// dialog, force a GC and read the heap; JS bytes counted from the network.
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { PAGE_PROBE, type ProbeTimes } from './pageProbe'

/** Figures of one run. */
export interface RunResult {
  initialJs: { raw: number; gzip: number; files: number }
  openJs: { raw: number; gzip: number; files: number }
  enabledMs: number
  clickToVisibleMs: number
  heapUsedBytes: number
  jsHeapUsedSize: number
  offHost: string[]
  errors: string[]
}

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

/** Runs the page once at `rate`× CPU throttling. */
export async function measureRun(browser: Browser, url: string, rate: number): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript(PAGE_PROBE)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await cdp.send('Performance.enable')
    const js: JsFile[] = []
    const pending: Promise<void>[] = []
    const offHost: string[] = []
    const errors: string[] = []
    let phase: 'initial' | 'open' = 'initial'
    page.on('pageerror', (e) => void errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('request', (r) => {
      if (!/^(http|ws):\/\/127\.0\.0\.1[:/]|^data:|^blob:/.test(r.url())) offHost.push(r.url())
    })
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? ''
      if (!type.includes('javascript')) return
      const at = phase
      pending.push(
        res.body().then((body) => {
          js.push({
            url: res.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            at: at === 'initial' ? 0 : 1,
          })
        }),
      )
    })
    await page.goto(url)
    const button = page.getByTestId('connect-button')
    await button.waitFor()
    await page.waitForFunction(
      () => (window as unknown as { __bench: ProbeTimes }).__bench.enabledAt !== null,
      null,
      {
        timeout: 60_000,
        polling: 'raf',
      },
    )
    await Promise.all(pending)
    phase = 'open'
    const initial = sum(js)
    await button.click()
    await page.waitForFunction(
      () => (window as unknown as { __bench: ProbeTimes }).__bench.visibleAt !== null,
      null,
      {
        timeout: 60_000,
        polling: 'raf',
      },
    )
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const times = await page.evaluate(() => (window as unknown as { __bench: ProbeTimes }).__bench)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const metrics = await cdp.send('Performance.getMetrics')
    const jsHeap = metrics.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
    return {
      initialJs: initial,
      openJs: sum(js),
      enabledMs: times.enabledAt ?? Number.NaN,
      clickToVisibleMs: (times.visibleAt ?? Number.NaN) - (times.clickAt ?? Number.NaN),
      heapUsedBytes: heap.usedSize,
      jsHeapUsedSize: jsHeap,
      offHost,
      errors,
    }
  } finally {
    await context.close()
  }
}
