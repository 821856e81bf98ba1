import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './chain/accounts'
import { type Devnet, startDevnet } from './startDevnet'
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './storage/startTestPostgres'
import { requestJson, serviceUrl } from './testing/request'

const unavailable = postgresUnavailableReason()
if (unavailable) console.warn(`skipping devnet-on-PostgreSQL test: ${unavailable}`)

describe.skipIf(unavailable !== undefined)('startDevnet with DATABASE_URL (real PostgreSQL)', () => {
  let server: TestPostgres
  let devnet: Devnet
  beforeAll(async () => {
    server = await startTestPostgres()
    devnet = await startDevnet({ databaseUrl: server.url, databaseSchema: 'devnet_e2e', bitcoin: false })
  }, 60_000)
  afterAll(async () => {
    await devnet?.stop()
    await server?.stop()
  }, 30_000)

  it('indexes history and stores analytics in PostgreSQL', async () => {
    expect(devnet.database).toBe('postgres')
    const a0 = DEVNET_ACCOUNTS[0]!.address
    const page = await requestJson<{ data: unknown[]; next: string | null }>(
      serviceUrl(devnet.apiUrl, `/v1/account/${a0}/history`, { chainId: 'eip155:31337', limit: '50' }),
    )
    expect(page.body.data).toHaveLength(12)
    expect(page.body.next).toBeNull()
    await requestJson(serviceUrl(devnet.catalogueUrl, '/e'), { body: { eventId: 'pg-1', props: {} } })
    const events = await requestJson<{ events: unknown[] }>(
      `${devnet.catalogueUrl}/__devnet/analytics?eventId=pg-1`,
    )
    expect(events.body.events).toHaveLength(1)
  })
})
