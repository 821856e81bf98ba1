// What an app that imports only `createAirlock` loads with the page, bundled as `npm run bench:size`
// does (esbuild, code splitting, minified): the request runtime stays in a chunk of its own that only
// a dynamic import() reaches, unused catalogue texts are dropped, and the eager part fits the budget.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

async function bundleCreateAirlock() {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-boundary-'))
  try {
    const entry = join(dir, 'entry.js')
    writeFileSync(entry, "import { createAirlock } from '@airlock/kernel'; globalThis.x = createAirlock")
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      outdir: join(dir, 'out'),
      metafile: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['source', 'module'],
      write: false,
      absWorkingDir: root,
      nodePaths: [join(root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const outputs: Metafile['outputs'] = result.metafile.outputs
    const text = new Map(result.outputFiles.map((f) => [relative(root, f.path), f.contents]))
    const entryOut = Object.keys(outputs).find((k) => outputs[k]?.entryPoint) ?? ''
    const eager = new Set<string>()
    const visit = (out: string) => {
      if (eager.has(out)) return
      eager.add(out)
      for (const i of outputs[out]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
    }
    visit(entryOut)
    const inputsOf = (files: string[]) => files.flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}))
    const lazy = Object.keys(outputs).filter((k) => k.endsWith('.js') && !eager.has(k))
    const eagerBytes = [...eager].map((f) => text.get(f) ?? new Uint8Array())
    return {
      eagerInputs: inputsOf([...eager]),
      lazyInputs: inputsOf(lazy),
      eagerCode: eagerBytes.map((b) => Buffer.from(b).toString('utf8')).join('\n'),
      eagerGzip: eagerBytes.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('createAirlock loads the request runtime lazily, drops unused texts and fits 40 KiB gzip', async () => {
  const bundle = await bundleCreateAirlock()
  for (const lazyOnly of [
    'kernel/src/lazy/requestRuntime.ts',
    'kernel/src/http/transport.ts',
    'kernel/src/http/retry.ts',
    'kernel/src/api/schemas.ts',
    'kernel/src/api/AnalyticsClient.ts',
  ]) {
    expect(bundle.eagerInputs).not.toContain(lazyOnly)
    expect(bundle.lazyInputs).toContain(lazyOnly)
  }
  expect(bundle.eagerInputs).toContain('kernel/src/airlock/createAirlock.ts')
  // Catalogue texts no start-up code uses are not shipped with the page.
  expect(bundle.eagerCode).not.toContain('Failed to initialize swap')
  expect(bundle.eagerCode).not.toContain('Embedded Wallet Request Timed Out')
  expect(bundle.eagerCode).toContain('Token Balance Unavailable')
  expect(bundle.eagerGzip).toBeLessThanOrEqual(40 * 1024)
}, 60_000)
