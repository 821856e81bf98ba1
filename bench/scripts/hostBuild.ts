// The host pages as a user builds them: our packages built (rollup, as published), packed with `npm pack`
// and installed from the tarballs into bench/node_modules through bench/package.json (never the workspace
// sources), next to the other libraries pinned there; then each page is one Vite production build with the
// same config (minified, JSX automatic, the default resolve conditions: package.json "exports" → dist).
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BENCH_DIR } from './buildBench'

const ROOT = join(BENCH_DIR, '..')
/** Our packages the host installs, in build order (a package's dependencies first). */
const PACKAGES = [
  'kernel',
  'ui',
  'plugins/walletconnect',
  'plugins/evm',
  'plugins/ens',
  'plugins/solana',
  'plugins/bitcoin',
] as const
/** The host pages: the floor, Airlock (defaults, and with the integrator's `prerender` on), and the two other libraries. */
export const PAGES = ['floor', 'airlock', 'airlock-prerender', 'onboard', 'rainbowkit'] as const
/** The timed pages that are Airlock (their budgets are checked). */
export const AIRLOCK_PAGES = ['airlock', 'airlock-prerender'] as const satisfies readonly PageName[]
/** One host page. */
export type PageName = (typeof PAGES)[number]
/** Host pages built for their size only (not timed): Airlock with other plugin sets. */
export const SIZE_PAGES = ['airlock-solana'] as const
/**
 * Host pages timed for the wallet row click → address and balance shown only (connectBalanceRun): Airlock with
 * one chain plugin (and walletConnect), so the test wallet's row connects that chain's side alone.
 */
export const CONNECT_PAGES = ['airlock-sol', 'airlock-btc'] as const
/** A page of any list. */
export type HostPageName = PageName | (typeof SIZE_PAGES)[number] | (typeof CONNECT_PAGES)[number]

/** Newest modification time under `dir` (files only). */
function newest(dir: string): number {
  let max = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    max = Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return max
}

/**
 * Drops the recorded integrity of our packed tarballs from the host's lockfile: they are rebuilt from the
 * current source, so their checksum changes with every change (npm would refuse them with EINTEGRITY).
 * npm records the new checksums when it installs.
 */
function forgetPackedIntegrity(lockPath: string): void {
  if (!existsSync(lockPath)) return
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
    packages?: Record<string, { integrity?: string }>
  }
  for (const [path, entry] of Object.entries(lock.packages ?? {}))
    if (path.startsWith('node_modules/@airlock/')) delete entry.integrity
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
}

/**
 * Builds (when its src is newer than its dist) and packs each of our packages into bench/.packs, then installs
 * bench/package.json (under the shared npm lock) with our packages reinstalled from the fresh tarballs.
 * Returns the ms taken.
 */
export function installHostPackages(log: (line: string) => void): number {
  const t0 = performance.now()
  const packs = join(BENCH_DIR, '.packs')
  mkdirSync(packs, { recursive: true })
  for (const pkg of PACKAGES) {
    const dir = join(ROOT, pkg)
    const dist = join(dir, 'dist', 'index.js')
    if (!existsSync(dist) || newest(join(dir, 'src')) > statSync(dist).mtimeMs) {
      log(`bench: building ${pkg} (src newer than dist)`)
      execFileSync('npx', ['rollup', '-c', '--silent'], { cwd: dir, stdio: 'inherit' })
    }
    execFileSync('npm', ['pack', '--silent', '--pack-destination', packs], { cwd: dir, stdio: 'ignore' })
  }
  rmSync(join(BENCH_DIR, 'node_modules', '@airlock'), { recursive: true, force: true })
  forgetPackedIntegrity(join(BENCH_DIR, 'package-lock.json'))
  execFileSync(
    'flock',
    [
      '/tmp/airlock-npm.lock',
      'npm',
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    { cwd: BENCH_DIR, stdio: 'inherit' },
  )
  return Math.round(performance.now() - t0)
}

/** A built page: its output folder and the gzip/raw size of each JS file by name. */
export interface HostBuild<P extends HostPageName = HostPageName> {
  page: P
  outDir: string
  js: Map<string, { raw: number; gzip: number }>
  /** What loads before any click: the entry chunk and its static imports (gzip level 9). */
  initialJs: { raw: number; gzip: number; files: number }
  buildMs: number
}

/**
 * Builds one host page with Vite (production, minified) into a temp folder. `BENCH_HOST_MINIFY=0` leaves it
 * unminified, for the diagnostics' profiles to name functions (never for measured figures);
 * `BENCH_HOST_SOURCEMAP=1` writes source maps beside the chunks (for `heapByKind`'s `BY_SOURCE=1` and for
 * `compileHostOpen`).
 */
export async function buildHostPage<P extends HostPageName>(page: P): Promise<HostBuild<P>> {
  const { build } = await import('vite')
  const t0 = performance.now()
  const outDir = mkdtempSync(join(tmpdir(), `airlock-host-${page}-`))
  const result = await build({
    root: join(BENCH_DIR, 'host', page),
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: process.env.BENCH_HOST_MINIFY !== '0',
      sourcemap: process.env.BENCH_HOST_SOURCEMAP === '1',
      reportCompressedSize: false,
    },
  })
  const js = new Map<string, { raw: number; gzip: number }>()
  const graph = new Map<string, { imports: string[]; isEntry: boolean }>()
  for (const out of Array.isArray(result) ? result : [result]) {
    if (!('output' in out)) continue
    for (const item of out.output) {
      if (item.type !== 'chunk') continue
      js.set(item.fileName.split('/').pop() ?? item.fileName, {
        raw: Buffer.byteLength(item.code),
        gzip: gzipSync(item.code, { level: 9 }).length,
      })
      graph.set(item.fileName, { imports: item.imports, isEntry: item.isEntry })
    }
  }
  const initial = new Set<string>()
  const visit = (name: string): void => {
    if (initial.has(name)) return
    initial.add(name)
    for (const dep of graph.get(name)?.imports ?? []) visit(dep)
  }
  for (const [name, chunk] of graph) if (chunk.isEntry) visit(name)
  const initialJs = { raw: 0, gzip: 0, files: initial.size }
  for (const name of initial) {
    const size = js.get(name.split('/').pop() ?? name)
    initialJs.raw += size?.raw ?? 0
    initialJs.gzip += size?.gzip ?? 0
  }
  return { page, outDir, js, initialJs, buildMs: Math.round(performance.now() - t0) }
}
