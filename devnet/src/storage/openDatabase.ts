import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema'

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
   * Folder for PGlite's template data directory (initdb + schema, made once, ~3 s); later starts
   * load it (~1 s). Absent = no cache.
   */
  cacheDir?: string
}

const INT8_OID = 20

/** Opens the devnet database and creates its tables. int8 columns come back as numbers on both. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.url ? await openPostgres(options.url, options) : await openPglite(options.cacheDir)
  await db.exec(SCHEMA_SQL)
  return db
}

async function openPglite(cacheDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const parsers = { [INT8_OID]: (value: string) => Number(value) }
  const template = cacheDir ? join(cacheDir, `pglite-${SCHEMA_VERSION}.tar`) : undefined
  let pglite: InstanceType<typeof PGlite> | undefined
  if (template && existsSync(template)) {
    try {
      pglite = await PGlite.create({ parsers, loadDataDir: new Blob([await readFile(template)]) })
    } catch {
      pglite = undefined // a stale or broken template: make a new one below
    }
  }
  if (!pglite) {
    pglite = await PGlite.create({ parsers })
    if (template && cacheDir) {
      await pglite.exec(SCHEMA_SQL)
      const dump = await pglite.dumpDataDir('none')
      await mkdir(cacheDir, { recursive: true })
      const tmp = `${template}.${process.pid}.tmp`
      await writeFile(tmp, Buffer.from(await dump.arrayBuffer()))
      await rename(tmp, template)
    }
  }
  const db = pglite
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(sql, [...params])
      return result.rows
    },
    async exec(sql) {
      await db.exec(sql)
    },
    async close() {
      await db.close()
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
