import type { FrameDatabase } from '@airlock/frame-host'
import type { FrameHostModule } from '../mail/loadFrameHost'
import { openEmptyDatabase } from './openDatabase'

/** Options of {@link openDevnetFrameDatabase}. */
export interface DevnetFrameDatabaseOptions {
  /** PostgreSQL URL; absent = PGlite in a worker thread. */
  url?: string
  /** PostgreSQL schema of the frame host's tables (with `url`). */
  schema?: string
  /** Folder of the PGlite template the devnet's own database starts from too (see OpenDatabaseOptions). */
  cacheDir?: string | null
}

/**
 * Opens and migrates the frame host's database for devnet, resolving once it answers queries: on PGlite,
 * a worker thread started from the same template as the API's database (so neither initdb nor PGlite's
 * start-up runs on the devnet's main thread, nor on a visitor's first login); on PostgreSQL, the frame
 * host's own pool in `schema`.
 * @example
 * const frameDb = await openDevnetFrameDatabase(await loadFrameHost(), { cacheDir })
 * await startFrameHost(options, { database: frameDb })
 */
export async function openDevnetFrameDatabase(
  frameHost: Pick<FrameHostModule, 'migrateFrameDatabase' | 'openFrameDatabase'>,
  options: DevnetFrameDatabaseOptions,
): Promise<FrameDatabase> {
  if (options.url)
    return frameHost.openFrameDatabase({
      url: options.url,
      ...(options.schema ? { schema: options.schema } : {}),
    })
  const db = await openEmptyDatabase(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {})
  try {
    await frameHost.migrateFrameDatabase(db)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}
