// Diagnostic: where the time between the click and the visible dialog goes. Builds and serves the bench
// app on devnet, records a CDP CPU profile around the click at the given throttling, and prints the
// functions with the most self time. Run: node --conditions=source --import tsx bench/scripts/profileClick.ts [rate]
import { rmSync } from 'node:fs'
import { startDevnet } from '@airlock/devnet'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../sandbox/e2e/chromium'
import { startSandboxServer } from '../../sandbox/server/sandboxServer'
import { devnetRuntimeConfig } from '../../sandbox/server/startSandbox'
import { buildBench } from './buildBench'
import { PAGE_PROBE, type ProbeTimes } from './pageProbe'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

const rate = Number(process.argv[2] ?? 4)
const devnet = await startDevnet()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const { outDir } = await buildBench({ minify: process.env.BENCH_MINIFY !== '0' })
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
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
      await page.getByTestId('connect-button').click()
      await page.waitForFunction(
        () => (window as unknown as { __bench: ProbeTimes }).__bench.visibleAt !== null,
        null,
        {
          polling: 'raf',
        },
      )
      const { profile } = await cdp.send('Profiler.stop')
      const t = await page.evaluate(() => (window as unknown as { __bench: ProbeTimes }).__bench)
      const nodes = profile.nodes as ProfileNode[]
      const interval =
        (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples?.length ?? 1)
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
  } finally {
    await server.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
} finally {
  await browser.close()
  await devnet.stop()
}
