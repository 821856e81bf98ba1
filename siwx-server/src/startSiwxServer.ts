import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import {
  parseOptions,
  type SiwxServerConfig,
  type SiwxServerOptionsInput,
  siwxServerOptionsSchema,
} from './config'
import { openSiwxDatabase, type SiwxDatabase } from './database/openSiwxDatabase'
import { createSiwxHandler, type SiwxHandler, type SiwxRuntime } from './http/createSiwxHandler'
import { toNodeListener } from './http/toNodeListener'

/** Inputs of startSiwxServer that are not configuration (tests, embedding). */
export interface SiwxServerRuntime extends Omit<SiwxRuntime, 'database'> {
  /** An open, migrated database to use (shared between servers); it is not closed on stop. */
  database?: SiwxDatabase
}

/** A running sign-in server. */
export interface SiwxServer {
  /** Base URL, e.g. http://127.0.0.1:4200 (no trailing slash; the routes are under config.basePath). */
  url: string
  config: SiwxServerConfig
  database: SiwxDatabase
  handler: SiwxHandler
  /** Stops listening, drops connections, closes the database it opened; safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts the sign-in server on node:http: the handlers of {@link createSiwxHandler} plus `GET /healthz`,
 * storage in PostgreSQL (`databaseUrl`) or embedded PGlite.
 *
 * @example
 * const server = await startSiwxServer({
 *   origins: ['https://app.example'],
 *   chains: { 'eip155:1': 'https://rpc.example', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': null },
 *   databaseUrl: process.env.DATABASE_URL,
 * })
 */
export async function startSiwxServer(
  options: SiwxServerOptionsInput,
  runtime: SiwxServerRuntime = {},
): Promise<SiwxServer> {
  const config = parseOptions(siwxServerOptionsSchema, options)
  const ownsDatabase = runtime.database === undefined
  const database =
    runtime.database ??
    (await openSiwxDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      schema: config.databaseSchema,
    }))
  const { port, host, databaseUrl, databaseSchema, dataDir, trustProxy, ...handlerOptions } = config
  const handler = createSiwxHandler(handlerOptions, { ...runtime, database })
  const listener = toNodeListener(handler, { trustProxy })
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      return void res.end(JSON.stringify({ ok: true, database: database.kind }))
    }
    listener(req, res)
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve())
    })
  } catch (error) {
    if (ownsDatabase) await database.close()
    throw error
  }
  const bound = (server.address() as AddressInfo).port
  let stopped: Promise<void> | undefined
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    config,
    database,
    handler,
    stop() {
      stopped ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          for (const socket of sockets) socket.destroy()
        })
        if (ownsDatabase) await database.close()
      })()
      return stopped
    },
  }
}
