import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { type LocalServer, listenLocal } from './listenLocal'

/** Content types of the files a built app serves (others are application/octet-stream). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
}

/** The file under `root` that `pathname` names, or undefined when it is missing or escapes `root`. */
export function staticFile(root: string, pathname: string): string | undefined {
  const base = normalize(root)
  const file = normalize(join(base, decodeURIComponent(pathname)))
  if (file !== base && !file.startsWith(base.endsWith(sep) ? base : base + sep)) return undefined
  return existsSync(file) && statSync(file).isFile() ? file : undefined
}

/**
 * Serves the built app in `dir` on 127.0.0.1 (a free port); unknown paths get its index.html, a request
 * target that is not a URL path (e.g. `//[` or a broken %-escape) gets 400 instead of crashing the server.
 * `headers` go on every answer (e.g. a Content-Security-Policy the app must work under).
 *
 * @example
 * const app = await serveStatic(outDir, { headers: { 'content-security-policy': "script-src 'self'" } })
 */
export function serveStatic(
  dir: string,
  options: { headers?: Readonly<Record<string, string>> } = {},
): Promise<LocalServer> {
  return listenLocal((req, res) => {
    let file: string
    try {
      file = staticFile(dir, new URL(req.url ?? '/', 'http://127.0.0.1').pathname) ?? join(dir, 'index.html')
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request target')
      return
    }
    res.writeHead(200, {
      ...options.headers,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    })
    createReadStream(file).pipe(res)
  })
}
