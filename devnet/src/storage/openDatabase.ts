import { Worker } from 'node:worker_threads'
import { defaultCacheDir } from './defaultCacheDir'
import { SCHEMA_SQL } from './schema'

/** A SQL database the devnet keeps its data in: the same SQL on PGlite and on PostgreSQL. */
export interface Database {
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  readonly kind: 'pglite' | 'postgres'
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>
  /** Closes the connection (and drops the schema when it was created as temporary). */
  close(): Promise<void>
}

/** Options for openDatabase. */
export interface OpenDatabaseOptions {
  /** postgres:// URL; absent = embedded PGlite. */
  url?: string
  /** PostgreSQL schema to use (created if missing); lets several devnets share one server. */
  schema?: string
  /** Drop the schema on close (tests). */
  dropSchemaOnClose?: boolean
  /**
   * Folder of the PGlite template: a data directory fresh from initdb (made once, under a lock, by the
   * first database that finds it missing: ~3 s quiet, 30 s and more under load); every later PGlite
   * database, the API's and the frame host's alike, loads it (~1 s). Default {@link defaultCacheDir}
   * (devnet/.devnet-data); null = initdb on every open.
   */
  cacheDir?: string | null
}

/** The database was used after close(): code 'DATABASE_CLOSED'. */
export class DatabaseClosedError extends Error {
  readonly code = 'DATABASE_CLOSED'
  constructor() {
    super('The devnet database is closed')
    this.name = 'DatabaseClosedError'
  }
}

const INT8_OID = 20

/**
 * Opens the devnet database and creates its tables: PGlite in a worker thread by default,
 * PostgreSQL with `url`. int8 columns come back as numbers on both.
 * @example
 * const db = await openDatabase() // PGlite from the template in devnet/.devnet-data
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = await openEmptyDatabase(options)
  try {
    await db.exec(SCHEMA_SQL)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}

/**
 * Opens a database without the devnet's tables, resolving once it answers queries: PGlite in its own
 * worker thread, from the template in `cacheDir` (the frame host's database in devnet is one), or
 * PostgreSQL with `url`.
 * @example
 * const db = await openEmptyDatabase({ cacheDir })
 * await migrateFrameDatabase(db)
 */
export async function openEmptyDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options)
  return openPglite(options.cacheDir === undefined ? defaultCacheDir() : (options.cacheDir ?? undefined))
}

type WorkerMessage = { ready: string } | { failed: string } | { id: number; rows?: unknown[]; error?: string }

/** PGlite in a worker thread (pgliteWorker.mjs), talking by messages; resolves when the database is open. */
async function openPglite(cacheDir: string | undefined): Promise<Database> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { cacheDir },
    // A worker needs no TypeScript loader: its script is plain JS.
    execArgv: [],
  })
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let failure: Error | undefined
  let opened!: { resolve: () => void; reject: (error: Error) => void }
  const ready = new Promise<void>((resolve, reject) => {
    opened = { resolve, reject }
  })
  const failAll = (error: Error) => {
    failure ??= error
    opened.reject(failure)
    for (const p of pending.values()) p.reject(failure)
    pending.clear()
  }
  worker.on('message', (message: WorkerMessage) => {
    if ('ready' in message) return opened.resolve()
    if ('failed' in message) return failAll(new Error(`PGlite did not open: ${message.failed}`))
    const p = pending.get(message.id)
    if (!p) return
    pending.delete(message.id)
    if (message.error !== undefined) p.reject(new Error(message.error))
    else p.resolve(message.rows ?? [])
  })
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (${code})`)))
  const call = (op: 'query' | 'exec' | 'close', sql?: string, params?: readonly unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (failure) return reject(failure)
      const id = nextId++
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, op, sql, params })
    })
  try {
    await ready
  } catch (error) {
    await worker.terminate()
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      return (await call('query', sql, [...params])) as T[]
    },
    async exec(sql) {
      await call('exec', sql)
    },
    close() {
      closing ??= (async () => {
        // Calls after this point fail with DatabaseClosedError; calls already sent are answered first.
        const closed = call('close').catch(() => undefined)
        failure ??= new DatabaseClosedError()
        await closed
        await worker.terminate()
      })()
      return closing
    },
  }
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const { default: pg } = await import('pg')
  const schema = options.schema
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`)
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text'),
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection the server ends (a restart, an administrator, the test stopping PostgreSQL) is an
  // 'error' event on the pool: without a listener Node throws it and the process dies. The pool drops that
  // client and the next query opens a new one; a query in flight still fails with its own error.
  pool.on('error', () => undefined)
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params])
      return result.rows as T[]
    },
    async exec(sql) {
      await pool.query(sql)
    },
    async close() {
      if (schema && options.dropSchemaOnClose) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await pool.end()
    },
  }
}
