import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A bundle on disk with the size and mtime of every file esbuild read to make it. */
interface CachedBundle {
  code: string
  inputs: Record<string, string>
}

/** node_modules/.cache/airlock-devnet at the repository root (overridable with AIRLOCK_DEVNET_CACHE). */
function cacheDir(): string {
  if (process.env.AIRLOCK_DEVNET_CACHE) return process.env.AIRLOCK_DEVNET_CACHE
  const here = dirname(fileURLToPath(import.meta.url))
  return resolve(here, '../../../node_modules/.cache/airlock-devnet')
}

function fileKey(entry: string): string {
  return join(cacheDir(), `${createHash('sha256').update(entry).digest('hex').slice(0, 16)}.json`)
}

function stamp(path: string): string | undefined {
  try {
    const s = statSync(path)
    return `${s.size}:${s.mtimeMs}`
  } catch {
    return undefined
  }
}

/** Stamps (size:mtime) of the given input files, resolved against the working directory esbuild used. */
export function stampInputs(inputs: readonly string[], workingDir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const input of inputs) {
    const path = resolve(workingDir, input)
    const s = stamp(path)
    if (s !== undefined) out[path] = s
  }
  return out
}

/** The cached bundle for an entry if none of its inputs changed since it was built. */
export function readBundleCache(entryPath: string): string | undefined {
  try {
    const cached = JSON.parse(readFileSync(fileKey(entryPath), 'utf8')) as CachedBundle
    const paths = Object.keys(cached.inputs)
    if (paths.length === 0) return undefined
    for (const path of paths) if (stamp(path) !== cached.inputs[path]) return undefined
    return cached.code
  } catch {
    return undefined
  }
}

/** Stores a bundle with the stamps of its inputs; failures to write are ignored (cache only). */
export function writeBundleCache(entryPath: string, code: string, inputs: Record<string, string>): void {
  try {
    mkdirSync(cacheDir(), { recursive: true })
    writeFileSync(fileKey(entryPath), JSON.stringify({ code, inputs } satisfies CachedBundle))
  } catch {
    // A read-only tree just means no cache.
  }
}
