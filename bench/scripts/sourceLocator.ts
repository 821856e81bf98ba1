// Where a position in a built host page's chunk comes from: the original source and its npm package, through the
// chunk's source map (the page built with `BENCH_HOST_SOURCEMAP=1`). Shared by the heap and compile diagnostics.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'

/** An original position: the source path inside its package, the package and the line (1-based). */
export interface SourcePosition {
  /** `react-dom`, `@airlock/ui`; `(page)` for the page's own code or unmapped positions. */
  pkg: string
  /** The path inside the package (or the whole source path for the page's own code). */
  file: string
  line: number
}

/** The package a bundled source path belongs to. */
function packageOf(source: string): { pkg: string; file: string } {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(source)
  return match?.[1] ? { pkg: match[1], file: match[2] ?? '' } : { pkg: '(page)', file: source }
}

/**
 * A locator for a built page in `outDir`: maps a chunk's file name and a 0-based line and column to the original
 * position, or null when the chunk has no map (a runtime helper, a script of the browser's own).
 */
export function sourceLocator(outDir: string) {
  const maps = new Map<string, TraceMap | null>()
  const mapOf = (chunk: string) => {
    if (!maps.has(chunk)) {
      try {
        maps.set(chunk, new TraceMap(readFileSync(join(outDir, 'assets', `${chunk}.map`), 'utf8')))
      } catch {
        maps.set(chunk, null)
      }
    }
    return maps.get(chunk) ?? null
  }
  return (chunk: string, line: number, column: number): SourcePosition | null => {
    const map = mapOf(chunk)
    if (!map || line < 0) return null
    const position = originalPositionFor(map, { line: line + 1, column: Math.max(0, column) })
    return { ...packageOf(position.source ?? ''), line: position.line ?? 0 }
  }
}
