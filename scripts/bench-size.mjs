// Size benchmark: bundles tiny host apps that import named exports from our packages, minified with esbuild,
// and reports raw and gzip bytes. Run with `npm run bench:size`; prints JSON and updates BENCHMARKS.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
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
      'tsyringe (+ tslib)': ['tsyringe', '#tsyringe'],
      eventemitter3: ['eventemitter3'],
    },
  },
  {
    // A host app already has React; what Airlock's UI adds on top of the kernel.
    name: "import { AirlockProvider, ConnectButton } from '@airlock/ui' (React external)",
    code: "import { createAirlock } from '@airlock/kernel'; import { AirlockProvider, ConnectButton } from '@airlock/ui'; globalThis.x = [createAirlock, AirlockProvider, ConnectButton]",
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    overKernel: true,
    budgetKiB: null,
  },
  {
    name: "import { evm } from '@airlock/evm'",
    code: "import { createAirlock } from '@airlock/kernel'; import { evm } from '@airlock/evm'; globalThis.x = [createAirlock, evm]",
    overKernel: true,
    budgetKiB: null,
  },
  {
    name: "import { ens } from '@airlock/ens'",
    code: "import { createAirlock } from '@airlock/kernel'; import { ens } from '@airlock/ens'; globalThis.x = [createAirlock, ens]",
    overKernel: true,
    budgetKiB: null,
  },
]

/**
 * Bundles `code` with code splitting, as an app bundler would: the entry chunk plus every chunk it imports
 * statically is what loads with the page ("eager", gzip summed per file as each is downloaded); chunks
 * reached only through a dynamic import() load on first use and are reported apart ("lazy").
 */
async function measure(code, external = []) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-size-'))
  try {
    const entry = join(dir, 'entry.js')
    writeFileSync(entry, code)
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      outdir: join(dir, 'out'),
      metafile: true,
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
    const outputs = result.metafile.outputs
    const byPath = new Map(result.outputFiles.map((f) => [relative(root, f.path), f.contents]))
    // Dynamic import() targets are entry points too: the page's entry is the one built from entry.js.
    const entryOut = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith('entry.js'))
    const eager = new Set()
    const visit = (out) => {
      if (eager.has(out)) return
      eager.add(out)
      for (const i of outputs[out].imports)
        if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path)
    }
    visit(entryOut)
    const sum = (files) =>
      files.reduce(
        (acc, f) => {
          const bytes = byPath.get(f)
          return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length }
        },
        { raw: 0, gzip: 0 },
      )
    const js = Object.keys(outputs).filter((k) => k.endsWith('.js'))
    const lazyFiles = js.filter((k) => !eager.has(k))
    return {
      ...sum([...eager]),
      eagerFiles: eager.size,
      lazy: { files: lazyFiles.length, ...sum(lazyFiles) },
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const rows = []
const breakdowns = []
for (const c of cases) {
  const { raw, gzip, eagerFiles, lazy } = await measure(c.code, c.external)
  const kib = gzip / 1024
  rows.push({
    ...c,
    raw,
    gzip,
    eagerFiles,
    lazy,
    withinBudget: c.budgetKiB == null ? null : kib <= c.budgetKiB,
    // Plugins and the UI always come with the kernel: what they add on top of `createAirlock` alone.
    addsOverKernel: c.overKernel ? gzip - rows[0].gzip : null,
  })
  if (!c.breakdown) continue
  const parts = []
  for (const [part, external] of Object.entries(c.breakdown)) {
    parts.push({ part, gzip: gzip - (await measure(c.code, [...(c.external ?? []), ...external])).gzip })
  }
  const own = await measure(c.code, Object.values(c.breakdown).flat())
  parts.push({ part: 'our own code alone (every dependency external)', gzip: own.gzip })
  breakdowns.push({ name: c.name, parts })
}
console.log(JSON.stringify([...rows.map(({ code, breakdown, external, ...r }) => r), ...breakdowns], null, 2))

const table = [
  '| Import | Raw (min) | Gzip | Adds over `createAirlock` (gzip) | Budget | Within | Loaded on first use (lazy chunks, gzip) |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| \`${r.name}\` | ${(r.raw / 1024).toFixed(1)} KiB | ${(r.gzip / 1024).toFixed(1)} KiB | ${r.addsOverKernel === null ? '-' : `${(r.addsOverKernel / 1024).toFixed(1)} KiB`} | ${r.budgetKiB === null ? '-' : `${r.budgetKiB} KiB`} | ${r.withinBudget === null ? '-' : r.withinBudget ? 'yes' : 'NO'} | ${r.lazy.files ? `${(r.lazy.gzip / 1024).toFixed(1)} KiB in ${r.lazy.files} file(s)` : '-'} |`,
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
  `Command: \`npm run bench:size\` (esbuild bundle with code splitting, minified, gzip level 9 per file, dependencies included). Raw and Gzip count the entry chunk and every chunk it imports statically (what loads with the page); chunks reached only through \`import()\` are listed apart.\n\n${table}${breakdownText ? `\n\n${breakdownText}` : ''}`,
)
if (rows.some((r) => r.withinBudget === false)) process.exitCode = 1
