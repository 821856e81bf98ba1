// Worker thread that owns one embedded PGlite database, so its wasm start-up (and initdb on a first run)
// never blocks the devnet's main thread. Plain JS: runs under tsx, vitest and dist alike.
// workerData: { cacheDir?: string }. With a cacheDir the database starts from the template there (initdb
// only, shared by every devnet database and process; made once, under a lock, when missing).
// Messages out: first { ready: 'loaded' | 'made' | 'unsaved' | 'uncached' } or { failed: message }; then
// answers. In: { id, op: 'query' | 'exec' | 'close', sql?, params? }; out: { id, rows? } or { id, error }.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { withTemplateFile } from './templateFile.mjs'

const INT8_OID = 20
const parsers = { [INT8_OID]: (value) => Number(value) }

/** pglite-initdb-<PGlite version>.tar: a new PGlite makes its own template. */
function templateName() {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'))
  return `pglite-initdb-${version}.tar`
}

async function open() {
  const { cacheDir } = workerData
  if (!cacheDir) return { db: await PGlite.create({ parsers }), source: 'uncached' }
  const { value, source } = await withTemplateFile(join(cacheDir, templateName()), {
    load: (bytes) => PGlite.create({ parsers, loadDataDir: new Blob([bytes]) }),
    make: async () => {
      const db = await PGlite.create({ parsers })
      const dump = await db.dumpDataDir('none')
      return { value: db, bytes: new Uint8Array(await dump.arrayBuffer()) }
    },
  })
  return { db: value, source }
}

const opening = open()
opening.then(
  ({ source }) => parentPort.postMessage({ ready: source }),
  (error) => parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) }),
)

// One operation at a time, in the order sent (PGlite runs one statement at a time anyway): a close runs
// after every query sent before it has been answered.
let queue = opening.catch(() => undefined)
parentPort.on('message', (message) => {
  queue = queue.then(() => run(message))
})

async function run({ id, op, sql, params }) {
  try {
    const { db } = await opening
    if (op === 'query') {
      const result = await db.query(sql, params ?? [])
      parentPort.postMessage({ id, rows: result.rows })
    } else if (op === 'exec') {
      await db.exec(sql)
      parentPort.postMessage({ id })
    } else if (op === 'close') {
      await db.close()
      parentPort.postMessage({ id })
    } else {
      throw new Error(`unknown op ${op}`)
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
