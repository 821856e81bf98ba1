import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { stampInputs } from '../../wallet/bundleCache'

/** The bundled alto CLI on disk, ready for `node <path>`. */
export interface AltoBundle {
  path: string
  /** Whether this call built it (false: taken from the cache). */
  built: boolean
}

/** node_modules/@pimlico/alto (its package.json is not in its exports: found from its main entry). */
function altoDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), '..')
}

/** alto's published CLI entry (node_modules/@pimlico/alto/esm/cli/alto.js). */
export function altoCliPath(): string {
  return join(altoDir(), 'esm', 'cli', 'alto.js')
}

function altoVersion(): string {
  const pkg = JSON.parse(readFileSync(join(altoDir(), 'package.json'), 'utf8')) as { version: string }
  return pkg.version
}

/** node_modules/.cache/airlock-devnet beside alto's node_modules (or AIRLOCK_DEVNET_CACHE). */
function cacheDir(): string {
  if (process.env.AIRLOCK_DEVNET_CACHE) return process.env.AIRLOCK_DEVNET_CACHE
  return join(altoDir(), '..', '..', '.cache', 'airlock-devnet')
}

function upToDate(stampsPath: string): boolean {
  try {
    const stamps = JSON.parse(readFileSync(stampsPath, 'utf8')) as Record<string, string>
    const paths = Object.keys(stamps)
    if (paths.length === 0) return false
    const now = stampInputs(paths, '/')
    return paths.every((p) => now[p] === stamps[p])
  } catch {
    return false
  }
}

let pending: Promise<AltoBundle> | undefined

/**
 * alto's CLI and its ~3,000 modules bundled into one ES module with esbuild, cached on disk until any
 * input changes. Node 20 has no compile cache, and resolving and loading alto's module tree (Sentry,
 * OpenTelemetry, fastify) is most of its start-up: ~15 s against ~4 s for the bundle, measured side
 * by side with the machine at load 15. Built once per process; the first build takes ~10 s.
 */
export function altoBundle(): Promise<AltoBundle> {
  pending ??= build().catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}

async function build(): Promise<AltoBundle> {
  const entry = altoCliPath()
  const key = createHash('sha256').update(`${entry}\0${altoVersion()}`).digest('hex').slice(0, 12)
  const dir = cacheDir()
  const path = join(dir, `alto-${altoVersion()}-${key}.mjs`)
  const stampsPath = `${path}.inputs.json`
  if (upToDate(stampsPath)) return { path, built: false }
  const { build: esbuild } = await import('esbuild')
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: dirname(entry),
    // alto's dependencies include CommonJS modules that call require().
    banner: {
      js: "import { createRequire as __altoRequire } from 'node:module'; const require = __altoRequire(import.meta.url);",
    },
  })
  const code = result.outputFiles[0]?.contents
  if (!code) throw new Error('altoBundle: esbuild produced no output')
  mkdirSync(dir, { recursive: true })
  // Written beside and renamed: another devnet starting at the same time never runs half a file.
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, code)
  renameSync(tmp, path)
  const stamps = stampInputs(Object.keys(result.metafile.inputs), dirname(entry))
  writeFileSync(`${stampsPath}.${process.pid}.tmp`, JSON.stringify(stamps))
  renameSync(`${stampsPath}.${process.pid}.tmp`, stampsPath)
  return { path, built: true }
}
