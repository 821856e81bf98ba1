import type { Database } from './openDatabase'

/**
 * A Database usable at once while the real one is still opening: every call waits for it.
 * Lets the servers listen before PGlite has loaded (~1 s); only storage-backed routes wait.
 */
export function lazyDatabase(kind: Database['kind'], opening: Promise<Database>): Database {
  // Keep an unobserved failure from crashing the process; callers see it on their next query.
  opening.catch(() => undefined)
  return {
    kind,
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      return (await opening).query<T>(sql, params)
    },
    async exec(sql: string) {
      return (await opening).exec(sql)
    },
    async close() {
      await (await opening).close()
    },
  }
}
