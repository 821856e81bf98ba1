// Production build of the benchmark host app with Vite, keeping a per-package weight of every chunk.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildViteApp } from '@airlock/devnet'

/** The bench folder. */
export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url))

/** One chunk of the build and what its modules weigh, by package. */
export interface ChunkInfo {
  fileName: string
  isEntry: boolean
  isDynamicEntry: boolean
  imports: string[]
  raw: number
  gzip: number
  /** Rendered (tree-shaken, pre-minify) bytes per package. */
  packages: Record<string, number>
}

/** The package a module id belongs to: an npm package, or our workspace folder. */
export function packageOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean)
  }
  const ws =
    clean.match(/\/(kernel|ui|devnet|sandbox|bench)\/src\//) ?? clean.match(/\/plugins\/([^/]+)\/src\//)
  if (ws) return clean.includes('/plugins/') ? `@airlock/${ws[1]}` : `@airlock/${ws[1]}`
  return 'other'
}

/** Builds bench/ into a fresh temp folder (minified unless told otherwise, e.g. to profile); returns the output folder and the chunks. */
export async function buildBench(
  options: { minify?: boolean } = {},
): Promise<{ outDir: string; chunks: ChunkInfo[] }> {
  // A folder of its own per run: two runs at once (several engineers share the machine) never clobber each other.
  const { outDir, output } = await buildViteApp(BENCH_DIR, {
    tempPrefix: 'airlock-bench-',
    mode: 'production',
    minify: options.minify ?? true,
  })
  const chunks: ChunkInfo[] = []
  for (const item of output) {
    if (item.type !== 'chunk') continue
    const packages: Record<string, number> = {}
    for (const [id, mod] of Object.entries(item.modules)) {
      const pkg = packageOf(id)
      packages[pkg] = (packages[pkg] ?? 0) + mod.renderedLength
    }
    chunks.push({
      fileName: item.fileName,
      isEntry: item.isEntry,
      isDynamicEntry: item.isDynamicEntry,
      imports: item.imports,
      raw: Buffer.byteLength(item.code),
      gzip: gzipSync(item.code, { level: 9 }).length,
      packages,
    })
  }
  return { outDir, chunks }
}
