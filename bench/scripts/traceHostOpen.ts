// Diagnostic: where the first open of a built host page goes (the pages `npm run bench` times). Installs our
// packages as the bench does, builds the page, serves it on devnet and, per run, traces click → dialog visible
// in a fresh context: the main thread's time by event (script, lazy compilation, style, layout, frames), then
// the medians. Run:
//   node --conditions=source --import tsx bench/scripts/traceHostOpen.ts [rate=4] [page=airlock] [idle|early|second] [runs=7]
// `second`: the open after an open and Escape. `ALL_EVENTS=1` also prints every event name's time in the window.
// `BENCH_REUSE_PACKAGES=1` skips packing and installing.
import { clickSelector, evaluate, type TraceEvent } from './cdpDriver'
import type { HostPageName } from './hostBuild'
import { openAndClose, withServedHostPage } from './hostSession'
import type { ClickTimes } from './pathProbe'
import { IDLE_MS } from './runPaths'

/** Main-thread events summed per run (nested ones overlap: compilation is inside script). */
const EVENTS = [
  'EventDispatch',
  'RunMicrotasks',
  'V8.CompileCode',
  'UpdateLayoutTree',
  'Layout',
  'FireAnimationFrame',
] as const

const rate = Number(process.argv[2] ?? 4)
const page = (process.argv[3] ?? 'airlock') as HostPageName
const mode = process.argv[4] ?? 'idle'
const runs = Number(process.argv[5] ?? 7)
const log = (line: string) => process.stdout.write(`${line}\n`)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const sums = new Map<string, number[]>()
await withServedHostPage(page, async (openTab) => {
  for (let run = 0; run < runs; run++) {
    const { cdp, page: tab, browser, close } = await openTab(rate)
    const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    if (mode !== 'early') await idle()
    if (mode === 'second') {
      await openAndClose(cdp)
      await idle()
    }
    await browser.startTracing(tab, {
      categories: ['devtools.timeline', 'v8.execute', 'blink', 'disabled-by-default-v8.compile'],
    })
    await clickSelector(cdp, '[data-testid="connect-button"]')
    const times = await evaluate<ClickTimes>(cdp, `window.__bench.done(${mode === 'second' ? 1 : 0})`)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[]
    }
    await close()
    const click = traceEvents.findLast((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
    const visible = (times.visibleAt ?? Number.NaN) - times.clickAt
    if (!click) throw new Error('no click in the trace')
    const end = click.ts + visible * 1000
    const inWindow = traceEvents.filter(
      (e) => e.pid === click.pid && e.tid === click.tid && e.ph === 'X' && e.ts >= click.ts && e.ts <= end,
    )
    const row = new Map<string, number>([['visible', visible]])
    for (const name of EVENTS)
      row.set(
        name,
        inWindow.filter((e) => e.name === name).reduce((ms, e) => ms + (e.dur ?? 0) / 1000, 0),
      )
    if (process.env.ALL_EVENTS === '1') {
      const byName = new Map<string, number>()
      for (const e of inWindow) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
      log(
        `  ${[...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 16)
          .map(([k, v]) => `${k} ${v.toFixed(1)}`)
          .join(' | ')}`,
      )
    }
    log(`run ${run}: ${[...row].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ')}`)
    for (const [k, v] of row) sums.set(k, [...(sums.get(k) ?? []), v])
  }
  log(
    `median of ${runs} (${page}, ${mode}, ${rate}x, ms; traced, so slower than npm run bench): ${[...sums]
      .map(([k, v]) => `${k} ${median(v).toFixed(1)}`)
      .join(' | ')}`,
  )
})
