// One page for every browser test app: a plugin's test app is only its entry module (test/app/main.tsx);
// the page around it (index.html with #root) is written here, in a temp folder, and built with Vite.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type BuildViteAppOptions, buildViteApp, type ViteAppBuild } from './buildViteApp'

/** Options of {@link buildTestApp}. */
export interface BuildTestAppOptions extends BuildViteAppOptions {
  /** The page's title (default 'Airlock test app'). */
  title?: string
  /** Classic scripts run before the app's module (their `src`, e.g. a file of `publicDir`). */
  headScripts?: readonly string[]
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** The test page: `#root` and the entry module; an empty icon so the page asks for no favicon. */
export function testAppHtml(title: string, headScripts: readonly string[] = []): string {
  const scripts = headScripts.map((src) => `\n    <script src="${escapeHtml(src)}"></script>`).join('')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(title)}</title>${scripts}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./entry.ts"></script>
  </body>
</html>
`
}

/**
 * Production-builds a test app from its entry module alone (e.g. a plugin's `test/app/main.tsx`, which
 * renders into `#root`, see `mountTestApp` of `@airlock/testing/react`): the page is written in a fresh temp
 * folder that imports the entry, so every app shares one index.html.
 * @example
 * const { outDir } = await buildTestApp(fileURLToPath(new URL('../app/main.tsx', import.meta.url)), { title: 'EVM test app' })
 * const server = await serveStatic(outDir)
 */
export async function buildTestApp(entry: string, options: BuildTestAppOptions = {}): Promise<ViteAppBuild> {
  const root = mkdtempSync(join(tmpdir(), 'airlock-test-page-'))
  writeFileSync(
    join(root, 'index.html'),
    testAppHtml(options.title ?? 'Airlock test app', options.headScripts),
  )
  const entryPath = resolve(entry)
  writeFileSync(join(root, 'entry.ts'), `import ${JSON.stringify(entryPath)}\n`)
  // The entry is imported for what it does: in a package with `sideEffects: false` (every Airlock package)
  // the bundler would drop that import, so the entry is marked as having side effects.
  const keepEntry = {
    name: 'airlock-test-app-entry',
    enforce: 'pre' as const,
    resolveId: (source: string) => (source === entryPath ? { id: entryPath, moduleSideEffects: true } : null),
  }
  const { title: _title, headScripts: _headScripts, ...build } = options
  try {
    return await buildViteApp(root, { ...build, plugins: [keepEntry, ...(build.plugins ?? [])] })
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
