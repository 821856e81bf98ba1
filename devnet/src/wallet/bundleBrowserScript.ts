import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type BuildOptions, build, buildSync } from 'esbuild'

const cache = new Map<string, string>()

/** Finds an entry relative to src/wallet, whether this module runs from src (tsx, vitest) or from dist. */
function entryPath(entry: string): string {
  const fromSrc = fileURLToPath(new URL(entry, import.meta.url))
  if (existsSync(fromSrc)) return fromSrc
  const fromDist = fileURLToPath(new URL(`../src/wallet/${entry}`, import.meta.url))
  if (existsSync(fromDist)) return fromDist
  throw new Error(`Browser entry not found: ${entry} (looked at ${fromSrc} and ${fromDist})`)
}

function options(entry: string): BuildOptions & { write: false } {
  return {
    entryPoints: [entryPath(entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    // Some WalletConnect dependencies read process.env / global in the browser.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }
}

/** Bundles a browser entry (path relative to this folder) into one IIFE script, once per process. */
export function bundleBrowserScriptSync(entry: string): string {
  const hit = cache.get(entry)
  if (hit !== undefined) return hit
  const result = buildSync(options(entry))
  const code = result.outputFiles[0]?.text ?? ''
  cache.set(entry, code)
  return code
}

/** Async variant of bundleBrowserScriptSync (does not block the event loop while esbuild works). */
export async function bundleBrowserScript(entry: string): Promise<string> {
  const hit = cache.get(entry)
  if (hit !== undefined) return hit
  const result = await build(options(entry))
  const code = result.outputFiles[0]?.text ?? ''
  cache.set(entry, code)
  return code
}
