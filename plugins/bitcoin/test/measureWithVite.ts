// Builds a tiny host entry with Vite (rolldown: what apps build with), code-split and minified, and splits its
// output into what loads with the page (the entry chunk and every chunk it imports statically) and what only a
// dynamic import() reaches. esbuild's splitting (scripts/measureBundle) is not used for this package: it puts
// every module the lazy adapter chunk shares with a module the package entry re-exports (addresses, PSBTs,
// the Esplora client…) into a shared chunk the page's entry imports, whether the host uses them or not.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

interface Chunk {
  type: 'chunk' | 'asset'
  fileName: string
  code?: string
  isEntry?: boolean
  imports?: string[]
  modules?: Record<string, { renderedLength?: number }>
}

/** One side of the build: gzip (one stream over its chunks), bundled module ids, chunk count. */
export interface ViteBundlePart {
  gzip: number
  modules: string[]
  /** Minified bytes each module renders to (before gzip), by module id. */
  sizes: Record<string, number>
  files: number
}

/**
 * Builds `code` (an ES module importing workspace packages by name) and measures its eager and lazy parts.
 * `external`: imports left out of the build (e.g. `[/^zod/]`), to weigh a dependency by difference.
 */
export async function measureWithVite(
  code: string,
  { external = [] }: { external?: RegExp[] } = {},
): Promise<{ eager: ViteBundlePart; lazy: ViteBundlePart }> {
  const { build } = await import('vite')
  // Inside the repository, so the workspace packages resolve as from an app of the monorepo.
  const dir = mkdtempSync(join(fileURLToPath(new URL('../node_modules/', import.meta.url)), '.size-'))
  // A production build, as `vite build` makes it: Vite reads NODE_ENV, and under vitest (NODE_ENV=test) it
  // would compile JSX with the development runtime (jsxDEV with file names and lines), which no app ships.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    writeFileSync(join(dir, 'entry.js'), code)
    const result = await build({
      root: dir,
      configFile: false,
      logLevel: 'error',
      resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify: true,
        modulePreload: false,
        reportCompressedSize: false,
        rollupOptions: { input: join(dir, 'entry.js'), preserveEntrySignatures: 'strict', external },
      },
    })
    const output = (Array.isArray(result) ? result[0] : result) as unknown as { output: Chunk[] }
    const chunks = output.output.filter((c) => c.type === 'chunk')
    const byName = new Map(chunks.map((c) => [c.fileName, c]))
    const eager = new Set<string>()
    const visit = (name: string) => {
      if (eager.has(name)) return
      eager.add(name)
      for (const i of byName.get(name)?.imports ?? []) visit(i)
    }
    for (const c of chunks) if (c.isEntry) visit(c.fileName)
    // One gzip stream over the chunks: how the split falls between the two builds does not count.
    const gzip = (list: Chunk[]) => gzipSync(list.map((c) => c.code ?? '').join('\n'), { level: 9 }).length
    const eagerChunks = chunks.filter((c) => eager.has(c.fileName))
    const lazyChunks = chunks.filter((c) => !eager.has(c.fileName))
    const modules = (list: Chunk[]) => list.flatMap((c) => Object.keys(c.modules ?? {}))
    const sizes = (list: Chunk[]) =>
      Object.fromEntries(
        list.flatMap((c) => Object.entries(c.modules ?? {}).map(([id, m]) => [id, m.renderedLength ?? 0])),
      )
    const part = (list: Chunk[]) => ({
      gzip: gzip(list),
      modules: modules(list),
      sizes: sizes(list),
      files: list.length,
    })
    return { eager: part(eagerChunks), lazy: part(lazyChunks) }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
    rmSync(dir, { recursive: true, force: true })
  }
}
