import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type BuildOptions, type BuildResult, build, buildSync } from 'esbuild'
import { readBundleCache, stampInputs, writeBundleCache } from './bundleCache'

const memory = new Map<string, string>()

/** Finds an entry relative to src/wallet, whether this module runs from src (tsx, vitest) or from dist. */
function entryPath(entry: string): string {
  const fromSrc = fileURLToPath(new URL(entry, import.meta.url))
  if (existsSync(fromSrc)) return fromSrc
  const fromDist = fileURLToPath(new URL(`../src/wallet/${entry}`, import.meta.url))
  if (existsSync(fromDist)) return fromDist
  throw new Error(`Browser entry not found: ${entry} (looked at ${fromSrc} and ${fromDist})`)
}

function options(path: string): BuildOptions & { write: false; metafile: true } {
  return {
    entryPoints: [path],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: process.cwd(),
    // Workspace packages from their sources (the Solana test wallet uses @airlock/solana's SIWS text builder).
    conditions: ['source'],
    // Some WalletConnect dependencies read process.env / global in the browser.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }
}

function keep(path: string, result: BuildResult<{ write: false; metafile: true }>): string {
  const code = result.outputFiles[0]?.text ?? ''
  memory.set(path, code)
  writeBundleCache(path, code, stampInputs(Object.keys(result.metafile.inputs), process.cwd()))
  return code
}

function cached(path: string): string | undefined {
  const hit = memory.get(path) ?? readBundleCache(path)
  if (hit !== undefined) memory.set(path, hit)
  return hit
}

/**
 * Bundles a browser entry (path relative to this folder) into one IIFE script. Kept in memory per process and
 * on disk (node_modules/.cache/airlock-devnet) until any file it was built from changes.
 */
export function bundleBrowserScriptSync(entry: string): string {
  const path = entryPath(entry)
  return cached(path) ?? keep(path, buildSync(options(path)))
}

/** Async variant of bundleBrowserScriptSync (does not block the event loop while esbuild works). */
export async function bundleBrowserScript(entry: string): Promise<string> {
  const path = entryPath(entry)
  return cached(path) ?? keep(path, await build(options(path)))
}
