// `npm run bench`: builds the host app (React 18 + Airlock, Vite production build), starts devnet, and
// measures in headless Chromium over 5 runs after a warm-up, at 1x and 4x CPU throttling. Writes the
// results to BENCHMARKS.md and exits 1 when a budget is missed.
import os from 'node:os'
import { withBenchApp } from './benchSession'
import type { ChunkInfo } from './buildBench'
import { searchTiming, walletConnectTiming } from './flowTimings'
import { measureRun, type RunResult } from './measureRun'
import {
  breakdownTable,
  checkBudgets,
  figuresTable,
  heapMethodTable,
  initialPackages,
  REFERENCE_ROWS,
} from './report'

// scripts/bench-report.mjs is plain JS without types: import it untyped and name the one function used.
const { writeBenchSection } = (await import('../../scripts/bench-report.mjs' as string)) as {
  writeBenchSection(heading: string, body: string): void
}

/** Why budgets are missed: the click diagnosis comes from traces (bench/scripts/traceClick.ts), the rest from this run. */
function diagnosis(checks: { name: string; ok: boolean }[], chunks: ChunkInfo[]): string[] {
  const missed = (prefix: string) => checks.some((c) => c.name.startsWith(prefix) && !c.ok)
  const lines = [checks.every((c) => c.ok) ? '### Budgets: notes' : '### Why budgets are missed', '']
  if (missed('Initial JS')) {
    const top = initialPackages(chunks)
      .slice(0, 6)
      .map(([pkg, kib]) => `${pkg} ≈ ${kib.toFixed(1)} KiB`)
      .join(', ')
    lines.push(
      `- **Initial JS**: the heaviest packages in the chunks loaded before the click: ${top} (gzip share).`,
    )
  } else {
    lines.push('- **Initial JS**: within budget.')
  }
  lines.push(
    missed('Click')
      ? [
          '- **Click → dialog**: over budget at the median. The host app does not opt into pre-rendering',
          '  (`<AirlockProvider prerender>`), so the first click renders the modal, lays it out and paints it',
          '  (`bench/scripts/traceClick.ts` shows where the time goes); the spread between runs follows the',
          '  machine load (see the load average below).',
        ].join('\n')
      : '- **Click → dialog**: within budget, with no pre-rendering at idle (the modal renders on the first open).',
  )
  lines.push(
    missed('Heap')
      ? '- **Heap**: over budget; it follows the initial JS (schemas, MobX, React).'
      : '- **Heap**: within budget.',
  )
  return lines
}

const RUNS = 5
const loadAtStart = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(', ')
const RATES = [1, 4] as const

const exitCode = await withBenchApp({}, async ({ devnet, browser, url, chunks, devnetStartMs, buildMs }) => {
  const devnetTimings = devnet.timingsMs
  const results: Record<number, RunResult[]> = {}
  const snapshots: { driver: string; rate: number; count: number; chars: number }[] = []
  for (const rate of RATES) {
    // Warm-up (discarded figures), with the heap-snapshot check that no Playwright script is in the page.
    const warm = await measureRun(browser, url, rate, { snapshot: true })
    if (warm.harness) snapshots.push({ driver: 'cdp', rate, ...warm.harness })
    results[rate] = []
    for (let i = 0; i < RUNS; i++) results[rate].push(await measureRun(browser, url, rate))
    process.stderr.write(`bench: ${rate}x done\n`)
  }
  // The old method at 1x, for comparison of the heap figure (its snapshot is the check's positive control).
  const oldWarm = await measureRun(browser, url, 1, { driver: 'playwright', snapshot: true })
  if (oldWarm.harness) snapshots.push({ driver: 'playwright', rate: 1, ...oldWarm.harness })
  const oldMethod: RunResult[] = []
  for (let i = 0; i < RUNS; i++) oldMethod.push(await measureRun(browser, url, 1, { driver: 'playwright' }))
  const all = [...Object.values(results).flat(), ...oldMethod]
  const offHost = [...new Set(all.flatMap((r) => r.offHost))]
  const errors = [...new Set(all.flatMap((r) => r.errors))]
  const wc = await walletConnectTiming(browser, url, devnet.walletPageUrl)
  const search = await searchTiming(browser, url, 'link')
  const checks = checkBudgets(results)
  const exitCode = checks.every((c) => c.ok) ? 0 : 1
  const body = [
    'Command: `npm run bench` (bench/: React 18.3.1 host app, Vite 8 production build, EVM plugin with lazy WalletConnect,',
    'the ens names plugin and the example tip-jar plugin lazily; no other feature plugin exists yet). Headless Debian Chromium, a fresh context per run, 5 runs after a warm-up',
    'per CPU rate (CDP `Emulation.setCPUThrottlingRate`); median and min–max. Gzip = level 9 of each JS file as served.',
    '"Click → dialog visible": from the click event to the first animation frame in which the modal\'s dialog has a',
    'non-empty box and is not CSS-invisible. Heap ("JS heap after open, forced GC" of the app\'s page): `HeapProfiler.collectGarbage`, then',
    '`Runtime.getHeapUsage` (used) once the dialog is visible and the network idle. The measured pages are driven',
    "through a raw CDP session only (probe, click, waits), so the heap holds the app and the probe, not Playwright's",
    'injected selector engine (two 322.6 KiB strings, ≈ 0.63 MiB, in the old method); a heap snapshot per CPU rate checks it.',
    '',
    figuresTable(results),
    '',
    "### Heap: the app's page vs the old, Playwright-driven method",
    '',
    heapMethodTable(results[1] ?? [], oldMethod, snapshots),
    '',
    '### Budgets',
    '',
    '| Budget | Limit | Measured (median) | Within |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.limit} | ${c.measured} | ${c.ok ? 'yes' : '**NO**'} |`),
    '',
    "### Comparison (measured by the issue's author, not by us)",
    '',
    '| Library | Initial JS (gzip) | Click → visible 1x | Click → visible 4x | Heap after open |',
    '|---|---|---|---|---|',
    ...REFERENCE_ROWS,
    '',
    '### Where the initial JS goes (rendered bytes before minification, by package, in the chunks loaded before the click)',
    '',
    breakdownTable(chunks),
    '',
    '### Other timings',
    '',
    '| What | ms |',
    '|---|---|',
    `| devnet start-up (startDevnet, 2 anvil chains seeded, PGlite, relay, wallet page, API, catalogue) | ${devnetStartMs} wall clock (devnet's own timingsMs: ${JSON.stringify(devnetTimings)}) |`,
    `| Bench app production build (Vite) | ${buildMs} |`,
    `| WalletConnect: click → pairing URI shown | ${wc.uriMs} |`,
    `| WalletConnect: URI → devnet wallet page shows the proposal | ${wc.proposalMs} |`,
    `| WalletConnect: approve on the wallet page → session connected in the dApp | ${wc.approveToSessionMs} |`,
    `| WalletConnect: URI → session (total) | ${wc.uriToSessionMs} |`,
    `| AllWallets search "${search.query}" over ${search.catalogueSize} wallets: debounce fires (request start) → grid updated (${search.results} results) | ${Math.round(search.debounceToGridMs)} |`,
    '',
    ...diagnosis(checks, chunks),
    '',
    offHost.length
      ? `Requests outside 127.0.0.1: ${offHost.join(', ')}`
      : 'Requests outside 127.0.0.1: none.',
    errors.length ? `Console errors: ${errors.join(' | ')}` : 'Console errors: none.',
    `CPU: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; load average (1, 5, 15 min) at the start: ${loadAtStart}, at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}.`,
  ].join('\n')
  writeBenchSection('Host app: initial JS, time to interactive button, click to modal, heap', body)
  process.stdout.write(`${body}\n`)
  if (exitCode)
    process.stderr.write(
      `bench: budget missed: ${checks
        .filter((c) => !c.ok)
        .map((c) => c.name)
        .join(', ')}\n`,
    )
  return exitCode
})
process.exit(exitCode)
