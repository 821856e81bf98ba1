// Worker thread that owns the embedded PGlite database, so its wasm start-up (and initdb on a
// first run) never blocks the devnet's main thread. Plain JS: runs under tsx, vitest and dist alike.
// workerData: { cacheDir?: string, templateName: string, schemaSql: string }
// Messages in: { id, op: 'query' | 'exec' | 'close', sql?, params? }; out: { id, rows? } or { id, error }.
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

const INT8_OID = 20
const parsers = { [INT8_OID]: (value) => Number(value) }

async function open() {
  const { cacheDir, templateName, schemaSql } = workerData
  const template = cacheDir ? join(cacheDir, templateName) : undefined
  if (template && existsSync(template)) {
    try {
      return await PGlite.create({ parsers, loadDataDir: new Blob([await readFile(template)]) })
    } catch {
      // a stale or broken template: make a new one below
    }
  }
  const db = await PGlite.create({ parsers })
  if (template) {
    await db.exec(schemaSql)
    const dump = await db.dumpDataDir('none')
    await mkdir(cacheDir, { recursive: true })
    const tmp = `${template}.${process.pid}.${Date.now()}.tmp`
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()))
    await rename(tmp, template)
  }
  return db
}

const opening = open()
opening.catch(() => undefined)

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    const db = await opening
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
})
