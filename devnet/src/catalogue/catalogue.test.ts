import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultCacheDir } from '../startDevnet'
import { type Database, openDatabase } from '../storage/openDatabase'
import { requestJson, serviceUrl } from '../testing/request'
import type { CatalogueWallet } from './generateCatalogue'
import { generateCatalogue, TEST_WALLET_CATALOGUE_ID } from './generateCatalogue'
import { type CatalogueServer, startCatalogueServer } from './startCatalogueServer'

let db: Database
let server: CatalogueServer
beforeAll(async () => {
  const cacheDir = defaultCacheDir()
  db = await openDatabase(cacheDir ? { cacheDir } : {})
  server = await startCatalogueServer({ db, testWalletUrl: 'http://127.0.0.1:9/wallet' })
})
afterAll(async () => {
  await server.stop()
  await db.close()
})

type Wallets = { count: number; data: CatalogueWallet[] }
const getWallets = (query: Record<string, string> = {}, projectId?: string) =>
  requestJson<Wallets>(serviceUrl(server.url, '/getWallets', query, projectId))

describe('generateCatalogue', () => {
  it('is deterministic, has at least 600 unique wallets, and starts with the devnet test wallet', () => {
    const a = generateCatalogue()
    expect(a).toEqual(generateCatalogue())
    expect(a.length).toBeGreaterThanOrEqual(600)
    expect(new Set(a.map((w) => w.id)).size).toBe(a.length)
    expect(new Set(a.map((w) => w.name)).size).toBe(a.length)
    expect(a[0]).toMatchObject({
      id: TEST_WALLET_CATALOGUE_ID,
      name: 'Airlock Test Wallet',
      rdns: 'dev.airlock.testwallet',
    })
  })
})

describe('GET /getWallets', () => {
  it('pages the catalogue (default 40 entries)', async () => {
    const first = await getWallets()
    expect(first.status).toBe(200)
    expect(first.body.count).toBe(server.walletCount)
    expect(first.body.data).toHaveLength(40)
    const page2 = await getWallets({ page: '2', entries: '40' })
    expect(page2.body.data[0]?.order).toBe(41)
    const last = await getWallets({ page: String(Math.ceil(server.walletCount / 100)), entries: '100' })
    expect(last.body.data.length).toBe(server.walletCount % 100 || 100)
  })

  it('filters by search, chains, badge, include and exclude', async () => {
    const search = await getWallets({ search: 'airlock' })
    expect(search.body.data.map((w) => w.name)).toEqual(['Airlock Test Wallet'])
    expect(search.body.data[0]?.webapp_link).toBe('http://127.0.0.1:9/wallet')
    const devChain = await getWallets({ chains: 'eip155:31338', entries: '100' })
    expect(devChain.body.data.every((w) => w.chains.includes('eip155:31338'))).toBe(true)
    const certified = await getWallets({ badge_type: 'certified', entries: '100' })
    expect(certified.body.count).toBeGreaterThan(10)
    expect(certified.body.data.every((w) => w.badge_type === 'certified')).toBe(true)
    const include = await getWallets({ include: `${TEST_WALLET_CATALOGUE_ID},nope` })
    expect(include.body).toMatchObject({ count: 1, data: [{ id: TEST_WALLET_CATALOGUE_ID }] })
    const exclude = await getWallets({ exclude: TEST_WALLET_CATALOGUE_ID })
    expect(exclude.body.count).toBe(server.walletCount - 1)
    expect(exclude.body.data[0]?.name).toBe('MetaMask')
    expect((await getWallets({ page: '0' })).status).toBe(400)
  })

  it('applies the project and origin checks', async () => {
    expect((await getWallets({}, 'unknown')).body).toMatchObject({ message: 'Unauthorized: invalid key' })
    const res = await requestJson(serviceUrl(server.url, '/getWallets'), { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })
})

describe('images', () => {
  it('serves a deterministic SVG per wallet image id and 404 for unknown ids', async () => {
    const wallet = (await getWallets()).body.data[1]!
    const url = serviceUrl(server.url, `/getWalletImage/${wallet.image_id}`)
    const a = await fetch(url)
    expect(a.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await a.text()
    expect(svg).toMatch(/^<svg/)
    expect(svg).toContain('>M<')
    expect(await (await fetch(url)).text()).toBe(svg)
    expect((await fetch(serviceUrl(server.url, '/getWalletImage/unknown'))).status).toBe(404)
    expect((await fetch(serviceUrl(server.url, '/getWalletImage/constructor'))).status).toBe(404)
    // The WalletConnect connector's image id, which no catalogue wallet has.
    const wc = await fetch(serviceUrl(server.url, '/getWalletImage/walletconnect'))
    expect([wc.status, wc.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    const token = await fetch(`${server.url}/public/getTokenImage/USDC`)
    expect([token.status, token.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    // The devnet's own tokens have their marks (no letter); another token a letter icon of its symbol.
    for (const symbol of ['ETH', 'SOL', 'BTC', 'USDC', 'DAI']) {
      const mark = await (await fetch(`${server.url}/public/getTokenImage/${symbol}`)).text()
      // A brand disc, not the generated letter icon's rounded square.
      expect(mark).toMatch(/^<svg[^>]*><circle/)
    }
    expect(await (await fetch(`${server.url}/public/getTokenImage/SPAM-1`)).text()).toContain('>S1<')
  })
})

describe('analytics', () => {
  it('answers the analytics config and stores POST /e events for tests to read', async () => {
    expect((await requestJson(serviceUrl(server.url, '/getAnalyticsConfig'))).body).toEqual({
      isAnalyticsEnabled: true,
    })
    // A project may have analytics disabled (the default projects include 'airlock-no-analytics').
    const disabled = serviceUrl(server.url, '/getAnalyticsConfig', {}, 'airlock-no-analytics')
    expect((await requestJson(disabled)).body).toEqual({ isAnalyticsEnabled: false })
    const event = {
      eventId: 'evt-1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    const posted = await requestJson(serviceUrl(server.url, '/e'), {
      body: event,
      origin: 'http://127.0.0.1:5173',
    })
    expect(posted.status).toBe(202)
    expect((await requestJson(serviceUrl(server.url, '/e'), { body: { props: {} } })).status).toBe(400)
    const read = await requestJson<{ events: unknown[] }>(`${server.url}/__devnet/analytics?eventId=evt-1`)
    expect(read.body.events).toEqual([
      { projectId: 'airlock-devnet', origin: 'http://127.0.0.1:5173', receivedAt: expect.any(Number), event },
    ])
    await fetch(`${server.url}/__devnet/analytics`, { method: 'DELETE' })
    expect(
      (await requestJson<{ events: unknown[] }>(`${server.url}/__devnet/analytics`)).body.events,
    ).toEqual([])
  })

  it('refuses events from origins not allowed for the project', async () => {
    const res = await requestJson(serviceUrl(server.url, '/e', {}, 'airlock-restricted'), {
      body: { eventId: 'x' },
      origin: 'http://127.0.0.1:5173',
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ message: 'Unauthorized: origin not allowed' })
  })
})
