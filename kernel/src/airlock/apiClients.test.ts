// The default blockchain-data API client is pointed at `endpoints.blockchainApi`: a real local
// HTTP server on 127.0.0.1 answers, and token balances reach the account store.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { testchain } from '../chain/testing/testchain'
import { HttpRequestError, NetworkIdNotFoundError, ProjectIdNotConfiguredError } from '../errors'
import { createAirlock } from './createAirlock'

let server: Server
let base = ''
const requests: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '')
    const url = new URL(req.url ?? '/', 'http://x')
    res.setHeader('content-type', 'application/json')
    if (url.pathname.endsWith('/supported-chains')) {
      res.end(JSON.stringify({ http: ['testchain:alpha'], ws: [] }))
    } else if (url.pathname === '/v1/account/tc1alice/balance') {
      const quantity = { decimals: '6', numeric: '5' }
      res.end(
        JSON.stringify({
          balances: [
            {
              name: 'USD Coin',
              symbol: 'USDC',
              chainId: 'testchain:alpha',
              value: 5,
              price: 1,
              quantity,
              iconUrl: '',
            },
          ],
        }),
      )
    } else if (url.pathname === '/v1/account/tc1alice/history') {
      const metadata = { minedAt: '2026-01-01T00:00:00Z', chain: 'testchain:alpha' }
      res.end(JSON.stringify({ data: [{ id: 'h1', metadata, transfers: [] }], next: null }))
    } else if (url.pathname === '/getWallets') {
      res.statusCode = 403
      res.end(
        JSON.stringify({ status: 'FAILED', reasons: [{ description: 'Unauthorized: origin not allowed' }] }),
      )
    } else if (url.pathname === '/e') {
      res.end('{}')
    } else {
      res.statusCode = 404
      res.end('{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('token balances come from the configured blockchain API endpoint', async () => {
  const runtime = testRuntime()
  Reflect.deleteProperty(runtime, 'accountDataApi')
  const airlock = createAirlock(
    testConfig({ plugins: [testchain()], endpoints: { blockchainApi: base, walletCatalogue: base } }),
    runtime,
  )
  await airlock.ready
  expect(airlock.service('blockchainApi')).toBe(airlock.service('blockchainApi'))
  expect(airlock.service('walletCatalogue')?.options.baseUrl).toBe(base)
  await airlock.connect('test-wallet')
  await vi.waitFor(() =>
    expect(airlock.get((s) => s.account).tokenBalance.map((t) => t.symbol)).toEqual(['USDC']),
  )
  const balanceCall = requests.find((r) => r.startsWith('/v1/account/tc1alice/balance')) ?? ''
  const query = new URL(balanceCall, base).searchParams
  expect(query.get('projectId')).toBe('test-project')
  expect(query.get('chainId')).toBe('testchain:alpha')
  expect(query.get('currency')).toBe('usd')
  // The connect warmed the supported chains; the reads after it used that one answer.
  expect(requests.filter((r) => r.startsWith('/v1/supported-chains'))).toHaveLength(1)
})

test("a call answered 'Unauthorized: origin not allowed' raises the alert on the bus; an unknown network raises Network Not Found [spec 8.27, 8.30]", async () => {
  const airlock = createAirlock(
    testConfig({ plugins: [testchain()], endpoints: { walletCatalogue: base } }),
    testRuntime(),
  )
  await airlock.ready
  const alerts: { id: string; source: string | undefined }[] = []
  airlock.on('alert', ({ alert, source }) => alerts.push({ id: alert.id, source }))
  await expect(airlock.service('walletCatalogue')?.getWallets({ page: 1, entries: 4 })).rejects.toMatchObject(
    {
      constructor: HttpRequestError,
      status: 403,
    },
  )
  expect(alerts).toEqual([{ id: 'ORIGIN_NOT_ALLOWED', source: 'api' }])
  await expect(airlock.switchNetwork('testchain:nowhere')).rejects.toBeInstanceOf(NetworkIdNotFoundError)
  expect(alerts.at(-1)).toEqual({ id: 'NETWORK_NOT_FOUND', source: 'network' })
  expect(alerts).toHaveLength(2)
})

test('without a project id no API call is sent: each raises Project ID Not Configured [spec 8.31]', async () => {
  const airlock = createAirlock(
    testConfig({ projectId: '', plugins: [testchain()], endpoints: { walletCatalogue: base } }),
    testRuntime(),
  )
  await airlock.ready
  const alerts: string[] = []
  airlock.on('alert', ({ alert }) => alerts.push(alert.id))
  const before = requests.length
  await expect(
    airlock.service('walletCatalogue')?.getWallets({ page: 1, entries: 4 }),
  ).rejects.toBeInstanceOf(ProjectIdNotConfiguredError)
  expect(alerts).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
  expect(requests.length).toBe(before)
})

test('history goes to the configured endpoint', async () => {
  const runtime = testRuntime()
  Reflect.deleteProperty(runtime, 'accountDataApi')
  const airlock = createAirlock(
    testConfig({ plugins: [testchain()], endpoints: { blockchainApi: base } }),
    runtime,
  )
  await airlock.ready
  expect(airlock.get((s) => s.history.available)).toBe(true)
  await airlock.connect('test-wallet')
  await airlock.loadHistory()
  expect(airlock.get((s) => s.history.items).map((t) => t.id)).toEqual(['h1'])
})

test('with no endpoint configured no client is registered and nothing is requested', async () => {
  const runtime = testRuntime()
  Reflect.deleteProperty(runtime, 'accountDataApi')
  const before = requests.length
  const airlock = createAirlock(testConfig({ plugins: [testchain()] }), runtime)
  await airlock.ready
  expect(airlock.service('blockchainApi')).toBeUndefined()
  expect(airlock.service('walletCatalogue')).toBeUndefined()
  expect(airlock.get((s) => s.history.available)).toBe(false)
  await airlock.connect('test-wallet')
  expect(airlock.get((s) => s.account).tokenBalance).toEqual([])
  expect(requests.length).toBe(before)
})
