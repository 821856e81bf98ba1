// The settler's life cycle on a real store (PGlite): delivery after the delay, once; failures recorded;
// stop and resume. The treasuries here are recording stand-ins (real deliveries: onrampPurchase.test.ts).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultCacheDir } from '../startDevnet'
import { type Database, openDatabase } from '../storage/openDatabase'
import { type OnrampOrder, OnrampStore } from './OnrampStore'
import { OrderSettler } from './OrderSettler'
import { evmOnrampNetwork } from './onrampCatalogue'
import type { Delivery, Treasury } from './treasury/Treasury'

let db: Database
let store: OnrampStore
beforeAll(async () => {
  const cacheDir = defaultCacheDir()
  db = await openDatabase(cacheDir ? { cacheDir } : {})
  store = new OnrampStore(db)
}, 60_000)
afterAll(() => db?.close())

const network = evmOnrampNetwork(31337, 'http://127.0.0.1:9')
const networks = new Map([[network.caipNetworkId, network]])

class RecordingTreasury implements Treasury {
  readonly sent: Delivery[] = []
  constructor(private readonly fail = false) {}
  async send(delivery: Delivery): Promise<string> {
    this.sent.push(delivery)
    if (this.fail) throw new Error('node unreachable')
    return `0x${String(this.sent.length).padStart(64, '0')}`
  }
}

async function newOrder(overrides: Partial<OnrampOrder> = {}): Promise<OnrampOrder> {
  const now = Date.now()
  const order = await store.createOrder({
    id: randomUUID(),
    provider: 'harbor',
    sessionHash: randomUUID(),
    partnerUserId: 'p',
    address: '0x1111111111111111111111111111111111111111',
    network: network.caipNetworkId,
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
    createdMs: now,
    updatedMs: now,
    ...overrides,
  })
  return order!
}

const statusOf = async (id: string) => (await store.order(id))?.status

describe('OrderSettler', () => {
  it('delivers a scheduled order after its delay, once, and records the hash', async () => {
    const treasury = new RecordingTreasury()
    const settler = new OrderSettler({ store, networks, treasuries: { eip155: treasury }, delayMs: 50 })
    const order = await newOrder()
    settler.schedule(order)
    expect(await statusOf(order.id)).toBe('pending')
    await vi.waitFor(async () => expect(await statusOf(order.id)).toBe('success'), { timeout: 10_000 })
    await Promise.all([settler.settle(order.id), settler.settle(order.id)])
    expect(treasury.sent).toHaveLength(1)
    expect(treasury.sent[0]).toMatchObject({ to: order.address, units: 32_670_000_000_000_000n })
    expect((await store.order(order.id))?.txHash).toBe(`0x${'1'.padStart(64, '0')}`)
    await settler.stop()
  })

  it('sends one order once when two settle it at the same time', async () => {
    const treasury = new RecordingTreasury()
    const settler = new OrderSettler({ store, networks, treasuries: { eip155: treasury } })
    const order = await newOrder()
    await Promise.all([settler.settle(order.id), settler.settle(order.id), settler.settle(order.id)])
    expect(treasury.sent).toHaveLength(1)
    await settler.stop()
  })

  it('records a failed delivery as failed (delivery_failed) and reports the error', async () => {
    const errors: unknown[] = []
    const settler = new OrderSettler({
      store,
      networks,
      treasuries: { eip155: new RecordingTreasury(true) },
      onError: (_order, error) => errors.push(error),
    })
    const order = await newOrder()
    await settler.settle(order.id)
    expect(await store.order(order.id)).toMatchObject({ status: 'failed', failureReason: 'delivery_failed' })
    expect(errors).toHaveLength(1)
    const unknownNetwork = await newOrder({ network: 'eip155:1' })
    await settler.settle(unknownNetwork.id)
    expect(await statusOf(unknownNetwork.id)).toBe('failed')
    await settler.stop()
  })

  it('never delivers an order that is not pending (a declined one)', async () => {
    const treasury = new RecordingTreasury()
    const settler = new OrderSettler({ store, networks, treasuries: { eip155: treasury } })
    const declined = await newOrder({ status: 'failed', failureReason: 'card_declined' })
    await settler.settle(declined.id)
    expect(treasury.sent).toHaveLength(0)
    expect(await statusOf(declined.id)).toBe('failed')
    await settler.stop()
  })

  it('leaves scheduled orders pending on stop, and a later run delivers what was left (sending included)', async () => {
    const first = new OrderSettler({
      store,
      networks,
      treasuries: { eip155: new RecordingTreasury() },
      delayMs: 60_000,
    })
    const waiting = await newOrder()
    first.schedule(waiting)
    await first.stop()
    const interrupted = await newOrder()
    await store.claimForSending(interrupted.id, Date.now()) // a run that stopped while sending
    expect(await statusOf(interrupted.id)).toBe('sending')

    const treasury = new RecordingTreasury()
    const second = new OrderSettler({ store, networks, treasuries: { eip155: treasury }, delayMs: 10 })
    await second.resume(Date.now())
    await vi.waitFor(
      async () => {
        expect(await statusOf(waiting.id)).toBe('success')
        expect(await statusOf(interrupted.id)).toBe('success')
      },
      { timeout: 10_000 },
    )
    await second.stop()
  })
})
