import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, DatabaseClosedError, openDatabase } from './openDatabase'
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './startTestPostgres'

// The same statements, run on both backends, must give the same rows.
async function exercise(db: Database) {
  await db.query('INSERT INTO index_cursor (chain_id, last_block) VALUES ($1, $2)', [31337, 12])
  await db.query(
    'INSERT INTO names (name, attributes, registered_ms, updated_ms) VALUES ($1, $2::jsonb, $3, $3)',
    ['alice.airlock.id', JSON.stringify({ bio: 'hi' }), 1_700_000_000_000],
  )
  await db.query('INSERT INTO name_addresses (name, coin_type, address) VALUES ($1, $2, $3)', [
    'alice.airlock.id',
    2147514985,
    '0xabc',
  ])
  await expect(
    db.query('INSERT INTO names (name, attributes, registered_ms, updated_ms) VALUES ($1, $2, 1, 1)', [
      'alice.airlock.id',
      '{}',
    ]),
  ).rejects.toThrow(/duplicate key/)
  return {
    cursor: await db.query('SELECT chain_id, last_block FROM index_cursor'),
    names: await db.query(
      `SELECT n.name, n.attributes, n.registered_ms, a.coin_type, a.address, 1.5::numeric AS amount
       FROM names n JOIN name_addresses a USING (name) WHERE a.address = $1`,
      ['0xabc'],
    ),
  }
}

const expected = {
  cursor: [{ chain_id: 31337, last_block: 12 }],
  names: [
    {
      name: 'alice.airlock.id',
      attributes: { bio: 'hi' },
      registered_ms: 1_700_000_000_000,
      coin_type: 2147514985,
      address: '0xabc',
      amount: '1.5',
    },
  ],
}

describe('openDatabase on PGlite (embedded default)', () => {
  it('creates the schema and runs the shared SQL; refuses queries after close', async () => {
    // From the template the global set-up made (initdb is first-run work, tested in startDevnet.firstRun).
    const db = await openDatabase()
    try {
      expect(db.kind).toBe('pglite')
      expect(await exercise(db)).toEqual(expected)
    } finally {
      await db.close()
    }
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseClosedError)
    // Loading the template takes ~1.5 s of CPU: over 30 s at load 28 on 2 cores.
  }, 120_000)
})

const unavailable = postgresUnavailableReason()
if (unavailable) console.warn(`skipping PostgreSQL storage test: ${unavailable}`)

describe.skipIf(unavailable !== undefined)('openDatabase on PostgreSQL (DATABASE_URL)', () => {
  let server: TestPostgres
  beforeAll(async () => {
    server = await startTestPostgres()
  }, 60_000)
  afterAll(() => server?.stop(), 30_000)

  it('runs the same SQL with the same results on a real server', async () => {
    const db = await openDatabase({ url: server.url, schema: 'devnet_test', dropSchemaOnClose: true })
    try {
      expect(db.kind).toBe('postgres')
      expect(await exercise(db)).toEqual(expected)
    } finally {
      await db.close()
    }
  })

  it('survives the server ending its idle connections, and the next query reconnects', async () => {
    const db = await openDatabase({ url: server.url, schema: 'devnet_terminated', dropSchemaOnClose: true })
    const admin = await openDatabase({ url: server.url })
    try {
      const pid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid
      // The pool's idle client is ended by the server: an 'error' event that would kill an unlistened process.
      await admin.query('SELECT pg_terminate_backend($1)', [pid])
      await expect
        .poll(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).length)
        .toBe(0)
      // A query sent before the pool saw the termination fails with it; the pool then opens a new client.
      await expect
        .poll(() => db.query<{ one: number }>('SELECT 1 AS one').catch((error: Error) => error.message))
        .toEqual([{ one: 1 }])
    } finally {
      await admin.close()
      await db.close()
    }
  })
})
