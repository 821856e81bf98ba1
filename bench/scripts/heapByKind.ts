// Diagnostic: what the JS heap of a built host page holds, before or after its first open. Installs our
// packages as the bench does, builds and serves the page, waits 1.5 s, opens Connect (`after`), forces a GC and
// takes a heap snapshot; prints the heap's used size (the figure `npm run bench` reports), the snapshot's bytes
// by node type, the objects by constructor, and the functions holding the most code (bytecode plus baseline or
// optimised machine code, by function and script). Run (an unminified build names the functions):
//   BENCH_HOST_MINIFY=0 node --conditions=source --import tsx bench/scripts/heapByKind.ts [page=airlock] [before|after]
// BY_SOURCE=1 builds the page with source maps and adds the code bytes by package (a function counts where its
// live closure was defined; functions whose closures are gone, such as run-once module bodies, apart);
// PACKAGE=<name> (e.g. zod, @airlock/kernel) lists that package's functions by code; MACHINE_ONLY=1 counts
// machine code only (baseline or optimised: what a function costs once it runs warm).
// The snapshot itself adds to the heap (line ends of scripts): its total is not the used size.
import { clickSelector, evaluate } from './cdpDriver'
import { takeHeapSnapshot } from './heapSnapshot'
import type { HostPageName } from './hostBuild'
import { withServedHostPage } from './hostSession'
import { IDLE_MS } from './runPaths'
import { sourceLocator } from './sourceLocator'

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; location_fields?: string[] }
  }
  nodes: number[]
  edges: number[]
  strings: string[]
  locations?: number[]
}

/** One function's code in the snapshot: where its closure was defined (line and column, 0-based) if one lives. */
interface FunctionCode {
  name: string
  script: string
  bytes: number
  machine: number
  line?: number
  column?: number
}

const page = (process.argv[2] ?? 'airlock') as HostPageName
const bySource = process.env.BY_SOURCE === '1'
if (bySource) process.env.BENCH_HOST_SOURCEMAP = '1'
const phase = process.argv[3] ?? 'after'
const log = (line: string) => process.stdout.write(`${line}\n`)
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`

/** The `limit` largest entries of a byte tally. */
const top = (tally: Map<string, number>, limit: number) =>
  [...tally].sort((a, b) => b[1] - a[1]).slice(0, limit)

/** Bytes by node type, by object constructor, and code bytes by function ("name script"). */
function tallies(snap: Snapshot) {
  const { node_fields: nf, node_types: nt, edge_fields: ef } = snap.snapshot.meta
  const N = nf.length
  const E = ef.length
  const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f))
  const [TO, EDGE_NAME] = ['to_node', 'name_or_index'].map((f) => ef.indexOf(f))
  const count = snap.nodes.length / N
  const at = (i: number, field: number) => snap.nodes[i * N + (field ?? 0)] ?? 0
  const name = (i: number) => snap.strings[at(i, NAME as number)] ?? ''
  const firstEdge = new Uint32Array(count + 1)
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e
    e += at(i, EDGES as number) * E
  }
  firstEdge[count] = snap.edges.length
  const byType = new Map<string, number>()
  const byConstructor = new Map<string, number>()
  const codeKinds = new Map<string, number>()
  const code = new Map<string, number>()
  const machineCode = new Map<string, number>()
  const functions: FunctionCode[] = []
  const sfiAt = new Map<number, FunctionCode>()
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v)
  for (let i = 0; i < count; i++) {
    const type = nt[0][at(i, TYPE as number)] ?? '?'
    add(byType, type, at(i, SIZE as number))
    if (type === 'object') add(byConstructor, name(i).slice(0, 60), at(i, SIZE as number))
    if (type === 'code') add(codeKinds, name(i).replace(/^(system \/ \w+).*/, '$1'), at(i, SIZE as number))
    if (!name(i).startsWith('system / SharedFunctionInfo')) continue
    // A function's code: its bytecode and machine code, reached within two edges (not through another function).
    let bytes = 0
    let machine = 0
    let script = ''
    const seen = new Set<number>([i])
    const visit = (j: number, depth: number) => {
      for (let e = firstEdge[j] ?? 0; e < (firstEdge[j + 1] ?? 0); e += E) {
        const to = (snap.edges[e + (TO as number)] ?? 0) / N
        const edge = snap.strings[snap.edges[e + (EDGE_NAME as number)] ?? 0]
        const target = name(to)
        if (edge === 'script') script = target.split('/').pop() ?? ''
        if (seen.has(to) || target.startsWith('system / SharedFunctionInfo')) continue
        seen.add(to)
        if (target === 'system / BytecodeArray') bytes += at(to, SIZE as number)
        else if (target === 'system / InstructionStream') machine += at(to, SIZE as number)
        else if (depth < 2 && target.startsWith('system / Code')) visit(to, depth + 1)
      }
    }
    visit(i, 0)
    const key = `${name(i).replace(/^system \/ SharedFunctionInfo( \/ )?/, '') || '(anonymous)'} ${script}`
    if (bytes + machine > 0) add(code, key, bytes + machine)
    if (machine > 0) add(machineCode, key, machine)
    const fn: FunctionCode = { name: key, script, bytes, machine }
    functions.push(fn)
    sfiAt.set(i, fn)
  }
  // A closure's location (its function's start) applies to its SharedFunctionInfo.
  const lf = snap.snapshot.meta.location_fields ?? []
  const [OBJECT, LINE, COLUMN] = ['object_index', 'line', 'column'].map((f) => lf.indexOf(f))
  const locations = snap.locations ?? []
  for (let l = 0; l + lf.length <= locations.length; l += lf.length) {
    const closure = (locations[l + (OBJECT as number)] ?? 0) / N
    for (let e = firstEdge[closure] ?? 0; e < (firstEdge[closure + 1] ?? 0); e += E) {
      if (snap.strings[snap.edges[e + (EDGE_NAME as number)] ?? 0] !== 'shared') continue
      const fn = sfiAt.get((snap.edges[e + (TO as number)] ?? 0) / N)
      if (fn && fn.line === undefined) {
        fn.line = locations[l + (LINE as number)] ?? 0
        fn.column = locations[l + (COLUMN as number)] ?? 0
      }
    }
  }
  return { byType, byConstructor, codeKinds, code, machineCode, functions }
}

/**
 * Code bytes by package, through the chunks' source maps (functions without a live closure apart); with `only`,
 * by function ("name file:line") within that package.
 */
function codeByPackage(functions: FunctionCode[], outDir: string, only?: string): Map<string, number> {
  const locate = sourceLocator(outDir)
  const tally = new Map<string, number>()
  for (const fn of functions) {
    const bytes = process.env.MACHINE_ONLY === '1' ? fn.machine : fn.bytes + fn.machine
    if (bytes === 0) continue
    const position = fn.line === undefined ? null : locate(fn.script, fn.line, fn.column ?? 0)
    const source = fn.line === undefined ? '(no live closure)' : (position?.pkg ?? `(no map: ${fn.script})`)
    const key = only
      ? source === only
        ? `${fn.name.split(' ')[0]} ${position?.file}:${position?.line}`
        : null
      : source
    if (key !== null) tally.set(key, (tally.get(key) ?? 0) + bytes)
  }
  return tally
}

await withServedHostPage(page, async (openTab) => {
  const { cdp, close, outDir } = await openTab(1)
  await pause(IDLE_MS)
  if (phase === 'after') {
    await clickSelector(cdp, '[data-testid="connect-button"]')
    await evaluate(cdp, 'window.__bench.done(0)')
    await pause(IDLE_MS)
  }
  await cdp.send('HeapProfiler.collectGarbage')
  const used = (await cdp.send('Runtime.getHeapUsage')).usedSize
  const snap = JSON.parse(await takeHeapSnapshot(cdp)) as Snapshot
  await close()
  const { byType, byConstructor, codeKinds, code, machineCode, functions } = tallies(snap)
  log(`${page}, ${phase} the first open: JS heap used ${kib(used)} (forced GC, before the snapshot)`)
  log('\nsnapshot bytes by node type:')
  for (const [k, v] of top(byType, 12)) log(`${kib(v)}  ${k}`)
  log('\ncode bytes by kind:')
  for (const [k, v] of top(codeKinds, 12)) log(`${kib(v)}  ${k}`)
  log('\nobjects by constructor:')
  for (const [k, v] of top(byConstructor, 15)) log(`${kib(v)}  ${k}`)
  const total = [...code.values()].reduce((n, v) => n + v, 0)
  log(`\nfunctions by code (bytecode + machine code; ${kib(total).trim()} in ${code.size} functions):`)
  for (const [k, v] of top(code, 30)) log(`${kib(v)}  ${k}`)
  const machineTotal = [...machineCode.values()].reduce((n, v) => n + v, 0)
  log(`\nof which machine code (${kib(machineTotal).trim()} in ${machineCode.size} functions):`)
  for (const [k, v] of top(machineCode, 20)) log(`${kib(v)}  ${k}`)
  if (bySource) {
    log('\ncode (bytecode + machine code) by package, through the source maps:')
    for (const [k, v] of top(codeByPackage(functions, outDir), 25)) log(`${kib(v)}  ${k}`)
    const only = process.env.PACKAGE
    if (only) {
      log(`\nfunctions of ${only} by code:`)
      for (const [k, v] of top(codeByPackage(functions, outDir, only), 40)) log(`${kib(v)}  ${k}`)
    }
  }
})
