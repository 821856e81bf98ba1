// Size benchmark: bundles tiny host apps that import named exports from our packages, minified with esbuild,
// and reports raw and gzip bytes. Run with `npm run bench:size`; prints JSON and updates BENCHMARKS.md.

import { writeBenchSection } from './bench-report.mjs'
import { measureBundle } from './measureBundle.ts'
import { measurePluginFaces, pluginFacesSection, pluginFacesWithin } from './pluginFaces.ts'

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
  {
    name: "import { walletConnect } from '@airlock/walletconnect'",
    code: "import { createAirlock } from '@airlock/kernel'; import { walletConnect } from '@airlock/walletconnect'; globalThis.x = [createAirlock, walletConnect]",
    overKernel: true,
    budgetKiB: null,
    // Its views import React and @airlock/ui: measured as a host that has them already.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@airlock/ui'],
  },
  {
    name: "import { solana } from '@airlock/solana'",
    code: "import { createAirlock } from '@airlock/kernel'; import { solana } from '@airlock/solana'; globalThis.x = [createAirlock, solana]",
    overKernel: true,
    budgetKiB: null,
  },
]

/** Eager and lazy sizes of a host entry (see measureBundle.ts). */
async function measure(code, external = []) {
  const { eager, lazy } = await measureBundle(code, { external })
  return {
    raw: eager.raw,
    gzip: eager.gzip,
    eagerFiles: eager.files.length,
    lazy: { files: lazy.files.length, raw: lazy.raw, gzip: lazy.gzip },
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

// Every plugin's eager face and the page with all of them (Vite, see pluginFaces.ts).
const faces = await measurePluginFaces()
console.log(JSON.stringify(faces, null, 2))
writeBenchSection('Every plugin: eager faces and a page with all of them', pluginFacesSection(faces))
if (!pluginFacesWithin(faces)) process.exitCode = 1
