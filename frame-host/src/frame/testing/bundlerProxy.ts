// For the frame's smart-account fault tests: a JSON-RPC proxy on 127.0.0.1 in front of the devnet's bundler
// endpoint that counts what it forwards and can (a) forward a method but keep its answer until the client
// gives up (a slow bundler: the request arrived, the answer never came), or (b) be closed so that
// connections are refused, and opened again on the same port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A running proxy. */
export interface BundlerProxy {
  /** The proxy's URL (what the frame host's `bundlerUrl` names). */
  url: string
  /** Methods whose answer is kept until the client closes the connection. */
  hold: Set<string>
  /** How many requests of `method` reached the proxy. */
  count(method: string): number
  /** Stops listening: connections to the port are refused. */
  close(): Promise<void>
  /** Listens again on the same port. */
  reopen(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Starts a proxy forwarding every POST to `target` (the devnet's bundler URL, with its project id). */
export async function startBundlerProxy(target: string): Promise<BundlerProxy> {
  const counts = new Map<string, number>()
  const hold = new Set<string>()
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*')
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.writeHead(204).end()
    const body = await readBody(req)
    const method = String((JSON.parse(body) as { method?: unknown }).method)
    counts.set(method, (counts.get(method) ?? 0) + 1)
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const text = await answer.text()
    // Held: the bundler has the request; its answer is dropped when the client gives up waiting.
    if (hold.has(method)) return
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text)
  }
  let server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(502).end())
  })
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
  const port = await listen(0)
  return {
    url: `http://127.0.0.1:${port}/bundler`,
    hold,
    count: (method) => counts.get(method) ?? 0,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
    async reopen() {
      const old = server
      server = createServer(
        old.listeners('request')[0] as (req: IncomingMessage, res: ServerResponse) => void,
      )
      await listen(port)
    },
  }
}
