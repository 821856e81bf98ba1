import { MIGRATIONS } from './migrations'

/** The frame host's SQL database: the same SQL on embedded PGlite and on a PostgreSQL server. */
export interface FrameDatabase {
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  readonly kind: 'pglite' | 'postgres'
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs statements without parameters (several separated by `;`), on one connection. */
  exec(sql: string): Promise<void>
  /** Closes the connection (drops the schema first when asked to). */
  close(): Promise<void>
}

/** Options of {@link openFrameDatabase}. */
export interface OpenFrameDatabaseOptions {
  /** postgres:// URL; absent = embedded PGlite. */
  url?: string
  /** PGlite data directory (absent = in memory). Ignored with `url`. */
  dataDir?: string
  /** PostgreSQL schema to keep the tables in (created if missing). */
  schema?: string
  /** Drop `schema` on close (tests). */
  dropSchemaOnClose?: boolean
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** The database was used after close(): code 'DATABASE_CLOSED'. */
export class FrameDatabaseClosedError extends Error {
  readonly code = 'DATABASE_CLOSED'
  constructor() {
    super('The frame host database is closed')
    this.name = 'FrameDatabaseClosedError'
  }
}

/**
 * Opens the frame host's database and applies its migrations (idempotent, serialised by an advisory
 * lock so several processes may start at once).
 * @example
 * const db = await openFrameDatabase({ url: process.env.DATABASE_URL })
 */
export async function openFrameDatabase(options: OpenFrameDatabaseOptions = {}): Promise<FrameDatabase> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema))
    throw new Error(`Invalid database schema name '${options.schema}': use lowercase letters, digits and _`)
  const db = options.url ? await openPostgres(options.url, options) : await openPglite(options)
  try {
    await migrateFrameDatabase(db)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}

/**
 * Applies the frame host's migrations to an open database (what openFrameDatabase does after opening):
 * for a database opened by other means, e.g. devnet's PGlite worker started from its template.
 * Idempotent; serialised by an advisory lock.
 * @example
 * const db = await openEmptyDatabase({ cacheDir })
 * await migrateFrameDatabase(db)
 * const host = await startFrameHost(options, { database: db })
 */
export async function migrateFrameDatabase(db: FrameDatabase): Promise<void> {
  for (const migration of MIGRATIONS) {
    // One transaction per migration; the advisory lock keeps concurrent starters in line.
    await db.exec(
      `BEGIN;
SELECT pg_advisory_xact_lock(7411001);
CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
${migration.sql}
INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}') ON CONFLICT (version) DO NOTHING;
COMMIT;`,
    )
  }
}

async function openPglite(options: OpenFrameDatabaseOptions): Promise<FrameDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = await PGlite.create(options.dataDir ?? 'memory://')
  if (options.schema)
    await pglite.exec(`CREATE SCHEMA IF NOT EXISTS ${options.schema}; SET search_path TO ${options.schema}`)
  let closed = false
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      if (closed) throw new FrameDatabaseClosedError()
      return (await pglite.query<T>(sql, [...params])).rows
    },
    async exec(sql) {
      if (closed) throw new FrameDatabaseClosedError()
      await pglite.exec(sql)
    },
    async close() {
      if (closed) return
      closed = true
      await pglite.close()
    },
  }
}

async function openPostgres(url: string, options: OpenFrameDatabaseOptions): Promise<FrameDatabase> {
  const { default: pg } = await import('pg')
  const schema = options.schema
  const pool = new pg.Pool({
    connectionString: url,
    max: 8,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  pool.on('error', () => undefined)
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
  let closed: Promise<void> | undefined
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      if (closed) throw new FrameDatabaseClosedError()
      return (await pool.query(sql, [...params])).rows as T[]
    },
    async exec(sql) {
      if (closed) throw new FrameDatabaseClosedError()
      const client = await pool.connect()
      try {
        await client.query(sql)
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close() {
      closed ??= (async () => {
        if (schema && options.dropSchemaOnClose) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await pool.end()
      })()
      return closed
    },
  }
}
