import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  HOSTILE_WALLET_NAMES,
  makeTestWallets,
  startCatalogueServer,
  type TestCatalogueServer,
} from './catalogueServer'

let server: TestCatalogueServer
beforeAll(async () => {
  server = await startCatalogueServer({ wallets: makeTestWallets(50) })
})
afterAll(() => server.close())

const get = async (path: string) => {
  const response = await fetch(server.url + path)
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : await response.text(),
  }
}

test('listens on a loopback port', () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
})

test('pages, searches, includes and excludes wallets, and logs each request', async () => {
  const page = (await get('/getWallets?page=2&entries=20')).body
  expect([page.count, page.data.length, page.data[0].id]).toEqual([50, 20, 'wallet-21'])
  expect((await get('/getWallets?search=wallet 4')).body.count).toBe(11)
  expect(
    (await get('/getWallets?include=wallet-2,wallet-3')).body.data.map((w: { id: string }) => w.id),
  ).toEqual(['wallet-2', 'wallet-3'])
  expect((await get('/getWallets?exclude=wallet-1&entries=1')).body.data[0].id).toBe('wallet-2')
  expect(server.requests.at(-1)).toBe('/getWallets?exclude=wallet-1&entries=1')
})

test('answers 500 for the error search, SVG images and 404 for anything else', async () => {
  expect((await get('/getWallets?search=__error__')).status).toBe(500)
  const image = await get('/getWalletImage/img-1')
  expect(image.body).toContain('<svg')
  expect((await get('/nothing')).status).toBe(404)
})

test('a stalled image is held until close (close does not wait for it)', async () => {
  const stalled = await startCatalogueServer({ wallets: [] })
  const controller = new AbortController()
  const pending = fetch(`${stalled.url}/getWalletImage/stall-1`, { signal: controller.signal })
  await expect.poll(() => stalled.requests).toEqual(['/getWalletImage/stall-1'])
  await stalled.close()
  await expect(pending).rejects.toThrow()
})

test('the generated catalogue carries hostile names', () => {
  expect(
    makeTestWallets(30)
      .slice(20, 23)
      .map((w) => w.name),
  ).toEqual(HOSTILE_WALLET_NAMES)
})
