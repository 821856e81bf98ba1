import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FaultRegistry } from '../faults/FaultRegistry'
import { originAllowed, type ProjectConfig } from './projects'
import { errorBody, HttpError, type Reply } from './reply'
import type { Router } from './router'

/** How one devnet HTTP service checks and routes its requests. */
export interface ServiceOptions {
  /** Routes that need a known projectId and an allowed Origin. */
  router: Router
  /** Control routes under /__devnet (no project check, no faults). */
  control: Router
  projects: readonly ProjectConfig[]
  faults: FaultRegistry
  /** Paths served to anyone (images): no project or origin check. */
  isPublic?: (path: string) => boolean
  /** Paths that also need the SDK type `st` and version `sv` in the query. */
  requiresSdk?: (path: string) => boolean
  /** Paths whose body is text, not JSON: passed as `text` and never parsed (default: none). */
  textBody?: (path: string) => boolean
  /** Label for log lines. */
  name: string
}

const MAX_BODY = 1024 * 1024
const ALLOW_HEADERS = 'content-type, x-project-id, x-sdk-type, x-sdk-version, authorization'

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new HttpError(413, 'Request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(res: ServerResponse, reply: Reply, cors: Record<string, string>): void {
  const headers: Record<string, string> = { ...cors, ...reply.headers }
  if (reply.raw !== undefined) {
    res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/plain', ...headers })
    res.end(reply.raw)
    return
  }
  res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
}

/** The answer an injected fault gives (or `timeout`: none), as every devnet service sends it. */
export function faultReply(kind: string, retryAfter: number | undefined): Reply | 'timeout' {
  const retry = { 'retry-after': String(retryAfter ?? 1) }
  switch (kind) {
    case '500':
      return { status: 500, body: errorBody('Injected fault: internal error') }
    case '503':
      return {
        status: 503,
        body: errorBody('Injected fault: service unavailable'),
        ...(retryAfter !== undefined ? { headers: retry } : {}),
      }
    case '429':
      return { status: 429, body: errorBody('Injected fault: too many requests'), headers: retry }
    case 'malformed':
      return { status: 200, raw: '{"data": [{"id": "truncated', contentType: 'application/json' }
    default:
      return 'timeout'
  }
}

/** Builds the request listener: CORS, control routes, faults, project/origin checks, routing, errors. */
export function createServiceHandler(options: ServiceOptions) {
  const projects = new Map(options.projects.map((p) => [p.id, p]))
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, { status: 500, body: errorBody(String(error)) }, {})
      else res.destroy()
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    const origin = req.headers.origin
    const projectId = url.searchParams.get('projectId') ?? headerValue(req, 'x-project-id') ?? undefined
    const project = projectId ? projects.get(projectId) : undefined
    const isControl = url.pathname.startsWith('/__devnet/')
    const allowed =
      origin === undefined || isControl || (project !== undefined && originAllowed(project.origins, origin))
    // CORS headers go on every answer to a browser so it can read even a 403's reason.
    const cors: Record<string, string> = origin
      ? {
          'access-control-allow-origin': origin,
          vary: 'Origin',
          'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'access-control-allow-headers': ALLOW_HEADERS,
          'access-control-expose-headers': 'retry-after',
        }
      : {}
    try {
      if (method === 'OPTIONS') {
        const open = isControl || (options.isPublic?.(url.pathname) ?? false)
        if (!open && !project) throw new HttpError(403, 'Unauthorized: invalid key')
        if (!open && !allowed) throw new HttpError(403, 'Unauthorized: origin not allowed')
        send(res, { status: 204, headers: { 'access-control-max-age': '600' } }, cors)
        return
      }
      const router = isControl ? options.control : options.router
      if (!isControl) {
        const fault = options.faults.take(method, url.pathname)
        if (fault) {
          const reply = faultReply(fault.kind, fault.retryAfter)
          if (reply === 'timeout') return // never answered; the client times out (stop() closes the socket)
          send(res, reply, cors)
          return
        }
        const open = options.isPublic?.(url.pathname) ?? false
        if (!open && !project) throw new HttpError(403, 'Unauthorized: invalid key')
        if (!open && !allowed) throw new HttpError(403, 'Unauthorized: origin not allowed')
        if (!open && options.requiresSdk?.(url.pathname)) {
          const st = url.searchParams.get('st') ?? headerValue(req, 'x-sdk-type')
          const sv = url.searchParams.get('sv') ?? headerValue(req, 'x-sdk-version')
          if (!st || !sv) throw new HttpError(400, 'Missing SDK type (st) or version (sv)')
        }
      }
      const match = router.match(method, url.pathname)
      if (!('handler' in match)) {
        if (match.allowed.length)
          throw new HttpError(405, 'Method not allowed', { allow: match.allowed.join(', ') })
        throw new HttpError(404, `Not found: ${url.pathname}`)
      }
      const rawBody = method === 'GET' || method === 'HEAD' ? '' : await readBody(req)
      let body: unknown
      if (rawBody.trim() && !options.textBody?.(url.pathname)) {
        try {
          body = JSON.parse(rawBody)
        } catch {
          throw new HttpError(400, 'Invalid JSON body')
        }
      }
      const reply = await match.handler({
        req,
        url,
        params: match.params,
        body,
        text: rawBody,
        projectId: project?.id,
      })
      send(res, reply, cors)
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, { status: error.status, body: errorBody(error.message), headers: error.headers }, cors)
      } else {
        send(
          res,
          { status: 500, body: errorBody(error instanceof Error ? error.message : String(error)) },
          cors,
        )
      }
    }
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}
