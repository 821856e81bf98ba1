// Statistics, budgets and the tables of the benchmark report.
import type { ChunkInfo } from './buildBench'
import type { RunResult } from './measureRun'

/** The issue's budgets. */
export const BUDGETS = {
  initialGzipKiB: 120,
  clickToVisibleMs: { 1: 16, 4: 40 } as Record<number, number>,
  heapMiB: 4,
}

/** The issue's comparison rows (measured by the issue's author). */
export const REFERENCE_ROWS = [
  '| Reown AppKit (EVM, Solana, Bitcoin) | 947 KiB | 79 ms | 239 ms | 11.4 MiB |',
  '| RainbowKit | 615 KiB | 34 ms | 158 ms | 7.7 MiB |',
  '| web3-onboard | 234 KiB | 22 ms | 90 ms | 4.5 MiB |',
]

/** Median, min and max. */
export function stats(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
  return { median, min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const mib = (n: number) => `${(n / 2 ** 20).toFixed(2)} MiB`
const ms = (n: number) => `${n.toFixed(1)} ms`

function cell(values: number[], format: (n: number) => string): string {
  const s = stats(values)
  return s.min === s.max ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`
}

/** The figures table: one column per CPU rate. */
export function figuresTable(results: Record<number, RunResult[]>): string {
  const rates = Object.keys(results).map(Number)
  const row = (name: string, pick: (r: RunResult) => number, format: (n: number) => string) =>
    `| ${name} | ${rates.map((rate) => cell((results[rate] ?? []).map(pick), format)).join(' | ')} |`
  return [
    `| Figure | ${rates.map((r) => `${r}x CPU`).join(' | ')} |`,
    `|---|${rates.map(() => '---').join('|')}|`,
    row('Initial JS before any click, gzip', (r) => r.initialJs.gzip, kib),
    row('Initial JS before any click, raw', (r) => r.initialJs.raw, kib),
    row(
      'Initial JS files',
      (r) => r.initialJs.files,
      (n) => String(n),
    ),
    row('JS after the modal is open, gzip', (r) => r.openJs.gzip, kib),
    row('JS after the modal is open, raw', (r) => r.openJs.raw, kib),
    row(
      'JS files after open',
      (r) => r.openJs.files,
      (n) => String(n),
    ),
    row('Navigation → enabled button', (r) => r.enabledMs, ms),
    row('Click → dialog visible', (r) => r.clickToVisibleMs, ms),
    row('JS heap after open (forced GC, Runtime.getHeapUsage)', (r) => r.heapUsedBytes, mib),
    row('JSHeapUsedSize (Performance.getMetrics)', (r) => r.jsHeapUsedSize, mib),
  ].join('\n')
}

/** Checks the medians against the budgets. */
export function checkBudgets(results: Record<number, RunResult[]>) {
  const median = (rate: number, pick: (r: RunResult) => number) =>
    stats((results[rate] ?? []).map(pick)).median
  const initial = median(1, (r) => r.initialJs.gzip)
  const heap = median(1, (r) => r.heapUsedBytes)
  return [
    {
      name: 'Initial JS (gzip, incl. React + React DOM)',
      limit: `${BUDGETS.initialGzipKiB} KiB`,
      measured: kib(initial),
      ok: initial <= BUDGETS.initialGzipKiB * 1024,
    },
    ...Object.keys(results)
      .map(Number)
      .map((rate) => {
        const value = median(rate, (r) => r.clickToVisibleMs)
        const limit = BUDGETS.clickToVisibleMs[rate] ?? Number.POSITIVE_INFINITY
        return {
          name: `Click → dialog visible at ${rate}x`,
          limit: `${limit} ms`,
          measured: ms(value),
          ok: value <= limit,
        }
      }),
    {
      name: 'Heap after open (1x)',
      limit: `${BUDGETS.heapMiB} MiB`,
      measured: mib(heap),
      ok: heap <= BUDGETS.heapMiB * 2 ** 20,
    },
  ]
}

/** The chunks a page loads before any click: the entry and its static imports. */
export function initialChunks(chunks: ChunkInfo[]): ChunkInfo[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const dep of byName.get(name)?.imports ?? []) visit(dep)
  }
  for (const c of chunks) if (c.isEntry) visit(c.fileName)
  return chunks.filter((c) => seen.has(c.fileName))
}

/** Per-package gzip share (KiB) of the initial chunks, heaviest first (chunk gzip split by rendered bytes). */
export function initialPackages(chunks: ChunkInfo[]): [string, number][] {
  return [...packageTotals(chunks).entries()]
    .map(([pkg, t]): [string, number] => [pkg, t.gzip / 1024])
    .sort((a, b) => b[1] - a[1])
}

function packageTotals(chunks: ChunkInfo[]): Map<string, { rendered: number; gzip: number }> {
  const totals = new Map<string, { rendered: number; gzip: number }>()
  for (const chunk of initialChunks(chunks)) {
    const rendered = Object.values(chunk.packages).reduce((a, b) => a + b, 0) || 1
    for (const [pkg, bytes] of Object.entries(chunk.packages)) {
      const t = totals.get(pkg) ?? { rendered: 0, gzip: 0 }
      t.rendered += bytes
      t.gzip += (chunk.gzip * bytes) / rendered
      totals.set(pkg, t)
    }
  }
  return totals
}

/** Per-package weight of the initial chunks, with an estimated gzip share (chunk gzip split by rendered bytes). */
export function breakdownTable(chunks: ChunkInfo[]): string {
  const rows = [...packageTotals(chunks).entries()].sort((a, b) => b[1].gzip - a[1].gzip)
  return [
    '| Package | Rendered | ≈ Gzip share |',
    '|---|---|---|',
    ...rows
      .filter(([, t]) => t.rendered > 512)
      .map(([pkg, t]) => `| ${pkg} | ${kib(t.rendered)} | ${kib(t.gzip)} |`),
  ].join('\n')
}

/** The heap measured by the CDP driver (the budget's figure) beside the old Playwright-driven method, with the snapshot check. */
export function heapMethodTable(
  cdp: RunResult[],
  playwright: RunResult[],
  snapshots: { driver: string; rate: number; count: number; chars: number }[],
): string {
  const strings = (driver: string) =>
    snapshots
      .filter((s) => s.driver === driver)
      .map((s) => `${s.count} strings, ${s.chars < 1024 ? `${s.chars} chars` : kib(s.chars)} at ${s.rate}x`)
      .join('; ')
  return [
    '| Method (1x CPU, forced GC, `Runtime.getHeapUsage`) | Heap after open | Playwright injected-script strings in a heap snapshot after open |',
    '|---|---|---|',
    `| Raw CDP session (measured figure): probe by \`Page.addScriptToEvaluateOnNewDocument\`, click by \`Input.dispatchMouseEvent\`, waits by one awaited \`Runtime.evaluate\` | ${cell(
      cdp.map((r) => r.heapUsedBytes),
      mib,
    )} | ${strings('cdp')} |`,
    `| Old method: Playwright \`getByTestId().click()\`, \`waitForFunction\`, \`evaluate\` (its injected script is in the page) | ${cell(
      playwright.map((r) => r.heapUsedBytes),
      mib,
    )} | ${strings('playwright')} |`,
  ].join('\n')
}
