// vitest globalSetup: make the PGlite template (initdb: ~3 s quiet, 30 s and more on a loaded machine)
// before test files start, so their devnets load it from the first test on. Devnets starting at the same
// time elsewhere (other projects' global set-ups) wait for this one instead of running initdb themselves.
import { defaultCacheDir } from '../startDevnet'
import { openDatabase } from '../storage/openDatabase'

export default async function warmDatabaseCache(): Promise<void> {
  const cacheDir = defaultCacheDir()
  if (!cacheDir) return
  const db = await openDatabase({ cacheDir })
  await db.close()
}
