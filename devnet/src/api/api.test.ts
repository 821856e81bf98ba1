import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { DEVNET_SOLANA_CAIP_ID } from '../solana/solanaConstants'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'
import type { TokenBalance } from './balanceRoute'

let devnet: Devnet
beforeAll(async () => {
  // A long balance cache, so the forceUpdate test cannot race the cache's expiry on a slow machine.
  devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, balanceCacheMs: 60_000 })
})
afterAll(() => devnet.stop())

const a0 = DEVNET_ACCOUNTS[0]!
const fresh = DEVNET_ACCOUNTS[7]!

describe('GET /v1/supported-chains', () => {
  it('lists both devnet chains and the local Solana network as CAIP-2 ids', async () => {
    const res = await requestJson(serviceUrl(devnet.apiUrl, '/v1/supported-chains'))
    expect(res).toMatchObject({
      status: 200,
      body: { http: ['eip155:31337', 'eip155:31338', DEVNET_SOLANA_CAIP_ID], ws: [] },
    })
  })
})

describe('project and origin checks', () => {
  it('rejects an unknown projectId with 403 Unauthorized: invalid key', async () => {
    const res = await requestJson(serviceUrl(devnet.apiUrl, '/v1/supported-chains', {}, 'nope'))
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      message: 'Unauthorized: invalid key',
      reasons: [{ description: 'Unauthorized: invalid key' }],
    })
  })

  it('rejects an origin not on the allow-list with 403 but still sends CORS headers', async () => {
    const res = await requestJson(serviceUrl(devnet.apiUrl, '/v1/supported-chains'), {
      origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ message: 'Unauthorized: origin not allowed' })
    const restricted = await requestJson(
      serviceUrl(devnet.apiUrl, '/v1/supported-chains', {}, 'airlock-restricted'),
      { origin: 'http://127.0.0.1:5173' },
    )
    expect(restricted.status).toBe(403)
  })

  it('answers loopback origins with CORS headers, including preflight', async () => {
    const origin = 'http://localhost:5173'
    const res = await requestJson(serviceUrl(devnet.apiUrl, '/v1/supported-chains'), { origin })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    const preflight = await fetch(serviceUrl(devnet.apiUrl, '/v1/fungible/price'), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('requires the SDK type and version on data routes', async () => {
    const url = new URL('/v1/supported-chains', devnet.apiUrl)
    url.searchParams.set('projectId', devnet.projectId)
    const res = await requestJson(url.toString())
    expect(res.status).toBe(400)
  })
})

describe('GET /v1/account/{address}/balance', () => {
  it('returns native and ERC-20 balances with prices for one chain', async () => {
    const res = await requestJson<{ balances: TokenBalance[] }>(
      serviceUrl(devnet.apiUrl, `/v1/account/${a0.address}/balance`, {
        currency: 'usd',
        chainId: 'eip155:31338',
      }),
    )
    expect(res.status).toBe(200)
    const bySymbol = Object.fromEntries(res.body.balances.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(bySymbol.USDC).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31338',
      address: `eip155:31338:${DEVNET_CONTRACTS.usdc}`,
      value: 9750,
      price: 1,
      quantity: { decimals: '6', numeric: '9750' },
      iconUrl: `${devnet.catalogueUrl}/public/getTokenImage/USDC`,
    })
    expect(bySymbol.DAI?.quantity).toEqual({ decimals: '18', numeric: '5042.5' })
    expect(bySymbol.ETH?.address).toBeUndefined()
    expect(bySymbol.ETH?.price).toBe(3000)
    expect(Number(bySymbol.ETH?.quantity.numeric)).toBeGreaterThan(9998)
    const icon = await fetch(bySymbol.USDC!.iconUrl)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('covers every chain without chainId and nothing for an unsupported chain', async () => {
    const all = await requestJson<{ balances: TokenBalance[] }>(
      serviceUrl(devnet.apiUrl, `/v1/account/${a0.address}/balance`),
    )
    expect(new Set(all.body.balances.map((b) => b.chainId))).toEqual(
      new Set(['eip155:31337', 'eip155:31338']),
    )
    const none = await requestJson(
      serviceUrl(devnet.apiUrl, `/v1/account/${a0.address}/balance`, { chainId: 'eip155:1' }),
    )
    expect(none.body).toEqual({ balances: [] })
    const bad = await requestJson(serviceUrl(devnet.apiUrl, '/v1/account/0x123/balance'))
    expect(bad.status).toBe(400)
  })

  it('serves a cached balance until forceUpdate is set', async () => {
    const url = (force: boolean) =>
      serviceUrl(devnet.apiUrl, `/v1/account/${fresh.address}/balance`, {
        chainId: 'eip155:31337',
        ...(force ? { forceUpdate: 'true' } : {}),
      })
    const eth = (body: { balances: TokenBalance[] }) =>
      body.balances.find((b) => b.symbol === 'ETH')?.quantity.numeric
    const before = await requestJson<{ balances: TokenBalance[] }>(url(false))
    expect(eth(before.body)).toBe('10000')
    const chain = devnet.chains[0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(fresh.privateKey),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ chain: null, to: a0.address, value: parseEther('1') })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(eth((await requestJson<{ balances: TokenBalance[] }>(url(false))).body)).toBe('10000')
    const forced = Number(eth((await requestJson<{ balances: TokenBalance[] }>(url(true))).body))
    expect(forced).toBeLessThan(9999)
    expect(forced).toBeGreaterThan(9998.99)
  })
})

describe('POST /v1/fungible/price', () => {
  it('prices tokens and the native coin from the DEX pools, opened at the price table', async () => {
    const dai = `eip155:31337:${DEVNET_CONTRACTS.dai}`
    const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const res = await requestJson<{ fungibles: Array<Record<string, unknown>> }>(
      serviceUrl(devnet.apiUrl, '/v1/fungible/price'),
      {
        body: {
          currency: 'usd',
          projectId: devnet.projectId,
          addresses: [dai, native, 'eip155:31337:0x0000000000000000000000000000000000000001'],
        },
      },
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      fungibles: [
        {
          address: dai,
          name: 'Dai Stablecoin',
          symbol: 'DAI',
          iconUrl: `${devnet.catalogueUrl}/public/getTokenImage/DAI`,
          price: expect.closeTo(0.9998, 9),
        },
        {
          address: native,
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: `${devnet.catalogueUrl}/public/getTokenImage/ETH`,
          price: expect.closeTo(3000, 9),
        },
      ],
    })
  })
})

describe('RPC proxy /v1', () => {
  it('forwards JSON-RPC (and batches) to the node of the requested chain', async () => {
    for (const [path, chainId] of [
      ['/v1', 31337],
      ['/v1/', 31338],
    ] as const) {
      const url = new URL(path, devnet.apiUrl)
      url.searchParams.set('chainId', `eip155:${chainId}`)
      url.searchParams.set('projectId', devnet.projectId)
      const res = await requestJson<Array<{ result: string }>>(url.toString(), {
        body: [
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
          { jsonrpc: '2.0', id: 2, method: 'eth_getCode', params: [DEVNET_CONTRACTS.usdc, 'latest'] },
        ],
      })
      expect(res.status).toBe(200)
      expect(res.body[0]?.result).toBe(`0x${chainId.toString(16)}`)
      expect(res.body[1]?.result.length).toBeGreaterThan(100)
    }
  })

  it("[spec 7.26] answers a GET with chainId and projectId, the call in the query, from the chain's node", async () => {
    for (const [chainId, method, params] of [
      [31337, 'eth_chainId', []],
      [31338, 'eth_getCode', [DEVNET_CONTRACTS.usdc, 'latest']],
    ] as const) {
      const url = new URL('/v1/', devnet.apiUrl)
      url.searchParams.set('chainId', `eip155:${chainId}`)
      url.searchParams.set('projectId', devnet.projectId)
      url.searchParams.set('method', method)
      url.searchParams.set('params', JSON.stringify(params))
      url.searchParams.set('id', '7')
      const res = await requestJson<{ id: number; result: string }>(url.toString())
      expect(res.status).toBe(200)
      expect(res.body.id).toBe(7)
      if (method === 'eth_chainId') expect(res.body.result).toBe(`0x${chainId.toString(16)}`)
      else expect(res.body.result.length).toBeGreaterThan(100)
    }
    const solana = new URL('/v1', devnet.apiUrl)
    solana.searchParams.set('chainId', DEVNET_SOLANA_CAIP_ID)
    solana.searchParams.set('projectId', devnet.projectId)
    solana.searchParams.set('method', 'getGenesisHash')
    const genesis = await requestJson<{ result: string }>(solana.toString())
    expect(DEVNET_SOLANA_CAIP_ID).toBe(`solana:${genesis.body.result.slice(0, 32)}`)
  })

  it('a GET without a method, or with params that are not JSON, is a 400', async () => {
    for (const query of [
      {},
      { method: 'eth_chainId', params: '[1,' },
      { method: 'eth_chainId', params: '7' },
    ]) {
      const url = new URL('/v1/', devnet.apiUrl)
      url.searchParams.set('chainId', 'eip155:31337')
      url.searchParams.set('projectId', devnet.projectId)
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
      expect((await fetch(url)).status).toBe(400)
    }
  })

  it('refuses chains the devnet does not serve', async () => {
    const url = new URL('/v1', devnet.apiUrl)
    url.searchParams.set('chainId', 'eip155:1')
    url.searchParams.set('projectId', devnet.projectId)
    const res = await requestJson(url.toString(), { body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' } })
    expect(res.status).toBe(400)
  })
})

describe('rows that arrive with later plugins (sessions)', () => {
  it('answers sessions paths with 404', async () => {
    for (const path of ['/v1/sessions/abc']) {
      expect((await requestJson(serviceUrl(devnet.apiUrl, path))).status).toBe(404)
    }
  })
})
