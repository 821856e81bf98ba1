// Diagnostic: how much of an open is V8 compiling the code the open runs for the first time. Builds the page with
// source maps, launches Chromium with V8's function-event log, opens Connect once after 1.5 s of quiet (`first`)
// or a second time after an open and Escape (`second`), and sums, between a marker evaluated just before the click
// and one evaluated once the dialog is visible, the time of each event kind by package: `parse-function` (lazy
// parse of a function called for the first time, with the nested preparse of its inner functions), `interpreter`
// (its bytecode) and `baseline` (Sparkplug machine code for functions that turned warm). Run:
//   node --conditions=source --import tsx bench/scripts/compileHostOpen.ts [rate=1] [page=airlock] [first|second]
// `TOP=<n>` also lists the n functions with the most parse and bytecode time. The window ends when the driver
// learns the dialog is visible (a round trip after it), so it includes a little of what follows the frame; V8's
// function-event log slows the page a little, and a single event can include a garbage collection that ran inside
// it (a tiny function with milliseconds of "interpreter"): compare packages over a few runs, not single functions.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clickSelector, evaluate } from './cdpDriver'
import type { HostPageName } from './hostBuild'
import { openAndClose, withServedHostPage } from './hostSession'
import { IDLE_MS } from './runPaths'
import { sourceLocator } from './sourceLocator'

const rate = Number(process.argv[2] ?? 1)
const page = (process.argv[3] ?? 'airlock') as HostPageName
const open = (process.argv[4] ?? 'first') as 'first' | 'second'
const KINDS = ['parse-function', 'interpreter', 'baseline'] as const
const BEFORE = '__benchBeforeClick'
const AFTER = '__benchDialogVisible'
const log = (line: string) => process.stdout.write(`${line}\n`)
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const logDir = mkdtempSync(join(tmpdir(), 'airlock-v8log-'))
process.env.BENCH_HOST_SOURCEMAP = '1'
process.env.BENCH_CHROMIUM_ARGS = JSON.stringify([
  `--js-flags=--log-function-events --logfile=${logDir}/v8-%p.log`,
])

/** One V8 function event: kind, script id, start offset in the script, duration (ms) and function name. */
interface FunctionEvent {
  kind: string
  script: number
  start: number
  ms: number
  name: string
}

/** The function events between the two markers of the renderer's log, and the scripts' URLs by id. */
function eventsInWindow(text: string): { events: FunctionEvent[]; scripts: Map<number, string> } {
  const scripts = new Map<number, string>()
  const events: FunctionEvent[] = []
  let inside = false
  for (const line of text.split('\n')) {
    const fields = line.split(',')
    if (fields[0] === 'script-details') scripts.set(Number(fields[1]), fields[2] ?? '')
    if (fields[0] !== 'function') continue
    const name = fields.slice(7).join(',')
    if (name.includes(BEFORE)) inside = true
    else if (name.includes(AFTER)) inside = false
    else if (inside)
      events.push({
        kind: fields[1] ?? '',
        script: Number(fields[2]),
        start: Number(fields[3]),
        ms: Number(fields[5]),
        name,
      })
  }
  return { events, scripts }
}

try {
  await withServedHostPage(page, async (openTab) => {
    const { cdp, close, outDir } = await openTab(rate)
    await pause(IDLE_MS)
    if (open === 'second') await openAndClose(cdp)
    await evaluate(cdp, `(function ${BEFORE}() { return 0 })()`)
    await clickSelector(cdp, '[data-testid="connect-button"]')
    await evaluate(cdp, 'window.__bench.done(0)')
    await evaluate(cdp, `(function ${AFTER}() { return 0 })()`)
    await close()
    const text = readdirSync(logDir)
      .map((file) => readFileSync(join(logDir, file), 'utf8'))
      .find((t) => t.includes(BEFORE))
    if (!text) throw new Error('no V8 log with the markers: was --log-function-events applied?')
    const { events, scripts } = eventsInWindow(text)
    const locate = sourceLocator(outDir)
    const chunkText = new Map<string, string>()
    /** Line and column (0-based) of an offset in a chunk. */
    const lineColumn = (chunk: string, offset: number) => {
      if (!chunkText.has(chunk)) {
        try {
          chunkText.set(chunk, readFileSync(join(outDir, 'assets', chunk), 'utf8'))
        } catch {
          chunkText.set(chunk, '')
        }
      }
      const before = (chunkText.get(chunk) ?? '').slice(0, offset)
      const line = before.split('\n').length - 1
      return { line, column: offset - before.lastIndexOf('\n') - 1 }
    }
    const byPackage = new Map<string, Record<string, number>>()
    const byFunction = new Map<string, number>()
    for (const event of events) {
      if (!(KINDS as readonly string[]).includes(event.kind)) continue
      const chunk = scripts.get(event.script)?.split('/').pop() ?? ''
      const { line, column } = lineColumn(chunk, event.start)
      const at = chunk ? locate(chunk, line, column) : null
      const pkg = at?.pkg ?? (chunk || '(no script name)')
      const row = byPackage.get(pkg) ?? {}
      row[event.kind] = (row[event.kind] ?? 0) + event.ms
      byPackage.set(pkg, row)
      if (event.kind !== 'baseline') {
        const key = `${event.name || '(anonymous)'} ${at ? `${at.pkg}/${at.file}:${at.line}` : chunk}`
        byFunction.set(key, (byFunction.get(key) ?? 0) + event.ms)
      }
    }
    const total = (row: Record<string, number>) => KINDS.reduce((sum, k) => sum + (row[k] ?? 0), 0)
    const ms = (v: number | undefined) => (v ?? 0).toFixed(2).padStart(8)
    log(`${page}, ${open} open at ${rate}x: V8 compile time between the click and the dialog shown, ms`)
    log(`${KINDS.map((k) => k.padStart(15)).join('')}           total  package`)
    const rows = [...byPackage].sort((a, b) => total(b[1]) - total(a[1]))
    for (const [pkg, row] of rows)
      log(`${KINDS.map((k) => ms(row[k]).padStart(15)).join('')}  ${ms(total(row))}  ${pkg}`)
    const sum = (k: string) => rows.reduce((n, [, row]) => n + (row[k] ?? 0), 0)
    log(
      `${KINDS.map((k) => ms(sum(k)).padStart(15)).join('')}  ${ms(KINDS.reduce((n, k) => n + sum(k), 0))}  all`,
    )
    const top = Number(process.env.TOP ?? 0)
    if (top > 0) {
      log(`\nfunctions with the most parse and bytecode time, ms:`)
      for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) log(`${ms(v)}  ${k}`)
    }
  })
} finally {
  rmSync(logDir, { recursive: true, force: true })
}
