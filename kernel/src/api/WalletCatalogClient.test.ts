import { afterEach, describe, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../http/testServer'
import { buildRpcProxyUrl, isRpcProxyUrl, withRpcProxyProjectId } from './rpcProxyUrl'
import { WalletCatalogClient } from './WalletCatalogClient'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const wallet = {
  id: 'w1',
  name: 'Wallet One',
  image_id: 'img1',
  rdns: 'io.one',
  mobile_link: 'one://',
  desktop_link: null,
  webapp_link: null,
  chains: ['eip155:1'],
  injected: [{ namespace: 'eip155', injected_id: 'isOne' }],
}

describe('WalletCatalogClient', () => {
  test('getWallets sends page, entries, filters; getAnalyticsConfig [spec 7.22, 7.23]', async () => {
    server = await startTestServer((req) =>
      req.url.pathname === '/getWallets'
        ? { body: { count: 1, data: [wallet] } }
        : { body: { isAnalyticsEnabled: true } },
    )
    const catalog = new WalletCatalogClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: '0.1.0' })
    const page = await catalog.getWallets({
      page: 2,
      entries: 40,
      chains: ['eip155:1', 'solana:x'],
      include: [],
      exclude: ['w9'],
      search: 'one',
      badge_type: 'certified',
    })
    expect(page).toEqual({ count: 1, data: [wallet] })
    expect(Object.fromEntries(server.requests[0]!.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      sv: '0.1.0',
      page: '2',
      entries: '40',
      chains: 'eip155:1,solana:x',
      exclude: 'w9',
      search: 'one',
      badge_type: 'certified',
    })
    expect(await catalog.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
  })

  test('image URLs carry the SDK query; images are fetched as binary [spec 7.24]', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    server = await startTestServer(() => ({ body: svg, headers: { 'content-type': 'image/svg+xml' } }))
    const catalog = new WalletCatalogClient({ baseUrl: `${server.url}/`, projectId: 'p1', sdkVersion: '1' })
    const url = catalog.walletImageUrl('img 1')
    expect(url).toBe(`${server.url}/getWalletImage/img%201?projectId=p1&st=airlock&sv=1`)
    expect(new URL(catalog.assetImageUrl('a')).pathname).toBe('/public/getAssetImage/a')
    expect(new URL(catalog.currencyImageUrl('USD')).pathname).toBe('/public/getCurrencyImage/USD')
    expect(new URL(catalog.tokenImageUrl('ETH')).pathname).toBe('/public/getTokenImage/ETH')
    const blob = await catalog.fetchImage(url)
    expect(blob.type).toBe('image/svg+xml')
    expect(await blob.text()).toBe(svg)
  })
})

describe('RPC proxy URL', () => {
  test('builds {rpcBase}/v1/?chainId&projectId and adds a missing project id', () => {
    const rpcBase = 'http://127.0.0.1:4000'
    const url = buildRpcProxyUrl({ rpcBase, chainId: 'eip155:1', projectId: 'p1' })
    expect(url).toBe('http://127.0.0.1:4000/v1/?chainId=eip155%3A1&projectId=p1')
    expect(isRpcProxyUrl(url, rpcBase)).toBe(true)
    expect(withRpcProxyProjectId(url, { rpcBase, projectId: 'other' })).toBe(url)
    expect(
      withRpcProxyProjectId('http://127.0.0.1:4000/v1?chainId=eip155:137', { rpcBase, projectId: 'p1' }),
    ).toBe('http://127.0.0.1:4000/v1?chainId=eip155%3A137&projectId=p1')
    expect(withRpcProxyProjectId('http://127.0.0.1:8545/', { rpcBase, projectId: 'p1' })).toBe(
      'http://127.0.0.1:8545/',
    )
    expect(isRpcProxyUrl('not a url', rpcBase)).toBe(false)
    expect(isRpcProxyUrl('http://127.0.0.1:4000/api/v1/', 'http://127.0.0.1:4000/api')).toBe(true)
  })
})
