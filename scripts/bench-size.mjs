// Size benchmark: bundles tiny host apps that import named exports from our packages, minified with esbuild,
// and reports raw and gzip bytes. Run with `npm run bench:size`; prints JSON and updates BENCHMARKS.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { writeBenchSection } from './bench-report.mjs'

const root = new URL('..', import.meta.url).pathname

/** Named-import cases: what a host app imports, and its budget in KiB gzip (null when none is set). */
const cases = [
  {
    name: "import { createAirlock } from '@airlock/kernel'",
    code: "import { createAirlock } from '@airlock/kernel'; globalThis.x = createAirlock",
    budgetKiB: 40,
    // What each part weighs: gzip of the whole minus gzip with that part left out (external).
    breakdown: {
      mobx: ['mobx'],
      'zod (zod/mini)': ['zod', 'zod/*'],
      'tsyringe (+ tslib)': ['tsyringe'],
      eventemitter3: ['eventemitter3'],
    },
  },
]

async function measure(code, external = []) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-size-'))
  try {
    const entry = join(dir, 'entry.js')
    writeFileSync(entry, code)
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      // Setting `conditions` drops esbuild's default 'module' condition, which real bundlers (Vite,
      // webpack) apply: without it tsyringe's tslib resolves to its whole CommonJS build.
      conditions: ['source', 'module'],
      write: false,
      absWorkingDir: root,
      nodePaths: [join(root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      external,
    })
    const bytes = result.outputFiles[0].contents
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const rows = []
const breakdowns = []
for (const c of cases) {
  const { raw, gzip } = await measure(c.code)
  const kib = gzip / 1024
  rows.push({ ...c, raw, gzip, withinBudget: c.budgetKiB == null ? null : kib <= c.budgetKiB })
  if (!c.breakdown) continue
  const parts = []
  for (const [part, external] of Object.entries(c.breakdown)) {
    parts.push({ part, gzip: gzip - (await measure(c.code, external)).gzip })
  }
  const own = await measure(c.code, Object.values(c.breakdown).flat())
  parts.push({ part: 'our own code alone (every dependency external)', gzip: own.gzip })
  breakdowns.push({ name: c.name, parts })
}
console.log(JSON.stringify([...rows.map(({ code, breakdown, ...r }) => r), ...breakdowns], null, 2))

const table = [
  '| Import | Raw (min) | Gzip | Budget | Within |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| \`${r.name}\` | ${(r.raw / 1024).toFixed(1)} KiB | ${(r.gzip / 1024).toFixed(1)} KiB | ${r.budgetKiB ?? '-'} KiB | ${r.withinBudget === null ? '-' : r.withinBudget ? 'yes' : 'NO'} |`,
  ),
].join('\n')
const breakdownText = breakdowns
  .map((b) =>
    [
      `What \`${b.name}\` weighs, part by part (gzip of the whole minus gzip without the part; parts compress together, so they do not add up exactly):`,
      '',
      '| Part | Gzip |',
      '|---|---|',
      ...b.parts.map((p) => `| ${p.part} | ${(p.gzip / 1024).toFixed(1)} KiB |`),
    ].join('\n'),
  )
  .join('\n\n')
writeBenchSection(
  'Bundle size per named import',
  `Command: \`npm run bench:size\` (esbuild bundle, minified, gzip level 9, dependencies included).\n\n${table}${breakdownText ? `\n\n${breakdownText}` : ''}`,
)
if (rows.some((r) => r.withinBudget === false)) process.exitCode = 1
