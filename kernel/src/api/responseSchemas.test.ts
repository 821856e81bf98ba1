import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { apiResponseSchemas } from './responseSchemas'

test('each response schema is built once, at its first use, and reused', () => {
  const first = apiResponseSchemas.historyResponse()
  expect(apiResponseSchemas.historyResponse()).toBe(first)
  // Nested schemas are the same instances as their own getters'.
  const page = z.parse(first, {
    data: [{ id: '1', metadata: { minedAt: '2026-01-01', chain: 'eip155:1' }, transfers: [] }],
    next: null,
  })
  expect(page.data[0]?.id).toBe('1')
  expect(z.safeParse(first, { data: [{ id: 1 }] }).success).toBe(false)
})

test('the public constants are the instances the kernel parses with', async () => {
  const schemas = await import('./schemas')
  expect(schemas.walletsResponseSchema).toBe(apiResponseSchemas.walletsResponse())
  expect(schemas.historyItemSchema).toBe(apiResponseSchemas.historyItem())
  expect(
    z.safeParse(schemas.walletsResponseSchema, { count: 1, data: [{ id: 'a', name: 'A' }] }).success,
  ).toBe(true)
})
