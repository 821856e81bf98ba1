import { type FrameDatabase, type OpenFrameDatabaseOptions, openFrameDatabase } from './openFrameDatabase'

/**
 * A FrameDatabase that opens (and migrates) on its first query, so a frame host nobody uses costs
 * nothing (devnet starts one beside every other service). close() only closes what was opened.
 * @example
 * const host = await startFrameHost(options, { database: lazyFrameDatabase({}) })
 */
export function lazyFrameDatabase(options: OpenFrameDatabaseOptions = {}): FrameDatabase {
  let opening: Promise<FrameDatabase> | undefined
  const open = () => {
    opening ??= openFrameDatabase(options)
    opening.catch(() => {
      opening = undefined
    })
    return opening
  }
  return {
    kind: options.url ? 'postgres' : 'pglite',
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      return (await open()).query<T>(sql, params)
    },
    async exec(sql: string) {
      return (await open()).exec(sql)
    },
    async close() {
      if (opening) await (await opening).close()
    },
  }
}
