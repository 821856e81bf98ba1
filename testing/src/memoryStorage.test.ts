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

test('the Web Storage view and the kernel view are the same entries', () => {
  const storage = createMemoryStorage({ initial: { a: '1' } })
  const web = storage.webStorage()
  expect(web.length).toBe(1)
  expect(web.key(0)).toBe('a')
  web.setItem('b', '2')
  expect(storage.getItem('b')).toBe('2')
  storage.removeItem('a')
  expect(web.getItem('a')).toBeNull()
  expect(web.key(1)).toBeNull()
})

test('the key-value view (WalletConnect) keeps values as JSON over the same entries', async () => {
  const storage = createMemoryStorage()
  const kv = storage.keyValue()
  await kv.setItem('wc@2:session', [{ topic: 't1', expiry: 5 }])
  expect(storage.entries()).toEqual({ 'wc@2:session': '[{"topic":"t1","expiry":5}]' })
  expect(await kv.getItem('wc@2:session')).toEqual([{ topic: 't1', expiry: 5 }])
  expect(await kv.getItem('absent')).toBeUndefined()
  expect(await kv.getEntries()).toEqual([['wc@2:session', [{ topic: 't1', expiry: 5 }]]])
  await kv.removeItem('wc@2:session')
  expect(await kv.getKeys()).toEqual([])
})
