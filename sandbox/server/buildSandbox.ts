// Builds the sandbox page with Vite (production build), skipping the build when the output is newer
// than every source it depends on.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildViteApp } from '@airlock/devnet'

/** The sandbox package folder. */
export const SANDBOX_DIR = fileURLToPath(new URL('..', import.meta.url))
/** The repository root. */
export const REPO_DIR = join(SANDBOX_DIR, '..')
/** Default output folder of the page build. */
export const DEFAULT_OUT_DIR = join(SANDBOX_DIR, 'dist')

/** Source folders whose changes require a new build. */
function sourceDirs(): string[] {
  const plugins = join(REPO_DIR, 'plugins')
  const pluginDirs = existsSync(plugins) ? readdirSync(plugins).map((p) => join(plugins, p, 'src')) : []
  return [
    join(SANDBOX_DIR, 'src'),
    join(SANDBOX_DIR, 'index.html'),
    join(REPO_DIR, 'kernel/src'),
    join(REPO_DIR, 'ui/src'),
    ...pluginDirs,
  ]
}

/** Newest modification time under `path` (0 when missing). */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'screenshots') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** True when `outDir/index.html` exists and is newer than every source. */
export function isBuildFresh(outDir: string): boolean {
  const marker = join(outDir, 'index.html')
  if (!existsSync(marker)) return false
  const built = statSync(marker).mtimeMs
  return sourceDirs().every((dir) => newestMtime(dir) < built)
}

/** Options of {@link buildSandbox}. */
export interface BuildSandboxOptions {
  outDir?: string
  /** Build even when the output is fresh. */
  force?: boolean
  /** Minify (default true). */
  minify?: boolean
}

/** Builds the page into `outDir` (default sandbox/dist); resolves with the folder and whether it built. */
export async function buildSandbox(
  options: BuildSandboxOptions = {},
): Promise<{ outDir: string; built: boolean; ms: number }> {
  const outDir = options.outDir ?? DEFAULT_OUT_DIR
  const t0 = performance.now()
  if (!options.force && isBuildFresh(outDir)) return { outDir, built: false, ms: 0 }
  await buildViteApp(SANDBOX_DIR, { outDir, minify: options.minify ?? true })
  return { outDir, built: true, ms: Math.round(performance.now() - t0) }
}
