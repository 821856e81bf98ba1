import { describe, expect, it } from 'vitest'
import { lazyDatabase } from './lazyDatabase'
import type { Database } from './openDatabase'

describe('lazyDatabase', () => {
  it('queues calls until the database has opened, then forwards them', async () => {
    const calls: string[] = []
    let open!: (db: Database) => void
    const real: Database = {
      kind: 'pglite',
      query: async <T extends object>(sql: string) => {
        calls.push(sql)
        return [{ sql }] as unknown as T[]
      },
      exec: async (sql) => {
        calls.push(sql)
      },
      close: async () => {
        calls.push('close')
      },
    }
    const db = lazyDatabase('pglite', new Promise<Database>((resolve) => (open = resolve)))
    const pending = db.query('SELECT 1')
    await Promise.resolve()
    expect(calls).toEqual([])
    open(real)
    expect(await pending).toEqual([{ sql: 'SELECT 1' }])
    await db.close()
    expect(calls).toEqual(['SELECT 1', 'close'])
  })

  it('reports an open failure on each call', async () => {
    const db = lazyDatabase('postgres', Promise.reject(new Error('connection refused')))
    await expect(db.query('SELECT 1')).rejects.toThrow('connection refused')
    await expect(db.close()).rejects.toThrow('connection refused')
  })
})
