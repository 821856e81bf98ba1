import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { apiResponseSchemas } from './responseSchemas'

test('each response schema is built for the answer it checks: a fresh one per call, none kept', () => {
  const first = apiResponseSchemas.historyResponse()
  expect(apiResponseSchemas.historyResponse()).not.toBe(first)
  const page = z.parse(first, {
    data: [{ id: '1', metadata: { minedAt: '2026-01-01', chain: 'eip155:1' }, transfers: [] }],
    next: null,
  })
  expect(page.data[0]?.id).toBe('1')
  expect(z.safeParse(first, { data: [{ id: 1 }] }).success).toBe(false)
})

test('the public constants check what the kernel checks', async () => {
  const schemas = await import('./schemas')
  const wallets = { count: 1, data: [{ id: 'a', name: 'A' }] }
  const broken = { count: '1', data: [{ id: 'a' }] }
  for (const value of [wallets, broken]) {
    expect(z.safeParse(schemas.walletsResponseSchema, value).success).toBe(
      z.safeParse(apiResponseSchemas.walletsResponse(), value).success,
    )
  }
  expect(z.safeParse(schemas.walletsResponseSchema, wallets).success).toBe(true)
  expect(z.safeParse(schemas.walletsResponseSchema, broken).success).toBe(false)
})
