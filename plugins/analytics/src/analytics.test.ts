// The plugin against the real kernel (a scripted mock wallet through the public contract) and devnet's
// real catalogue server: its analytics config and its POST /e sink, read back from /__devnet/analytics.
import { type Database, openDatabase, type StoredAnalyticsEvent, startCatalogueServer } from '@airlock/devnet'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { createMockWallet, MOCK_ADDRESS, MOCK_CONNECTOR_ID, mockConfig } from '@airlock/testing'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { analytics } from './index'

let db: Database
let catalogue: Awaited<ReturnType<typeof startCatalogueServer>>
let airlock: Airlock | undefined

beforeAll(async () => {
  db = await openDatabase()
  catalogue = await startCatalogueServer({ db, testWalletUrl: 'http://127.0.0.1:9/wallet' })
})
afterAll(async () => {
  await catalogue?.stop()
  await db?.close()
})
beforeEach(() => fetch(`${catalogue.url}/__devnet/analytics`, { method: 'DELETE' }))
afterEach(async () => {
  airlock?.destroy() // flushes what is queued: wait until the sink has it, so the next test starts empty
  airlock = undefined
  await quiesce()
})

/** Waits until the sink's event count stops changing (a destroyed instance's last flush has landed). */
async function quiesce(): Promise<void> {
  let count = -1
  for (let now = (await stored()).length; now !== count; now = (await stored()).length) {
    count = now
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

async function stored(): Promise<StoredAnalyticsEvent[]> {
  const res = await fetch(`${catalogue.url}/__devnet/analytics`)
  return ((await res.json()) as { events: StoredAnalyticsEvent[] }).events
}
const names = (events: readonly StoredAnalyticsEvent[]) => events.map((e) => e.event.props?.event)

function start(
  options: { projectId?: string; features?: Record<string, unknown>; fetch?: typeof fetch } = {},
) {
  const wallet = createMockWallet()
  airlock = createAirlock(
    mockConfig({
      wallet,
      config: {
        projectId: options.projectId ?? 'airlock-devnet',
        endpoints: { walletCatalogue: catalogue.url, analytics: catalogue.url },
        plugins: [analytics({ idleDelayMs: 50, ...(options.fetch ? { fetch: options.fetch } : {}) })],
        ...(options.features ? { features: options.features } : {}),
      },
    }),
  )
  return { airlock, wallet }
}

test('the product events reach the sink in batches, with eventId, url, domain, timestamp and props, and no address or amount [spec 7.25]', async () => {
  const { airlock, wallet } = start()
  await airlock.ready
  await airlock.open()
  await airlock.connect(MOCK_CONNECTOR_ID)
  await airlock.switchNetwork('mock:2')
  const network = airlock.getNetwork()
  if (!network || !wallet.adapter.prepareTransfer || !wallet.adapter.sendTransfer)
    throw new Error('no transfer')
  const prepared = await wallet.adapter.prepareTransfer({
    to: MOCK_ADDRESS,
    amount: 1_250_000_007n,
    network,
    address: MOCK_ADDRESS,
  })
  await airlock.transactions.submit({ network, send: () => wallet.adapter.sendTransfer!(prepared) })
  await airlock.close()
  await vi.waitFor(
    async () => {
      expect(names(await stored())).toEqual(
        expect.arrayContaining([
          'MODAL_OPEN',
          'SELECT_WALLET',
          'CONNECT_SUCCESS',
          'SWITCH_NETWORK',
          'SEND_STARTED',
          'SEND_SUCCESS',
          'MODAL_CLOSE',
        ]),
      )
    },
    { timeout: 10_000, interval: 100 },
  )
  const events = await stored()
  const byName = new Map(events.map((e) => [e.event.props?.event, e.event]))
  expect(byName.get('CONNECT_SUCCESS')?.props).toMatchObject({
    type: 'track',
    namespace: 'mock',
    connectorType: wallet.connectors[0]?.type,
  })
  expect(byName.get('SELECT_WALLET')?.props).toMatchObject({
    name: 'Mock Wallet',
    connectorType: wallet.connectors[0]?.type,
  })
  expect(byName.get('SWITCH_NETWORK')?.props).toMatchObject({ network: 'mock:2' })
  for (const { event, projectId } of events) {
    expect(projectId).toBe('airlock-devnet')
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof event.timestamp).toBe('number')
    expect(event).toHaveProperty('url')
    expect(event).toHaveProperty('domain')
  }
  const text = JSON.stringify(events).toLowerCase()
  expect(text).not.toContain(MOCK_ADDRESS.toLowerCase())
  expect(text).not.toContain('1250000007')
  expect(new Set(events.map((e) => e.event.eventId)).size).toBe(events.length)
})

test('nothing is recorded or sent before the visitor opens the modal, nor later', async () => {
  const spy = vi.fn(globalThis.fetch)
  const { airlock } = start({ fetch: spy })
  await airlock.ready
  await airlock.connect(MOCK_CONNECTOR_ID)
  await airlock.switchNetwork('mock:2')
  await new Promise((resolve) => setTimeout(resolve, 200)) // four times the idle delay: a flush would have run
  expect(spy).not.toHaveBeenCalled()
  expect(await stored()).toEqual([])
  // What happened before the first open is not sent later either.
  await airlock.open()
  await airlock.close()
  await vi.waitFor(async () => expect(names(await stored())).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']), {
    timeout: 10_000,
    interval: 100,
  })
})

test('[spec 3.13] a failed connect is CONNECT_ERROR with the connector type; nothing with the analytics flag off or the config disabled', async () => {
  const { airlock, wallet } = start()
  wallet.setApproval('reject', 'connect')
  await airlock.ready
  await airlock.open()
  await airlock.connect(MOCK_CONNECTOR_ID).catch(() => undefined)
  await vi.waitFor(async () => expect(names(await stored())).toContain('CONNECT_ERROR'), {
    timeout: 10_000,
    interval: 100,
  })
  const failed = (await stored()).find((e) => e.event.props?.event === 'CONNECT_ERROR')
  expect(failed?.event.props).toMatchObject({
    connectorType: wallet.connectors[0]?.type,
    message: 'Signature declined',
  })
  airlock.destroy()
  await quiesce()

  for (const options of [{ features: { analytics: false } }, { projectId: 'airlock-no-analytics' }]) {
    await fetch(`${catalogue.url}/__devnet/analytics`, { method: 'DELETE' })
    const spy = vi.fn(globalThis.fetch)
    const next = start({ ...options, fetch: spy })
    await next.airlock.ready
    await next.airlock.open()
    await next.airlock.connect(MOCK_CONNECTOR_ID)
    await next.airlock.close()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(spy).not.toHaveBeenCalled()
    expect(await stored()).toEqual([])
    next.airlock.destroy()
  }
})

test('a 403 from the analytics endpoint (origin not allow-listed) raises Invalid App Configuration once [spec 8.27]', async () => {
  // The page's origin as a browser would send it; the restricted project allows only https://allowed.airlock.test.
  const fromOtherOrigin: typeof fetch = (input, init) =>
    globalThis.fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), origin: 'http://127.0.0.1:1' },
    })
  const { airlock } = start({ projectId: 'airlock-restricted', fetch: fromOtherOrigin })
  await airlock.ready
  const alerts: { id: string; title: string; source: string | undefined }[] = []
  airlock.on('alert', ({ alert, source }) => alerts.push({ id: alert.id, title: alert.shortMessage, source }))
  await airlock.open()
  await airlock.close()
  await vi.waitFor(
    () =>
      expect(alerts).toContainEqual({
        id: 'ORIGIN_NOT_ALLOWED',
        title: 'Invalid App Configuration',
        source: 'analytics',
      }),
    {
      timeout: 10_000,
      interval: 100,
    },
  )
  expect(alerts.filter((a) => a.source === 'analytics')).toHaveLength(1)
  expect(await stored()).toEqual([])
})
