import { type LocalServer, listenLocal } from './listenLocal'

/** Serves one HTML page at every path on 127.0.0.1 (a stand-in dApp origin for browser tests). */
export function serveHtml(html: string): Promise<LocalServer> {
  return listenLocal((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
}
