import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FaultRegistry } from '../faults/FaultRegistry'
import { faultReply } from '../http/createServiceHandler'
import { type RunningServer, startHttpServer } from '../http/startHttpServer'
import type { Database } from '../storage/openDatabase'

/** The sign-in server module as the devnet uses it. */
export type SiwxServerModule = typeof import('@airlock/siwx-server')

/**
 * Loads @airlock/siwx-server: the package (its build, or its source under the `source` condition), or,
 * when it has no build and Node runs without that condition (`node --import tsx src/cli.ts`), its source
 * beside this workspace. Its source imports @airlock/siwx, so that fallback first adds the `source`
 * condition to the process's module resolution (a resolve hook; only this repo's packages export it).
 */
export async function loadSiwxServer(): Promise<SiwxServerModule> {
  try {
    return await import('@airlock/siwx-server')
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error
    const { register } = await import('node:module')
    register(`data:text/javascript,${encodeURIComponent(SOURCE_CONDITION_HOOK)}`)
    const source = new URL('../../../siwx-server/src/index.ts', import.meta.url).href
    return (await import(/* @vite-ignore */ source)) as SiwxServerModule
  }
}

/** A module resolve hook that resolves with the `source` export condition too. */
const SOURCE_CONDITION_HOOK = `export async function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: [...context.conditions, 'source'] })
}`

/** Options of {@link startDevnetSiwx}. */
export interface DevnetSiwxOptions {
  /** The devnet's database: the server's `siwx_*` tables are created in it on the first sign-in request. */
  db: Database
  faults: FaultRegistry
  /** Page origins allowed to sign in (the projects' origins; '*' is dropped). */
  origins: readonly string[]
  /** CAIP-2 chain → JSON-RPC URL (EVM, for ERC-1271/6492) or null. */
  chains: Record<string, string | null>
  port?: number
  /** The module, when already loaded (startDevnet loads it while the chains start). */
  serverModule?: SiwxServerModule
}

/** The devnet's sign-in server. */
export interface DevnetSiwx {
  /** Base URL: `POST ${url}/v1/nonce`, `POST ${url}/v1/sessions`… */
  url: string
  stop(): Promise<void>
}

/**
 * Devnet limits: ten times the server's defaults, so a test suite on one loopback address does not run
 * into them (the fault panel injects 429s when a test wants one).
 */
const DEVNET_RATE_LIMITS = {
  ipNonce: 300,
  ipSignIn: 200,
  ipRead: 1_200,
  ipRevoke: 300,
  accountSignIn: 100,
  accountRevoke: 100,
}

/**
 * Starts @airlock/siwx-server on 127.0.0.1 for the devnet: the devnet's own database, its chains, its
 * projects' origins, a SameSite=None (Secure, Partitioned: loopback counts as secure) cookie so pages
 * on another loopback host can sign in, and the fault panel's rules applied before each request.
 */
export async function startDevnetSiwx(options: DevnetSiwxOptions): Promise<DevnetSiwx> {
  const { createSiwxHandler, lazySiwxDatabase, migrateSiwxDatabase, originAllowed, toNodeListener } =
    options.serverModule ?? (await loadSiwxServer())
  const shared = {
    kind: options.db.kind,
    query: <T extends object>(sql: string, params?: readonly unknown[]) => options.db.query<T>(sql, params),
    exec: (sql: string) => options.db.exec(sql),
    close: async () => undefined, // the devnet closes its database itself
  }
  const database = lazySiwxDatabase(async () => {
    await migrateSiwxDatabase(shared)
    return shared
  }, options.db.kind)
  const origins = options.origins.filter((o) => o !== '*')
  const handler = createSiwxHandler(
    { origins, chains: options.chains, cookie: { sameSite: 'none' }, rateLimits: DEVNET_RATE_LIMITS },
    { database, onError: (error, route) => console.error(`[devnet siwx] ${route}:`, error) },
  )
  const listener = toNodeListener(handler)
  const server: RunningServer = await startHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://devnet').pathname
    const fault = options.faults.take(req.method ?? 'GET', path)
    if (!fault) return listener(req, res)
    const reply = faultReply(fault.kind, fault.retryAfter)
    if (reply === 'timeout') return // never answered; stop() closes the socket
    const origin = req.headers.origin
    res.writeHead(reply.status, {
      'content-type': reply.contentType ?? 'application/json; charset=utf-8',
      ...(origin && originAllowed(origins, origin)
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-credentials': 'true',
            'access-control-expose-headers': 'retry-after',
            vary: 'Origin',
          }
        : {}),
      ...reply.headers,
    })
    res.end(reply.raw ?? JSON.stringify(reply.body))
  }, options.port)
  return { url: server.url, stop: () => server.stop() }
}
