// Diagnostic: a Chromium trace of the click → dialog interval, summed by event name on the page's main
// thread (script, style recalculation, layout, paint…). Run:
// node --conditions=source --import tsx bench/scripts/traceClick.ts [rate]
import { openThrottledPage, waitForDialog, withBenchApp } from './benchSession'
import type { TraceEvent } from './cdpDriver'

const rate = Number(process.argv[2] ?? 1)
await withBenchApp({}, async ({ browser, url }) => {
  for (let run = 0; run < 3; run++) {
    const { context, page } = await openThrottledPage(browser, url, rate)
    const box = await page.getByTestId('connect-button').boundingBox()
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink'] })
    await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5)
    const t = await waitForDialog(page, 100)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
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
})
