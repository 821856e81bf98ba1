import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { buildViteApp } from './buildViteApp'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const INDEX = '<!doctype html><div id="root"></div><script type="module" src="./main.ts"></script>'
const MAIN = [
  'const el: HTMLElement | null = document.getElementById("root")',
  'if (el) el.textContent = "built"',
].join('\n')

it('builds an app from its index.html into a fresh temp folder, TypeScript included', async () => {
  const root = mkdtempSync(join(tmpdir(), 'airlock-vite-src-'))
  dirs.push(root)
  writeFileSync(join(root, 'index.html'), INDEX)
  writeFileSync(join(root, 'main.ts'), MAIN)
  const { outDir, output } = await buildViteApp(root, { tempPrefix: 'airlock-vite-test-' })
  dirs.push(outDir)
  expect(outDir).toContain('airlock-vite-test-')
  expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('/assets/')
  const chunks = output.filter((item) => item.type === 'chunk')
  expect(chunks).toHaveLength(1)
  expect(chunks[0]?.code).toContain('"built"')
  expect(readdirSync(join(outDir, 'assets'))).toContain(chunks[0]?.fileName.replace('assets/', ''))
})
