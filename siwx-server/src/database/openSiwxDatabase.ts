import { SIWX_MIGRATIONS } from './migrations'

/**
 * What the sign-in server needs of a SQL database: parameterised queries ($1, $2…) and multi-statement
 * execution, the same SQL on PostgreSQL and on embedded PGlite. An app that mounts the handlers passes
 * its own pool through {@link pgPoolDatabase}.
 */
export interface SiwxDatabase {
  /** 'pglite' (embedded) or 'postgres'. */
  readonly kind: 'pglite' | 'postgres'
  /** Runs one statement and returns its rows (timestamptz columns as Date). */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs statements without parameters, on one connection. */
  exec(sql: string): Promise<void>
  /** Closes what this handle opened. */
  close(): Promise<void>
}

/** Options of {@link openSiwxDatabase}. */
export interface OpenSiwxDatabaseOptions {
  /** postgres:// URL; absent = embedded PGlite. */
  url?: string | undefined
  /** PGlite data folder (absent = in memory). Ignored with `url`. */
  dataDir?: string | undefined
  /** PostgreSQL schema for the tables (created when missing). */
  schema?: string | undefined
  /** Drop `schema` on close (tests). */
  dropSchemaOnClose?: boolean | undefined
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/
const MIGRATION_LOCK = 7_411_035

/**
 * Opens the server's database, PostgreSQL with `url` or embedded PGlite, and brings its tables up to
 * date (idempotent; several processes may start at once).
 *
 * @example
 * const database = await openSiwxDatabase({ url: process.env.DATABASE_URL })
 */
export async function openSiwxDatabase(options: OpenSiwxDatabaseOptions = {}): Promise<SiwxDatabase> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema))
    throw new Error(`Invalid database schema name '${options.schema}': use lowercase letters, digits and _`)
  let db: SiwxDatabase
  if (options.url) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 8,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    pool.on('error', () => undefined)
    if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`)
    db = pgPoolDatabase(pool, async () => {
      if (options.schema && options.dropSchemaOnClose)
        await pool.query(`DROP SCHEMA IF EXISTS ${options.schema} CASCADE`)
      await pool.end()
    })
  } else {
    const { PGlite } = await import('@electric-sql/pglite')
    const pglite = await PGlite.create(options.dataDir ?? 'memory://')
    db = {
      kind: 'pglite',
      query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
        (await pglite.query<T>(sql, [...params])).rows,
      exec: async (sql) => void (await pglite.exec(sql)),
      close: () => (pglite.closed ? Promise.resolve() : pglite.close()),
    }
  }
  try {
    await migrateSiwxDatabase(db)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}

/** The least of a `pg` Pool that {@link pgPoolDatabase} uses. */
export interface PgPoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
  connect(): Promise<{ query(sql: string): Promise<unknown>; release(): void }>
}

/**
 * A {@link SiwxDatabase} over an app's own `pg` Pool (its tables are prefixed `siwx_`). Run
 * {@link migrateSiwxDatabase} once before use; `close` calls `end` only if given.
 *
 * @example
 * const database = pgPoolDatabase(pool)
 * await migrateSiwxDatabase(database)
 */
export function pgPoolDatabase(pool: PgPoolLike, end?: () => Promise<void>): SiwxDatabase {
  let closing: Promise<void> | undefined
  return {
    kind: 'postgres',
    query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(sql, [...params])).rows as T[],
    async exec(sql) {
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
    close: () => {
      closing ??= end ? end() : Promise.resolve()
      return closing
    },
  }
}

/**
 * Applies the server's migrations that `db` lacks, each in a transaction under an advisory lock, so
 * concurrent starters take turns.
 *
 * @example
 * await migrateSiwxDatabase(database)
 */
export async function migrateSiwxDatabase(db: SiwxDatabase): Promise<void> {
  for (const migration of SIWX_MIGRATIONS) {
    await db.exec(`BEGIN;
SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
CREATE TABLE IF NOT EXISTS siwx_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
${migration.sql}
INSERT INTO siwx_schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}') ON CONFLICT (version) DO NOTHING;
COMMIT;`)
  }
}

/**
 * A database that opens (and migrates) on its first query, so a server nobody signs in to costs nothing
 * at start (devnet starts one beside every other service). `close` closes only what was opened.
 *
 * @example
 * const database = lazySiwxDatabase(() => openSiwxDatabase({}))
 */
export function lazySiwxDatabase(
  open: () => Promise<SiwxDatabase>,
  kind: SiwxDatabase['kind'] = 'pglite',
): SiwxDatabase {
  let opening: Promise<SiwxDatabase> | undefined
  const get = () => {
    opening ??= open()
    opening.catch(() => {
      opening = undefined
    })
    return opening
  }
  return {
    kind,
    query: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await get()).query<T>(sql, params),
    exec: async (sql) => (await get()).exec(sql),
    close: async () => {
      if (opening) await (await opening).close()
    },
  }
}
