// vitest globalSetup: make the PGlite template once (initdb, ~3 s) before test files start, so the
// many devnets the tests start in parallel all load it instead of each running initdb.
import { defaultCacheDir } from '../startDevnet'
import { openDatabase } from '../storage/openDatabase'

export default async function warmDatabaseCache(): Promise<void> {
  const cacheDir = defaultCacheDir()
  if (!cacheDir) return
  const db = await openDatabase({ cacheDir })
  await db.close()
}
