import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { buildTestApp, testAppHtml } from './buildTestApp'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

it('builds an app from its entry module alone: one page with #root, the title, the head scripts', async () => {
  const src = mkdtempSync(join(tmpdir(), 'airlock-test-app-src-'))
  dirs.push(src)
  writeFileSync(join(src, 'main.ts'), 'document.getElementById("root")!.textContent = "from the entry"\n')
  writeFileSync(join(src, 'early.js'), 'window.early = true\n')
  // As in every Airlock package: the entry's import must survive `sideEffects: false`.
  writeFileSync(join(src, 'package.json'), '{ "name": "app", "type": "module", "sideEffects": false }\n')
  const { outDir, output } = await buildTestApp(join(src, 'main.ts'), {
    title: 'A <test> app',
    headScripts: ['/early.js'],
    publicDir: src,
    tempPrefix: 'airlock-test-app-out-',
  })
  dirs.push(outDir)
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  expect(html).toContain('<title>A &lt;test&gt; app</title>')
  expect(html).toContain('<div id="root"></div>')
  expect(html).toMatch(/<script src="\/early\.js"><\/script>[\s\S]*<script type="module"[^>]*src="\/assets\//)
  expect(readFileSync(join(outDir, 'early.js'), 'utf8')).toContain('window.early')
  const chunks = output.filter((item) => item.type === 'chunk')
  expect(chunks).toHaveLength(1)
  expect(chunks[0]?.code).toContain('"from the entry"')
})

it('the page asks for no favicon', () => {
  expect(testAppHtml('x')).toContain('<link rel="icon" href="data:," />')
})
