import { createAirlock } from '@airlock/kernel'
import { expect, test } from 'vitest'
import { createMemoryStorage } from './memoryStorage'
import { mockConfig } from './mockConfig'
import { createMockWallet } from './mockWallet'

test('holds what the instance stores and shows it parsed', async () => {
  const storage = createMemoryStorage()
  const airlock = createAirlock(mockConfig({ wallet: createMockWallet(), config: { storage } }))
  await airlock.ready
  await airlock.connect('mock-wallet')
  await airlock.destroy()
  expect(Object.keys(storage.entries()).length).toBeGreaterThan(0)
  const stored = Object.keys(storage.entries()).map((key) => storage.read(key))
  expect(stored.some((value) => JSON.stringify(value)?.includes('mock'))).toBe(true)
  storage.clear()
  expect(storage.keys()).toEqual([])
})

test('read is undefined for absent and non-JSON values', () => {
  const storage = createMemoryStorage({ initial: { raw: 'not json', json: '{"a":1}' } })
  expect(storage.read('absent')).toBeUndefined()
  expect(storage.read('raw')).toBeUndefined()
  expect(storage.read('json')).toEqual({ a: 1 })
})
