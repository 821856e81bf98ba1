// Diagnostic: which functions the click → dialog visible (or → content) window of a built host page runs.
// Installs our packages as the bench does, builds the page, serves it on devnet and, per run, records a CDP
// CPU profile around one open in a fresh context, keeps the samples inside the window and prints the
// functions with the most self and inclusive time (averaged over the runs), and with `TREE=<function name>`
// the call trees under that function. Run (an unminified build names the functions):
//   BENCH_HOST_MINIFY=0 node --conditions=source --import tsx bench/scripts/profileHostOpen.ts \
//     [rate=4] [page=airlock] [first|second|allWallets|connected] [runs=3]
// `first`: Connect after 1.5 s of quiet; `second`: the open after an open and Escape; `allWallets`: the All
// Wallets button, to its first wallet card; `connected`: the devnet test wallet connected, the page reloaded,
// then the open to Account's balance. `WHOLE=1` keeps the whole profile (start → stop) instead of the window
// (for opens shorter than the error of the clock offset). `BENCH_REUSE_PACKAGES=1` skips packing and
// installing. Under CPU throttling the throttler's pauses count as "(program)": the functions' figures are CPU
// time at full speed.
import { clickSelector, evaluate } from './cdpDriver'
import { connectAndReload } from './hostActions'
import type { HostPageName } from './hostBuild'
import { openAndClose, withServedHostPage } from './hostSession'
import type { ClickTimes } from './pathProbe'
import { IDLE_MS } from './runPaths'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples?: number[]
  timeDeltas?: number[]
}

const rate = Number(process.argv[2] ?? 4)
const page = (process.argv[3] ?? 'airlock') as HostPageName
const open = (process.argv[4] ?? 'first') as 'first' | 'second' | 'allWallets' | 'connected'
const runs = Number(process.argv[5] ?? 3)
const tree = process.env.TREE
const log = (line: string) => process.stdout.write(`${line}\n`)
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const nameOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`

/** Milliseconds per function in the window: self, inclusive (once per stack), and the trees under `tree`. */
function windowTimes(profile: Profile, fromUs: number, toUs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  // Each sample weighs the time since the previous one (µs), as DevTools counts it, clipped to the window.
  const hits = new Map<number, number>()
  let at = profile.startTime
  ;(profile.samples ?? []).forEach((id, i) => {
    const previous = at
    at += profile.timeDeltas?.[i] ?? 0
    const weight = Math.min(at, toUs) - Math.max(previous, fromUs)
    if (weight > 0) hits.set(id, (hits.get(id) ?? 0) + weight)
  })
  const ms = (us: number) => us / 1000
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const trees: string[] = []
  const total = (n: ProfileNode): number =>
    (hits.get(n.id) ?? 0) + (n.children ?? []).reduce((sum, c) => sum + total(byId.get(c) as ProfileNode), 0)
  const print = (n: ProfileNode, depth: number) => {
    const t = ms(total(n))
    if (t < 0.5 || depth > Number(process.env.DEPTH ?? 8)) return
    trees.push(`${'  '.repeat(depth)}${t.toFixed(1)} ${nameOf(n)}`)
    for (const c of n.children ?? []) print(byId.get(c) as ProfileNode, depth + 1)
  }
  const walk = (n: ProfileNode, onStack: ReadonlySet<string>, underTree: boolean) => {
    const name = nameOf(n)
    self.set(name, (self.get(name) ?? 0) + ms(hits.get(n.id) ?? 0))
    if (!onStack.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + ms(total(n)))
    const isTree = tree !== undefined && n.callFrame.functionName === tree
    if (isTree && !underTree) print(n, 0)
    for (const c of n.children ?? [])
      walk(byId.get(c) as ProfileNode, new Set([...onStack, name]), underTree || isTree)
  }
  const root = profile.nodes[0]
  if (root) walk(root, new Set(), false)
  return { self, inclusive, trees }
}

const sums = { self: new Map<string, number>(), inclusive: new Map<string, number>() }
await withServedHostPage(
  page,
  async (openTab) => {
    for (let run = 0; run < runs; run++) {
      const { cdp, page: tab, close } = await openTab(rate)
      await pause(IDLE_MS)
      if (open === 'connected') await connectAndReload(cdp, tab, () => pause(IDLE_MS))
      if (open === 'second') {
        await openAndClose(cdp)
        await pause(IDLE_MS)
      }
      const content =
        open === 'allWallets'
          ? '.al-wallet-card:not([data-skeleton])'
          : open === 'connected'
            ? '[data-testid="account-balance"]'
            : null
      await evaluate(cdp, `window.__bench.contentSelector = ${JSON.stringify(content)}`)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
      // The page's clock against the profiler's: read on both sides of the start (µs, midpoint).
      const before = await evaluate<number>(cdp, 'performance.now()')
      await cdp.send('Profiler.start')
      const after = await evaluate<number>(cdp, 'performance.now()')
      const button = open === 'allWallets' ? 'all-wallets-button' : 'connect-button'
      await clickSelector(cdp, `[data-testid="${button}"]`)
      const times = await evaluate<ClickTimes>(cdp, `window.__bench.done(${open === 'second' ? 1 : 0})`)
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      await close()
      const end = (content ? times.contentAt : times.visibleAt) ?? Number.NaN
      const offsetUs = profile.startTime - ((before + after) / 2) * 1000
      // WHOLE=1: the whole profile (start → stop), for opens too short for the clock offset's error.
      const whole = process.env.WHOLE === '1'
      const { self, inclusive, trees } = windowTimes(
        profile,
        whole ? Number.NEGATIVE_INFINITY : offsetUs + times.clickAt * 1000,
        whole ? Number.POSITIVE_INFINITY : offsetUs + end * 1000,
      )
      log(`run ${run}: click → ${content ? 'content' : 'visible'} ${(end - times.clickAt).toFixed(1)} ms`)
      for (const line of trees) log(`  ${line}`)
      for (const [key, map] of [
        ['self', self],
        ['inclusive', inclusive],
      ] as const)
        for (const [name, ms] of map) sums[key].set(name, (sums[key].get(name) ?? 0) + ms / runs)
    }
  },
  { testWallet: open === 'connected' },
)
for (const key of ['self', 'inclusive'] as const) {
  log(`\n${key} time in the window, ms (mean of ${runs} runs, ${page}, ${open}, ${rate}x):`)
  for (const [name, ms] of [...sums[key]].sort((a, b) => b[1] - a[1]).slice(0, 40))
    log(`${ms.toFixed(1).padStart(8)}  ${name}`)
}
