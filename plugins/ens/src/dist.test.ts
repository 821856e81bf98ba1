// Builds the package with rollup and checks the published shape: a tiny eager entry that only
// import()s the chunk holding the client, store and views, within size budgets (minified + gzip).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { transformSync } from 'esbuild'
import { expect, test } from 'vitest'

const dir = fileURLToPath(new URL('..', import.meta.url))
const gzipMin = (code: string) => gzipSync(transformSync(code, { minify: true, format: 'esm' }).code).length

test('the entry is a small descriptor; client, store and views are in one lazily imported chunk', {
  timeout: 120_000,
}, () => {
  execFileSync('npx', ['rollup', '-c', '--silent'], { cwd: dir, stdio: 'pipe' })
  const entry = readFileSync(`${dir}/dist/index.js`, 'utf8')
  const chunks = readdirSync(`${dir}/dist/chunks`)
  const lazy = chunks.find((f) => /^ensPlugin-.+\.js$/.test(f))
  expect(lazy).toBeDefined()
  expect(entry).toContain(`import('./chunks/${lazy}')`)
  expect(entry).not.toMatch(/^import .*\.\/chunks\//m)
  for (const marker of ['ens-register-view', '/v1/profile/', 'makeObservable', 'mobx-react-lite']) {
    expect(entry).not.toContain(marker)
  }
  const chunk = readFileSync(`${dir}/dist/chunks/${lazy}`, 'utf8')
  for (const marker of ['ens-register-view', '/v1/profile/reverse/', 'makeObservable', 'refreshProfile']) {
    expect(chunk).toContain(marker)
  }
  // Size budgets (bytes, minified + gzip, dependencies external): eager 1.5 KiB, lazy chunk 6 KiB.
  expect(gzipMin(entry)).toBeLessThan(1536)
  expect(gzipMin(chunk)).toBeLessThan(6144)
  // The published types carry the view ids and the API client key.
  const types = readFileSync(`${dir}/dist/index.d.ts`, 'utf8')
  expect(types).toContain("'ens/register'")
  expect(types).toContain('interface PluginApis')
})
