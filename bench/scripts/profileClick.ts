// Diagnostic: where the time between the click and the visible dialog goes. Builds and serves the bench
// app on devnet, records a CDP CPU profile around the click at the given throttling, and prints the
// functions with the most self time. Run: node --conditions=source --import tsx bench/scripts/profileClick.ts [rate]
import { openThrottledPage, waitForDialog, withBenchApp } from './benchSession'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

const rate = Number(process.argv[2] ?? 4)
await withBenchApp({ minify: process.env.BENCH_MINIFY !== '0' }, async ({ browser, url }) => {
  for (let run = 0; run < 3; run++) {
    const { context, page, cdp } = await openThrottledPage(browser, url, rate)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.getByTestId('connect-button').click()
    const t = await waitForDialog(page, 'raf')
    const { profile } = await cdp.send('Profiler.stop')
    const nodes = profile.nodes as ProfileNode[]
    const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples?.length ?? 1)
    const self = new Map<string, number>()
    for (const n of nodes) {
      const f = n.callFrame
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`
      self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0) * interval)
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
    process.stdout.write(
      `\nrun ${run}: click → visible ${((t.visibleAt ?? 0) - (t.clickAt ?? 0)).toFixed(1)} ms at ${rate}x\n`,
    )
    for (const [k, ms] of top) process.stdout.write(`  ${ms.toFixed(1).padStart(7)} ms  ${k}\n`)
    await context.close()
  }
})
