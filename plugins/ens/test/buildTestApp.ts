// Builds the browser test app (test/app) with vite into a temp folder and serves it on 127.0.0.1.
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Builds test/app; returns the output folder. */
export async function buildTestApp(): Promise<string> {
  const root = fileURLToPath(new URL('./app/', import.meta.url))
  const outDir = mkdtempSync(join(tmpdir(), 'airlock-ens-app-'))
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
    oxc: { jsx: { runtime: 'automatic' } },
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, reportCompressedSize: false },
  })
  return outDir
}

/** A static server for a built app. */
export interface StaticServer {
  url: string
  stop(): Promise<void>
}

/** Serves `dir` on 127.0.0.1 (a free port); unknown paths get index.html. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(dir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
