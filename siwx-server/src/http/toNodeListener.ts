import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { SiwxHandler } from './createSiwxHandler'
import { errorResponse, SiwxApiError } from './SiwxApiError'

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /**
   * How many proxies in front of the app to trust: the client IP is then read from X-Forwarded-For (that
   * many entries from its end) and the scheme from X-Forwarded-Proto. Default 0: the socket's.
   */
  trustProxy?: number
}

type NodeRequest = IncomingMessage & { body?: unknown; originalUrl?: string }
type Next = (error?: unknown) => void

const MAX_BODY_BYTES = 64 * 1024

/**
 * Adapts the handlers to Node's `(req, res)` (node:http, Express, Connect; Fastify through
 * `reply.hijack()`). Requests outside the handlers' base path go to `next` when there is one (Express
 * middleware), else are answered 404. A body the framework already parsed (`req.body`) is used as is.
 *
 * @example
 * app.use(toNodeListener(siwx, { trustProxy: 1 })) // Express, handlers created with basePath '/api/siwx'
 */
export function toNodeListener(handler: SiwxHandler, options: NodeListenerOptions = {}) {
  const trust = options.trustProxy ?? 0
  const prefix = `${handler.config.basePath}/v1/`
  return (req: NodeRequest, res: ServerResponse, next?: Next): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (next && !path.startsWith(prefix)) {
      next()
      return
    }
    void answer(req, res).catch((error: unknown) => {
      if (next) return next(error)
      if (!res.headersSent) void write(res, errorResponse(error))
      else res.destroy()
    })
  }

  async function answer(req: NodeRequest, res: ServerResponse): Promise<void> {
    const forwarded = (name: string) => {
      const value = req.headers[name]
      return (Array.isArray(value) ? value.join(',') : (value ?? ''))
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    }
    const encrypted = (req.socket as TLSSocket).encrypted === true
    const proto = (trust > 0 && forwarded('x-forwarded-proto')[0]) || (encrypted ? 'https' : 'http')
    const hops = forwarded('x-forwarded-for')
    const ip =
      (trust > 0 && hops.length >= trust ? hops[hops.length - trust] : undefined) ?? req.socket.remoteAddress
    const url = `${proto}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name.startsWith(':')) continue
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
    }
    let body: string | undefined
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      try {
        body =
          req.body !== undefined
            ? typeof req.body === 'string'
              ? req.body
              : JSON.stringify(req.body)
            : await readRaw(req)
      } catch (error) {
        return write(res, errorResponse(error))
      }
      headers.delete('content-length')
    }
    const response = await handler.handle(
      new Request(url, { method: req.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) }),
      {
        ip,
      },
    )
    await write(res, response)
  }
}

async function readRaw(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new SiwxApiError('TOO_LARGE', 'Request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function write(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined)
}
