// Diagnostic: a Chromium trace of the click → dialog interval, summed by event name on the page's main
// thread (script, style recalculation, layout, paint…). Run:
// node --conditions=source --import tsx bench/scripts/traceClick.ts [rate]
import { rmSync } from 'node:fs'
import { startDevnet } from '@airlock/devnet'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../sandbox/e2e/chromium'
import { startSandboxServer } from '../../sandbox/server/sandboxServer'
import { devnetRuntimeConfig } from '../../sandbox/server/startSandbox'
import { buildBench } from './buildBench'
import { PAGE_PROBE, type ProbeTimes } from './pageProbe'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { type?: string } }
}

const rate = Number(process.argv[2] ?? 1)
const devnet = await startDevnet()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const { outDir } = await buildBench()
  const server = await startSandboxServer({
    dir: outDir,
    config: { ...devnetRuntimeConfig(devnet), testWallet: false },
  })
  try {
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext()
      await context.addInitScript(PAGE_PROBE)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await page.goto(server.url)
      await page.waitForFunction(
        () => (window as unknown as { __bench: ProbeTimes }).__bench.enabledAt !== null,
      )
      await page.waitForLoadState('networkidle')
      const box = await page.getByTestId('connect-button').boundingBox()
      await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink'] })
      await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5)
      await page.waitForFunction(
        () => (window as unknown as { __bench: ProbeTimes }).__bench.visibleAt !== null,
        null,
        {
          polling: 100,
        },
      )
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
      const t = await page.evaluate(() => (window as unknown as { __bench: ProbeTimes }).__bench)
      const events = trace.traceEvents
      const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
      if (!click) throw new Error('no click in the trace')
      const end = click.ts + ((t.visibleAt ?? 0) - (t.clickAt ?? 0)) * 1000
      const main = events.filter(
        (e) => e.pid === click.pid && e.tid === click.tid && e.ph === 'X' && e.ts >= click.ts && e.ts <= end,
      )
      const byName = new Map<string, number>()
      for (const e of main) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
      process.stdout.write(
        `\nrun ${run}: click → visible ${((t.visibleAt ?? 0) - (t.clickAt ?? 0)).toFixed(1)} ms at ${rate}x (inclusive ms per event name, nested events overlap)\n`,
      )
      for (const [name, ms] of [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
        process.stdout.write(`  ${ms.toFixed(1).padStart(7)} ms  ${name}\n`)
      }
      await context.close()
    }
  } finally {
    await server.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
} finally {
  await browser.close()
  await devnet.stop()
}
