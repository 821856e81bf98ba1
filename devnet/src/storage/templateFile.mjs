// One cached file that is expensive to make (PGlite's initdb: 3 s on a quiet machine, 30 s and more under
// load), shared by every process and thread that needs it: the first to find it missing takes a lock and
// makes it, the others wait for it instead of each making their own. Plain JS: the PGlite worker imports it.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** How long a lock may be held before it is taken as abandoned, whoever holds it. */
const STALE_LOCK_MS = 10 * 60_000

/**
 * Loads the file at `path` with `io.load`, or makes it with `io.make` and saves it there (atomically), so
 * each file is made once however many callers start at the same time. A file that fails to load is made
 * again. A lock left by a dead process is taken over; past `waitMs` a waiter makes its own value without
 * saving it, so a stuck lock slows a start but never blocks it.
 *
 * @template T
 * @param {string} path
 * @param {import('./templateFile.d.mts').TemplateFileIo<T>} io
 * @returns {Promise<import('./templateFile.d.mts').TemplateFileResult<T>>}
 * @example
 * const { value, source } = await withTemplateFile('/cache/pglite.tar', {
 *   load: (bytes) => PGlite.create({ loadDataDir: new Blob([bytes]) }),
 *   make: async () => { const db = await PGlite.create(); return { value: db, bytes: await dump(db) } },
 * })
 */
export async function withTemplateFile(path, io) {
  const lock = `${path}.lock`
  const pollMs = io.pollMs ?? 200
  const deadline = Date.now() + (io.waitMs ?? 5 * 60_000)
  await mkdir(dirname(path), { recursive: true })
  // The stamp (size and mtime) of a file that failed to load: not tried again until it changes.
  let broken
  for (;;) {
    const stamp = await fileStamp(path)
    if (stamp !== undefined && stamp !== broken) {
      const loaded = await tryLoad(path, io)
      if (loaded.ok) return { value: loaded.value, source: 'loaded' }
      broken = stamp
    }
    if (await tryLock(lock)) {
      try {
        // Made by another caller between our look and our lock?
        const now = await fileStamp(path)
        if (now !== undefined && now !== broken) {
          const loaded = await tryLoad(path, io)
          if (loaded.ok) return { value: loaded.value, source: 'loaded' }
        }
        const made = await io.make()
        const tmp = `${path}.${process.pid}.${Date.now()}.tmp`
        await writeFile(tmp, made.bytes)
        await rename(tmp, path)
        return { value: made.value, source: 'made' }
      } finally {
        await rm(lock, { force: true })
      }
    }
    if (await isAbandoned(lock)) {
      await rm(lock, { force: true })
      continue
    }
    if (Date.now() >= deadline) return { value: (await io.make()).value, source: 'unsaved' }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** `size:mtime` of the file, or undefined when it does not exist. */
async function fileStamp(path) {
  try {
    const s = await stat(path)
    return `${s.size}:${s.mtimeMs}`
  } catch {
    return undefined
  }
}

async function tryLoad(path, io) {
  try {
    return { ok: true, value: await io.load(await readFile(path)) }
  } catch {
    return { ok: false }
  }
}

/** Creates the lock file holding our pid; false when it exists. */
async function tryLock(lock) {
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx' })
    return true
  } catch (error) {
    if (error?.code === 'EEXIST') return false
    throw error
  }
}

/** Whether the lock's process has died, or the lock is older than STALE_LOCK_MS. */
async function isAbandoned(lock) {
  try {
    const [text, s] = await Promise.all([readFile(lock, 'utf8'), stat(lock)])
    if (Date.now() - s.mtimeMs > STALE_LOCK_MS) return true
    const pid = Number(text)
    // Written but not yet filled in by its owner: alive by definition.
    if (!Number.isInteger(pid) || pid <= 0) return false
    try {
      process.kill(pid, 0)
      return false
    } catch (error) {
      return error?.code === 'ESRCH'
    }
  } catch {
    // Gone already: not abandoned, just released.
    return false
  }
}
