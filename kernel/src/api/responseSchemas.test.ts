import { expect, test } from 'vitest'
import { validateSync } from '../validation/standardSchema'
import { apiResponseSchemas } from './responseSchemas'

test('each response schema is built for the answer it checks: a fresh one per call, none kept', () => {
  const first = apiResponseSchemas.historyResponse()
  expect(apiResponseSchemas.historyResponse()).not.toBe(first)
  const page = validateSync(first, {
    data: [{ id: '1', metadata: { minedAt: '2026-01-01', chain: 'eip155:1' }, transfers: [] }],
    next: null,
  })
  expect(page?.data[0]?.id).toBe('1')
  expect(validateSync(first, { data: [{ id: 1 }] })).toBeUndefined()
})

test('the public constants check what the kernel checks', async () => {
  const schemas = await import('./schemas')
  const wallets = { count: 1, data: [{ id: 'a', name: 'A' }] }
  const broken = { count: '1', data: [{ id: 'a' }] }
  for (const value of [wallets, broken]) {
    expect(validateSync(schemas.walletsResponseSchema, value)).toEqual(
      validateSync(apiResponseSchemas.walletsResponse(), value),
    )
  }
  expect(validateSync(schemas.walletsResponseSchema, wallets)).toEqual(wallets)
  expect(validateSync(schemas.walletsResponseSchema, broken)).toBeUndefined()
})

test('answers keep the fields a server adds, and supported-chains defaults ws to none', () => {
  const chains = validateSync(apiResponseSchemas.supportedChainsResponse(), { http: ['eip155:1'], extra: 1 })
  expect(chains).toEqual({ http: ['eip155:1'], ws: [], extra: 1 })
  const price = { fungibles: [{ name: 'Ether', symbol: 'ETH', price: 3000, iconUrl: null }] }
  // iconUrl is a string or absent: null is refused, as the API contract says.
  expect(validateSync(apiResponseSchemas.fungiblePriceResponse(), price)).toBeUndefined()
  const entry = { id: 'w', name: 'W', image_id: null, injected: null, chains: ['eip155:1'] }
  expect(validateSync(apiResponseSchemas.walletListEntry(), entry)).toEqual(entry)
})
