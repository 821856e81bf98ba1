import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * devnet/.devnet-data, the PGlite template cache, found from this file whether it runs from src/ or dist/;
 * undefined when no devnet package.json is found above it.
 * @example
 * const db = await openDatabase({ cacheDir: defaultCacheDir() })
 */
export function defaultCacheDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, '.devnet-data')
    dir = dirname(dir)
  }
  return undefined
}
