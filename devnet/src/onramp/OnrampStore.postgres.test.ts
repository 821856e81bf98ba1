// The on-ramp's SQL on a real PostgreSQL server (the machine's, started by the test), as DATABASE_URL runs it:
// single-use sessions, one order per session, claiming once, pages by (created, seq), requeueing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../storage/openDatabase'
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from '../storage/startTestPostgres'
import { type OnrampOrder, OnrampStore } from './OnrampStore'

const unavailable = postgresUnavailableReason()
if (unavailable) console.warn(`skipping the on-ramp store on PostgreSQL: ${unavailable}`)

describe.skipIf(unavailable !== undefined)('OnrampStore on PostgreSQL', () => {
  let server: TestPostgres
  let db: Database
  let store: OnrampStore
  beforeAll(async () => {
    server = await startTestPostgres()
    db = await openDatabase({ url: server.url, schema: 'onramp_pg', dropSchemaOnClose: true })
    store = new OnrampStore(db)
  }, 60_000)
  afterAll(async () => {
    await db?.close()
    await server?.stop()
  }, 30_000)

  const session = (tokenHash: string, now: number) => ({
    tokenHash,
    provider: 'harbor',
    projectId: 'airlock-devnet',
    appOrigin: 'http://127.0.0.1:5173',
    partnerUserId: 'p',
    wallets: [
      { address: '0x1111111111111111111111111111111111111111', networks: ['eip155:31337'], assets: ['ETH'] },
    ],
    network: 'eip155:31337',
    asset: 'ETH',
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    presetFiat: '10000',
    redirectUrl: null,
    createdMs: now,
    expiresMs: now + 60_000,
    openedMs: null,
    checkoutHash: null,
  })

  const order = (id: string, sessionHash: string, createdMs: number): Omit<OnrampOrder, 'seq'> => ({
    id,
    provider: 'harbor',
    sessionHash,
    partnerUserId: 'p',
    address: '0x1111111111111111111111111111111111111111',
    network: 'eip155:31337',
    asset: 'ETH',
    assetDecimals: 18,
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    paymentTotal: '10000',
    providerFee: '100',
    networkFee: '99',
    purchaseUnits: '32670000000000000',
    cardLast4: '4242',
    status: 'pending',
    failureReason: null,
    txHash: null,
    createdMs,
    updatedMs: createdMs,
  })

  it('opens a session once, binds its checkout, and refuses other providers and expired tokens', async () => {
    const now = Date.now()
    await store.createSession(session('t1', now))
    expect(await store.openSession('t1', 'meridian', 'c0', now)).toBe('unknown')
    const opened = await store.openSession('t1', 'harbor', 'c1', now)
    expect(opened).toMatchObject({ tokenHash: 't1', checkoutHash: 'c1', openedMs: now })
    expect(typeof opened === 'object' && opened.wallets[0]?.networks).toEqual(['eip155:31337'])
    expect(await store.openSession('t1', 'harbor', 'c2', now)).toBe('used')
    expect((await store.sessionByCheckout('c1'))?.tokenHash).toBe('t1')
    await store.createSession({ ...session('t2', now - 120_000), expiresMs: now - 1 })
    expect(await store.openSession('t2', 'harbor', 'c3', now)).toBe('expired')
  })

  it('keeps one order per session, claims it once, and pages a wallet’s orders newest first', async () => {
    const now = Date.now()
    const first = await store.createOrder(order('o1', 's1', now))
    expect(first?.seq).toEqual(expect.any(Number))
    expect(await store.createOrder(order('o1b', 's1', now))).toBeUndefined()
    // Three more in the same millisecond: their insertion order decides.
    for (const [id, s] of [
      ['o2', 's2'],
      ['o3', 's3'],
      ['o4', 's4'],
    ] as const) {
      await store.createOrder(order(id, s, now + 1))
    }
    const claims = await Promise.all([store.claimForSending('o1', now), store.claimForSending('o1', now)])
    expect(claims.filter(Boolean)).toHaveLength(1)
    await store.finish('o1', { status: 'success', txHash: '0xabc' }, now + 5)
    expect(await store.order('o1')).toMatchObject({ status: 'success', txHash: '0xabc' })

    const address = '0x1111111111111111111111111111111111111111'.toUpperCase().replace('0X', '0x')
    const page1 = await store.orders({ address, provider: 'harbor', limit: 2 })
    expect(page1.map((o) => o.id)).toEqual(['o4', 'o3', 'o2'])
    const last = page1[1]!
    const page2 = await store.orders({
      address,
      provider: 'harbor',
      limit: 2,
      before: { createdMs: last.createdMs, seq: last.seq },
      networks: ['eip155:31337'],
    })
    expect(page2.map((o) => o.id)).toEqual(['o2', 'o1'])
    expect(await store.orders({ address, provider: 'harbor', networks: ['eip155:1'], limit: 10 })).toEqual([])

    await store.claimForSending('o2', now)
    const requeued = await store.requeueOpenOrders(now + 10)
    expect(requeued.map((o) => [o.id, o.status])).toEqual([
      ['o2', 'pending'],
      ['o3', 'pending'],
      ['o4', 'pending'],
    ])
  })
})
