import { createSessionBodySchema, revokeBodySchema, type SiwxServerSession } from '@airlock/siwx/protocol'
import * as z from 'zod/mini'
import {
  originAllowed,
  parseOptions,
  type SiwxHandlerConfig,
  type SiwxHandlerOptionsInput,
  siwxHandlerOptionsSchema,
} from '../config'
import type { SiwxDatabase } from '../database/openSiwxDatabase'
import { SiwxService } from '../service/SiwxService'
import { hashToken, MAX_TOKENS, readTokens, sessionCookie } from './credentials'
import { errorResponse, jsonResponse, SiwxApiError } from './SiwxApiError'

/** What the handlers need besides their options. */
export interface SiwxRuntime {
  /** The database (migrated: {@link openSiwxDatabase} does it; for your own pool, `migrateSiwxDatabase`). */
  database: SiwxDatabase
  /** Clock in ms (default Date.now); tests move it. */
  now?: () => number
  /** Called with unexpected errors (answered 500 'An error occurred'); default console.error. */
  onError?: (error: unknown, route: string) => void
}

/** Per-request facts a Request does not carry. */
export interface SiwxRequestContext {
  /** The client's IP, for the per-IP rate limits (absent: those limits are not applied). */
  ip?: string | undefined
}

/** The sign-in server as framework-free request handlers. */
export interface SiwxHandler {
  /** Answers one request under the base path (anything else is answered 404). */
  handle(request: Request, context?: SiwxRequestContext): Promise<Response>
  /** The caller's active sessions, from the request's cookie or bearer token: for the app's own routes. */
  authenticate(request: Request): Promise<SiwxServerSession[]>
  readonly config: SiwxHandlerConfig
  readonly service: SiwxService
}

const MAX_BODY_BYTES = 64 * 1024
const ROUTES = /^\/v1\/(nonce|sessions)(?:\/([^/]+)(\/revoke)?)?$/

/**
 * Builds the sign-in server's handlers: `Request` in, `Response` out, for any framework (Next.js route
 * handlers directly; Express, Fastify or node:http through {@link toNodeListener}). Routes, under
 * `basePath`: `POST /v1/nonce`, `POST /v1/sessions`, `GET /v1/sessions`, `GET /v1/sessions/{id}`,
 * `POST /v1/sessions/{id}/revoke`. Browsers from origins outside `origins` get 403 'Unauthorized:
 * origin not allowed'; allowed ones get CORS with credentials.
 *
 * @example
 * const siwx = createSiwxHandler(
 *   { origins: ['https://app.example'], chains: { 'eip155:1': 'https://rpc.example' }, basePath: '/api/siwx' },
 *   { database: await openSiwxDatabase({ url: process.env.DATABASE_URL }) },
 * )
 * export const GET = (request: Request) => siwx.handle(request)
 * export const POST = GET
 */
export function createSiwxHandler(options: SiwxHandlerOptionsInput, runtime: SiwxRuntime): SiwxHandler {
  const config = parseOptions(siwxHandlerOptionsSchema, options)
  const now = runtime.now ?? Date.now
  const service = new SiwxService(config, runtime.database, now)
  const onError = runtime.onError ?? ((error, route) => console.error(`[siwx-server] ${route}:`, error))

  async function handle(request: Request, context: SiwxRequestContext = {}): Promise<Response> {
    const url = new URL(request.url)
    const origin = request.headers.get('origin')
    const cors: Record<string, string> =
      origin && originAllowed(config.origins, origin)
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-credentials': 'true',
            'access-control-expose-headers': 'retry-after',
            vary: 'Origin',
          }
        : {}
    const path = url.pathname.startsWith(`${config.basePath}/`)
      ? url.pathname.slice(config.basePath.length)
      : undefined
    const route = path && ROUTES.exec(path)
    try {
      if (origin && !cors['access-control-allow-origin'])
        throw new SiwxApiError('ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed')
      if (!route) throw new SiwxApiError('NOT_FOUND', 'Not found')
      if (request.method === 'OPTIONS')
        return new Response(null, {
          status: 204,
          headers: {
            ...cors,
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers': 'content-type, authorization',
            'access-control-max-age': '600',
          },
        })
      const [, collection, id, revoke] = route
      const key = `${request.method} ${collection}${id ? (revoke ? '/:id/revoke' : '/:id') : ''}`
      const tokens = readTokens(request, config.cookie.name)
      switch (key) {
        case 'POST nonce':
          return jsonResponse(201, await service.issueNonce(context.ip), cors)
        case 'POST sessions': {
          const body = await readBody(request, createSessionBodySchema)
          const { session, token } = await service.signIn({ ...body, origin, ip: context.ip })
          if (body.credentials === 'bearer') return jsonResponse(201, { session, token }, cors)
          // The cookie keeps the caller's other live sessions beside the new one.
          const live = await service.sessionsOf(tokens)
          const liveHashes = new Set(live.map((s) => s.tokenHash))
          const kept = [...tokens.filter((t) => liveHashes.has(hashToken(t))), token].slice(-MAX_TOKENS)
          const ends = Math.max(
            ...[session, ...live.map((s) => s.session)].map((s) => Date.parse(s.expiresAt)),
          )
          const cookie = sessionCookie(config.cookie, url, kept, (ends - now()) / 1000)
          return jsonResponse(201, { session }, { ...cors, 'set-cookie': cookie })
        }
        case 'GET sessions':
          return jsonResponse(
            200,
            { sessions: filterSessions(await service.listSessions(tokens, context.ip), url) },
            cors,
          )
        case 'GET sessions/:id':
          return jsonResponse(200, { session: await service.readSession(tokens, id!, context.ip) }, cors)
        case 'POST sessions/:id/revoke': {
          const proof = await readBody(request, revokeBodySchema, true)
          return jsonResponse(200, { session: await service.revoke(tokens, id!, proof, context.ip) }, cors)
        }
        default:
          throw new SiwxApiError('METHOD_NOT_ALLOWED', `${request.method} is not allowed here`)
      }
    } catch (error) {
      if (!(error instanceof SiwxApiError)) onError(error, `${request.method} ${url.pathname}`)
      return errorResponse(error, cors)
    }
  }

  return {
    config,
    service,
    handle,
    async authenticate(request) {
      return (await service.sessionsOf(readTokens(request, config.cookie.name))).map((s) => s.session)
    },
  }
}

/** `GET /v1/sessions?chainId=…&address=…`: the sessions of that chain and account (EVM: any case). */
function filterSessions(sessions: SiwxServerSession[], url: URL): SiwxServerSession[] {
  const chainId = url.searchParams.get('chainId')
  const address = url.searchParams.get('address')
  return sessions
    .filter((s) => !chainId || s.chainId === chainId)
    .filter(
      (s) =>
        !address ||
        (s.chainId.startsWith('eip155:')
          ? s.address.toLowerCase() === address.toLowerCase()
          : s.address === address),
    )
}

/** Reads and validates a JSON body of at most 64 KiB; an empty body is `{}` when `optional`. */
async function readBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  optional = false,
): Promise<z.core.output<S>> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) throw new SiwxApiError('TOO_LARGE', 'Request body too large')
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw new SiwxApiError('TOO_LARGE', 'Request body too large')
  let raw: unknown
  try {
    raw = text.trim() === '' && optional ? {} : JSON.parse(text)
  } catch {
    throw new SiwxApiError('BAD_REQUEST', 'Request body is not valid JSON')
  }
  const parsed = z.safeParse(schema, raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new SiwxApiError('BAD_REQUEST', `Invalid request: ${where}${issue?.message ?? 'bad body'}`)
  }
  return parsed.data
}
