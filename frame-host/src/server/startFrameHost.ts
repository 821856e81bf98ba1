import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { type FrameHostConfig, type FrameHostOptionsInput, parseFrameHostOptions } from './config'
import { type FrameDatabase, openFrameDatabase } from './database/openFrameDatabase'
import { createFarcasterLogin } from './farcaster/createFarcasterLogin'
import { farcasterRoutes } from './farcaster/farcasterRoutes'
import { clientIp } from './http/clientIp'
import { API_SECURITY_HEADERS, ApiError, sendError, sendJson } from './http/httpKit'
import { createMailer, type Mailer } from './mail/createMailer'
import { createSocialLogin, parseOauthCallbackPath } from './oauth/createSocialLogin'
import { type ApiDeps, apiRoutes } from './routes/apiRoutes'
import { frameRoutes, frameScriptBundler } from './routes/frameRoutes'
import { handleSocialCallback, type SocialRouteDeps, socialRoutes } from './routes/socialRoutes'
import { KeyShareStore } from './store/KeyShareStore'
import { OtpStore } from './store/OtpStore'
import { RateLimitStore } from './store/RateLimitStore'
import { SessionStore } from './store/SessionStore'
import { UserStore } from './store/UserStore'

/** Extra, non-serialisable inputs of startFrameHost (tests and embedding). */
export interface FrameHostRuntime {
  /** An open database to use (shared between several hosts); it is not closed on stop. */
  database?: FrameDatabase
  /** Clock in ms (default Date.now): tests move it to expire codes. */
  now?: () => number
  /** Mailer to use instead of SMTP. */
  mailer?: Mailer
  /** Called with unexpected errors (answered as 500 'An error occurred'); default: console.error. */
  onError?: (error: unknown, route: string) => void
  /**
   * Bundle the frame page's scripts right after start, in the background (default true), so a visitor's
   * first login does not wait for them (seconds on a loaded machine); false bundles on first request.
   */
  warmScripts?: boolean
  /**
   * How long a client may take to send a whole request (default 30 s) and its head (default 15 s): a slow
   * client is cut off (408) instead of holding a connection. Tests shorten them.
   */
  requestTimeoutMs?: number
  headersTimeoutMs?: number
  /** Timeout of each request to a social login provider (default 10 s). Tests shorten it. */
  socialRequestTimeoutMs?: number
}

/** Default {@link FrameHostRuntime.requestTimeoutMs}. */
const REQUEST_TIMEOUT_MS = 30_000
/** Default {@link FrameHostRuntime.headersTimeoutMs}. */
const HEADERS_TIMEOUT_MS = 15_000

const defaultOnError = (error: unknown, route: string) => console.error(`[frame-host] ${route}:`, error)

/** How long stop() lets requests in progress finish before it drops their connections. */
export const STOP_DRAIN_MS = 5_000

/** A running frame host. */
export interface FrameHost {
  /** Base URL, e.g. http://127.0.0.1:4100 (no trailing slash). */
  url: string
  /** The frame's origin as browsers see it (publicUrl's origin). */
  origin: string
  config: FrameHostConfig
  database: FrameDatabase
  /**
   * Stops listening, lets the requests in progress finish (at most {@link STOP_DRAIN_MS}: a request
   * that was given the database keeps it until it has answered), drops the connections, then closes the
   * mailer and the database it opened. Close a database you passed in only after this resolves. Safe to
   * call twice.
   */
  stop(): Promise<void>
}

/**
 * Starts the frame host: the frame page and its API on node:http, storage in PostgreSQL (embedded
 * PGlite unless `databaseUrl`), code emails through SMTP.
 * @example
 * const host = await startFrameHost({
 *   smtpUrl: 'smtp://127.0.0.1:2525',
 *   secret: process.env.SECRET!,
 *   projects: [{ id: 'my-app', origins: ['https://app.example'] }],
 *   chains: { 'eip155:1': 'https://rpc.example' },
 * })
 */
export async function startFrameHost(
  options: FrameHostOptionsInput,
  runtime: FrameHostRuntime = {},
): Promise<FrameHost> {
  const config = parseFrameHostOptions(options)
  const now = runtime.now ?? Date.now
  const ownsDatabase = runtime.database === undefined
  const database =
    runtime.database ??
    (await openFrameDatabase({
      ...(config.databaseUrl ? { url: config.databaseUrl } : {}),
      ...(config.dataDir ? { dataDir: config.dataDir } : {}),
      ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
    }))
  const secret = new TextEncoder().encode(config.secret)
  const mailer = runtime.mailer ?? createMailer(config.smtpUrl, config.mailFrom)
  const requestTimeout = runtime.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  const server = createServer({
    requestTimeout,
    headersTimeout: Math.min(runtime.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout),
    // How often Node looks for requests past those timeouts.
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(requestTimeout / 4))),
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, config.host, () => resolve())
    })
  } catch (error) {
    if (ownsDatabase) await database.close()
    throw error
  }
  const port = (server.address() as AddressInfo).port
  const scripts = { frame: frameScriptBundler(), approvalWindow: frameScriptBundler('approvalWindowPage') }
  // A failure here is reported again by the request that needs the script (the bundler retries).
  if (runtime.warmScripts !== false)
    void scripts
      .frame()
      .then(() => scripts.approvalWindow())
      .catch(() => undefined)
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  const origin = new URL(config.publicUrl ?? url).origin
  const apiDeps: ApiDeps = {
    otps: new OtpStore(database, secret, now),
    users: new UserStore(database, now),
    sessions: new SessionStore(database, config.sessionTtlSeconds * 1000, now),
    keyShares: new KeyShareStore(database, now),
    limits: new RateLimitStore(database, now),
    clientIp: (req) => clientIp(req, config.trustedProxies),
    mailer,
    secure: origin.startsWith('https:'),
    partitionedCookie: origin.startsWith('https:') || isLoopbackOrigin(origin),
    projectIds: new Set(config.projects.map((p) => p.id)),
    sessionTtlSeconds: config.sessionTtlSeconds,
  }
  const socialDeps: SocialRouteDeps = {
    ...apiDeps,
    social: createSocialLogin({
      db: database,
      config: config.socialLogin,
      publicUrl: config.publicUrl ?? url,
      now,
      ...(runtime.socialRequestTimeoutMs ? { requestTimeoutMs: runtime.socialRequestTimeoutMs } : {}),
    }),
    projects: config.projects,
    frameOrigin: origin,
  }
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
    ...apiRoutes(apiDeps),
    ...socialRoutes(socialDeps),
    ...(config.farcaster
      ? farcasterRoutes({
          ...apiDeps,
          projects: config.projects,
          farcaster: createFarcasterLogin({
            db: database,
            config: config.farcaster,
            publicUrl: config.publicUrl ?? url,
            now,
            ...(runtime.socialRequestTimeoutMs ? { requestTimeoutMs: runtime.socialRequestTimeoutMs } : {}),
          }),
        })
      : {}),
    ...frameRoutes(config, scripts),
    'GET /healthz': async (_req, res) => sendJson(res, 200, { ok: true, database: database.kind }),
  }
  // Requests in progress: stop() waits for them before the database they use is closed. No request may
  // take the process down: handle() answers every error it can, and anything left (an answer that could
  // not be written) only ends that connection.
  const inFlight = new Set<Promise<void>>()
  server.on('request', (req, res) => {
    const handled = handle(req, res).catch(() => {
      res.destroy()
    })
    inFlight.add(handled)
    void handled.finally(() => inFlight.delete(handled))
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // A request target that is no URL (`GET //[`, `GET //a:99999/`) is refused before anything reads it.
    const target = URL.canParse(req.url ?? '/', 'http://frame')
      ? new URL(req.url ?? '/', 'http://frame')
      : undefined
    if (!target) return sendError(res, new ApiError(400, 'Bad request target', 'BAD_REQUEST'))
    const path = target.pathname
    const isApi = path.startsWith('/api/')
    const requestOrigin = req.headers.origin
    // The API answers only the frame's own origin: no CORS for anyone else, no cross-site writes.
    const cors: Record<string, string> =
      isApi && requestOrigin === origin
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-credentials': 'true',
            vary: 'Origin',
          }
        : {}
    try {
      if (isApi && requestOrigin !== undefined && requestOrigin !== origin)
        throw new ApiError(403, 'Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED')
      if (isApi && req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...API_SECURITY_HEADERS,
          ...cors,
          'access-control-allow-methods': 'GET, POST, PUT',
          'access-control-allow-headers': 'content-type, authorization',
          'access-control-max-age': '600',
        })
        return void res.end()
      }
      const callback =
        req.method === 'GET' || req.method === 'POST' ? parseOauthCallbackPath(path) : undefined
      if (callback) return await handleSocialCallback(socialDeps, req, res, target, callback)
      const route = routes[`${req.method} ${path}`]
      if (!route) throw new ApiError(404, 'Not found', 'NOT_FOUND')
      for (const [k, v] of Object.entries(cors)) res.setHeader(k, v)
      await route(req, res)
    } catch (error) {
      if (!(error instanceof ApiError)) (runtime.onError ?? defaultOnError)(error, `${req.method} ${path}`)
      if (res.headersSent) return void res.destroy()
      sendError(res, error, cors)
    }
  }

  let stopped: Promise<void> | undefined
  return {
    url,
    origin,
    config,
    database,
    stop() {
      stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, STOP_DRAIN_MS)
          }),
        ])
        clearTimeout(timer)
        for (const socket of sockets) socket.destroy()
        await closed
        mailer.close()
        if (ownsDatabase) await database.close()
      })()
      return stopped
    },
  }
}

/**
 * Whether `origin` is a loopback http origin (127.0.0.0/8, localhost, [::1]): browsers treat it as
 * potentially trustworthy, so Chromium accepts a `Secure; Partitioned` cookie there as on https.
 */
export function isLoopbackOrigin(origin: string): boolean {
  const { protocol, hostname } = new URL(origin)
  if (protocol !== 'http:') return false
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}
