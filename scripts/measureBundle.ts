// Bundles a tiny host entry the way an app bundler would (esbuild, code splitting, minified) and splits
// what loads with the page (the entry chunk and every chunk it imports statically) from what only a
// dynamic import() reaches. Shared by `npm run bench:size` and the packages' bundle tests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname

/** One side of a bundle: its output chunks, their source inputs, code and sizes (gzip per file, level 9). */
export interface BundlePart {
  /** Output chunk paths (relative to the repo root). */
  files: string[]
  /** Source files bundled into those chunks (relative to the repo root). */
  inputs: string[]
  /** npm packages bundled into those chunks. */
  packages: Set<string>
  /** The chunks' code, joined. */
  code: string
  raw: number
  gzip: number
}

/** What a host entry loads with the page (`eager`) and on first use (`lazy`). */
export interface MeasuredBundle {
  eager: BundlePart
  lazy: BundlePart
}

/** Bundles `code` (an ES module importing our packages by name) and measures its eager and lazy parts. */
export async function measureBundle(
  code: string,
  options: { external?: string[] } = {},
): Promise<MeasuredBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-bundle-'))
  try {
    const entry = join(dir, 'entry.js')
    writeFileSync(entry, code)
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      outdir: join(dir, 'out'),
      metafile: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      // Setting `conditions` drops esbuild's default 'module' condition, which real bundlers (Vite,
      // webpack) apply: without it tsyringe's tslib resolves to its whole CommonJS build.
      conditions: ['source', 'module'],
      write: false,
      absWorkingDir: root,
      nodePaths: [join(root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      external: options.external ?? [],
    })
    const outputs = result.metafile.outputs
    const bytes = new Map(result.outputFiles.map((f) => [relative(root, f.path), f.contents]))
    // Dynamic import() targets are entry points too: the page's entry is the one built from entry.js.
    const entryOut = Object.keys(outputs).find((k) => outputs[k]?.entryPoint?.endsWith('entry.js')) ?? ''
    const eager = new Set<string>()
    const visit = (out: string) => {
      if (eager.has(out) || !outputs[out]) return
      eager.add(out)
      for (const i of outputs[out].imports) if (i.kind === 'import-statement') visit(i.path)
    }
    visit(entryOut)
    const js = Object.keys(outputs).filter((k) => k.endsWith('.js'))
    const part = (files: string[]): BundlePart => {
      const contents = files.map((f) => bytes.get(f) ?? new Uint8Array())
      const inputs = files.flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}))
      const packages = new Set<string>()
      for (const input of inputs) {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)
        if (match?.[1]) packages.add(match[1])
      }
      return {
        files,
        inputs,
        packages,
        code: contents.map((b) => Buffer.from(b).toString('utf8')).join('\n'),
        raw: contents.reduce((n, b) => n + b.length, 0),
        gzip: contents.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
      }
    }
    return { eager: part([...eager]), lazy: part(js.filter((k) => !eager.has(k))) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
