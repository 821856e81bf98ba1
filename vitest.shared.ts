// Shared vitest settings for every package's vitest.config.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('.', import.meta.url))

/** One Vite alias: an exact package name to a file. */
export interface SourceAlias {
  find: RegExp
  replacement: string
}

/** Folders of the workspaces listed in the root package.json (`dir` or `dir/*` patterns). */
function workspaceDirs(): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    workspaces?: string[]
  }
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(ROOT, pattern)]
    const parent = join(ROOT, pattern.slice(0, -2))
    if (!existsSync(parent)) return []
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name))
  })
}

/** Escapes a package name for an exact-match RegExp. */
const exact = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)

/**
 * Maps every `@airlock/*` workspace package (and each of its subpath exports) to its `source` file (src/index.ts), so tests import
 * sibling packages from source: Vite 8's Node module runner ignores the `source` export condition and would
 * otherwise load a stale `dist/` (or fail in a fresh clone, where there is none).
 */
export function workspaceSourceAliases(): SourceAlias[] {
  const aliases: SourceAlias[] = []
  for (const dir of workspaceDirs()) {
    const manifest = join(dir, 'package.json')
    if (!existsSync(manifest)) continue
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string
      exports?: Record<string, { source?: string } | string>
    }
    if (!name?.startsWith('@airlock/') || !exports) continue
    for (const [subpath, target] of Object.entries(exports)) {
      const source = typeof target === 'object' ? target.source : undefined
      if (source) aliases.push({ find: exact(name + subpath.slice(1)), replacement: join(dir, source) })
    }
  }
  return aliases
}
