// Vitest global setup: installs Airlock's packages into this app's node_modules as `npm install` of their
// published tarballs would: each package's package.json and its built dist/ (the `files` it publishes),
// built from the current source with the package's own rollup config. No source alias: the app resolves
// @airlock/* through their package.json exports, like any user.
//
// Only the JavaScript entry of each rollup config is built here (the .d.ts bundle takes minutes and the
// test does not read types); a package is rebuilt only when its source changed (hash of src, package.json
// and rollup config), so a run with nothing changed installs nothing. Each install is written to a
// temporary folder and renamed into place, so two runs at once never see half a package.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type RollupOptions, rollup } from 'rollup'

const APP = fileURLToPath(new URL('..', import.meta.url))
// The checkout whose packages are built: this repository, or AIRLOCK_PACKAGES_FROM (e.g. an export of
// another commit, to tell a regression in the packages from one in the app).
const REPO = process.env.AIRLOCK_PACKAGES_FROM ?? fileURLToPath(new URL('../../..', import.meta.url))

/** The packages the app installs: its dependencies and dev dependencies, by workspace folder. */
export const PACKAGES: Record<string, string> = {
  '@airlock/kernel': 'kernel',
  '@airlock/ui': 'ui',
  '@airlock/testing': 'testing',
}

/** Every file below `dir` (sorted), skipping tests and their helper folders (they are not built). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && !['testing', 'test-support'].includes(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort()
}

/** A hash of what the package's build reads. */
function sourceHash(pkgDir: string): string {
  const hash = createHash('sha256')
  const files = [
    ...sourceFiles(join(pkgDir, 'src')),
    join(pkgDir, 'package.json'),
    join(pkgDir, 'rollup.config.mjs'),
    join(REPO, 'rollup.base.mjs'),
  ]
  for (const file of files) hash.update(relative(REPO, file)).update('\0').update(readFileSync(file))
  return hash.digest('hex')
}

/** Builds one package's JavaScript into `out/dist` with its own rollup config. */
async function buildPackage(pkgDir: string, out: string): Promise<void> {
  // A path known only at run time: Node loads it, Vite (which runs this global set-up) need not follow it.
  const configs = (await import(/* @vite-ignore */ join(pkgDir, 'rollup.config.mjs')))
    .default as RollupOptions[]
  const js = configs[0]
  if (!js || Array.isArray(js.output) || !js.output) throw new Error(`${pkgDir}: unexpected rollup config`)
  const bundle = await rollup({ ...js, onwarn: () => {} })
  try {
    await bundle.write({ ...js.output, dir: join(out, 'dist') })
  } finally {
    await bundle.close()
  }
}

/** Installs one package if its source changed since the last install; returns whether it built. */
async function install(name: string, folder: string): Promise<boolean> {
  const pkgDir = join(REPO, folder)
  const target = join(APP, 'node_modules', name)
  const hash = sourceHash(pkgDir)
  const stamp = join(target, '.source-hash')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false
  await mkdir(join(APP, 'node_modules', '@airlock'), { recursive: true })
  const staging = await mkdtemp(join(APP, 'node_modules', '.airlock-install-'))
  try {
    await buildPackage(pkgDir, staging)
    await cp(join(pkgDir, 'package.json'), join(staging, 'package.json'))
    await writeFile(join(staging, '.source-hash'), hash)
    rmSync(target, { recursive: true, force: true })
    renameSync(staging, target)
  } finally {
    if (existsSync(staging) && statSync(staging).isDirectory())
      rmSync(staging, { recursive: true, force: true })
  }
  return true
}

/** Installs every package (in parallel) before the tests start. */
export default async function setup(): Promise<void> {
  const started = Date.now()
  const built = await Promise.all(Object.entries(PACKAGES).map(([name, folder]) => install(name, folder)))
  const names = Object.keys(PACKAGES).filter((_, i) => built[i])
  if (names.length > 0) {
    console.log(
      `integrator-app: installed ${names.join(', ')} from a fresh build (${Date.now() - started} ms)`,
    )
  }
}
