import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { BaseError } from '../errors/base'
import { ResponseValidationError } from '../errors/http'
import { type RecordedRequest, startTestServer, type TestReply, type TestServer } from '../http/testServer'
import { createMemoryBackend } from '../storage/backend'
import { createStorageService, type StorageService } from '../storage/StorageService'
import { BlockchainApiClient } from './BlockchainApiClient'

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 6000,
  price: 3000,
  quantity: { decimals: '18', numeric: '2.0' },
  iconUrl: 'http://127.0.0.1/eth.png',
}
const historyItem = {
  id: 'eip155:31337:0x01',
  metadata: { minedAt: '2026-01-01T00:00:00.000Z', chain: 'eip155:31337', hash: '0x01', status: 'success' },
  transfers: [
    { nft_info: { name: 'Punk #1', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } },
  ],
}

function api(req: RecordedRequest): TestReply {
  const path = req.url.pathname
  if (path === '/v1/supported-chains') return { body: { http: ['eip155:31337'], ws: [] } }
  if (path === `/v1/account/${ADDRESS}/balance`) return { body: { balances: [balance] } }
  if (path === `/v1/account/${ADDRESS}/history`) return { body: { data: [historyItem], next: 'c2' } }
  if (path === `/v1/identity/${ADDRESS}`) return { body: { name: 'alice.airlock', avatar: null } }
  if (path === '/v1/fungible/price')
    return { body: { fungibles: [{ name: 'Ether', symbol: 'ETH', price: 3000 }] } }
  if (path === '/v1/bad-shape') return { body: { fungibles: 'nope' } }
  return { status: 404 }
}

let server: TestServer | undefined
let clock: number
let storage: StorageService
beforeEach(() => {
  clock = 1_000
  storage = createStorageService({ backend: createMemoryBackend(), now: () => clock })
})
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function client(withStorage = true) {
  server = await startTestServer(api)
  return new BlockchainApiClient({
    baseUrl: server.url,
    projectId: 'p1',
    sdkVersion: '0.1.0',
    retry: false,
    ...(withStorage ? { storage } : {}),
  })
}
const calls = (path: string) => server?.requests.filter((r) => r.url.pathname === path) ?? []

describe('BlockchainApiClient', () => {
  test('every call carries projectId, st and sv; supported chains fetched once [spec 7.1, 7.10]', async () => {
    const c = await client()
    expect(await c.isChainSupported('eip155:31337')).toBe(true)
    expect(await c.isChainSupported('eip155:1')).toBe(false)
    expect(calls('/v1/supported-chains')).toHaveLength(1)
    expect(Object.fromEntries(server!.requests[0]!.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      sv: '0.1.0',
    })
  })

  test('balance: currency usd, chainId, forceUpdate; cached 30 s [spec 7.4, 9.1]', async () => {
    const c = await client()
    expect(await c.getBalance(ADDRESS, { chainId: 'eip155:31337' })).toEqual([balance])
    const first = calls(`/v1/account/${ADDRESS}/balance`)[0]!
    expect(first.url.searchParams.get('currency')).toBe('usd')
    expect(first.url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(first.url.searchParams.has('forceUpdate')).toBe(false)
    await c.getBalance(ADDRESS, { chainId: 'eip155:31337' })
    expect(calls(`/v1/account/${ADDRESS}/balance`)).toHaveLength(1)
    await c.getBalance(ADDRESS, { chainId: 'eip155:31337', forceUpdate: true })
    expect(calls(`/v1/account/${ADDRESS}/balance`)[1]!.url.searchParams.get('forceUpdate')).toBe('true')
    clock += 30_000
    await c.getBalance(ADDRESS, { chainId: 'eip155:31337' })
    expect(calls(`/v1/account/${ADDRESS}/balance`)).toHaveLength(3)
  })

  test('unsupported chain: every call skipped with empty results [spec 7.11]', async () => {
    const c = await client()
    const chainId = 'eip155:999'
    expect(await c.getBalance(ADDRESS, { chainId })).toEqual([])
    expect(await c.getHistory(ADDRESS, { chainId })).toEqual({ data: [], next: null })
    expect(await c.getIdentity(ADDRESS, { chainId })).toEqual({ name: null, avatar: null })
    expect(await c.getTokenPrice({ chainId, addresses: ['eip155:999:0x1'] })).toEqual({ fungibles: [] })
    expect(server!.requests.map((r) => r.url.pathname)).toEqual(['/v1/supported-chains'])
  })

  test('a failing supported-chains call skips, then is retried', async () => {
    let fail = true
    server = await startTestServer((req) =>
      fail && req.url.pathname === '/v1/supported-chains' ? { status: 500 } : api(req),
    )
    const c = new BlockchainApiClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: '1', retry: false })
    expect(await c.getBalance(ADDRESS, { chainId: 'eip155:31337' })).toEqual([])
    fail = false
    expect(await c.getBalance(ADDRESS, { chainId: 'eip155:31337' })).toEqual([balance])
  })

  test('history: cursor, extra query, chainId; items parsed with spam flags [spec 3.7, 7.3]', async () => {
    const c = await client()
    const page = await c.getHistory(ADDRESS, {
      chainId: 'eip155:31337',
      cursor: 'c1',
      extraQuery: { onramp: 'coinbase', chainId: 'ignored' },
    })
    expect(page.next).toBe('c2')
    expect(page.data[0]?.transfers[0]?.nft_info?.flags?.is_spam).toBe(true)
    const q = calls(`/v1/account/${ADDRESS}/history`)[0]!.url.searchParams
    expect([q.get('cursor'), q.get('onramp'), q.get('chainId')]).toEqual(['c1', 'coinbase', 'eip155:31337'])
  })

  test('identity: sender; cached 5 min [spec 7.2, 9.2]', async () => {
    const c = await client()
    expect(await c.getIdentity(ADDRESS, { chainId: 'eip155:31337', sender: '0xme' })).toEqual({
      name: 'alice.airlock',
      avatar: null,
    })
    expect(calls(`/v1/identity/${ADDRESS}`)[0]!.url.searchParams.get('sender')).toBe('0xme')
    clock += 5 * 60_000 - 1
    await c.getIdentity(ADDRESS, { chainId: 'eip155:31337' })
    expect(calls(`/v1/identity/${ADDRESS}`)).toHaveLength(1)
    clock += 1
    await c.getIdentity(ADDRESS, { chainId: 'eip155:31337' })
    expect(calls(`/v1/identity/${ADDRESS}`)).toHaveLength(2)
  })

  test('identity: callers asking at once share one request', async () => {
    const c = await client()
    const [first, second] = await Promise.all([
      c.getIdentity(ADDRESS, { chainId: 'eip155:31337', sender: '0xme' }),
      c.getIdentity(ADDRESS, { chainId: 'eip155:31337', sender: '0xme' }),
    ])
    expect(second).toEqual(first)
    expect(calls(`/v1/identity/${ADDRESS}`)).toHaveLength(1)
  })

  test('token price: POST body with currency, addresses, projectId [spec 7.5]', async () => {
    const c = await client(false)
    const prices = await c.getTokenPrice({ chainId: 'eip155:31337', addresses: ['eip155:31337:0xeee'] })
    expect(prices.fungibles[0]?.price).toBe(3000)
    expect(JSON.parse(calls('/v1/fungible/price')[0]!.body)).toEqual({
      currency: 'usd',
      addresses: ['eip155:31337:0xeee'],
      projectId: 'p1',
    })
  })

  test('extend(): plugins add endpoints over request() and whenSupported()', async () => {
    const c = await client()
    const gasSchema = z.object({ fungibles: z.array(z.object({ price: z.number() })) })
    const extended = c.extend((base) => ({
      getGas: (chainId: string) =>
        base.whenSupported(chainId, undefined, () =>
          base.request('POST', '/v1/fungible/price', { schema: gasSchema, body: { addresses: [] } }),
        ),
      getBad: () => base.request('GET', '/v1/bad-shape', { schema: gasSchema }),
    }))
    expect((await extended.getGas('eip155:31337'))?.fungibles[0]?.price).toBe(3000)
    expect(await extended.getGas('eip155:5')).toBeUndefined()
    await expect(extended.getBad()).rejects.toBeInstanceOf(ResponseValidationError)
    expect(extended.getBalance).toBeTypeOf('function')
    expect(() => c.extend(() => ({ getBalance: () => 1 }))).toThrow(BaseError)
    expect(() => extended.extend(() => ({ getGas: () => 1 }))).toThrow(
      'API endpoint "getGas" is already defined',
    )
    // extend() returns a new client: the shared one is left as it was, so two plugins may use one name.
    expect('getGas' in c).toBe(false)
    const other = c.extend(() => ({ getGas: () => 'other' }))
    expect(other.getGas()).toBe('other')
    expect(other).not.toBe(extended)
  })

  test('PUT and DELETE through request()', async () => {
    server = await startTestServer((req) => ({ body: { method: req.method } }))
    const c = new BlockchainApiClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: '1' })
    const schema = z.object({ method: z.string() })
    expect(await c.request('PUT', '/x', { schema, body: {} })).toEqual({ method: 'PUT' })
    expect(await c.request('DELETE', '/x', { schema })).toEqual({ method: 'DELETE' })
  })
})
