// The names-cache assertions (moved from the kernel's StorageService test), now over the plugin's storage.
import {
  createAirlock,
  createMemoryBackend,
  definePlugin,
  type PluginStorage,
  type StorageBackend,
} from '@airlock/kernel'
import { beforeEach, expect, test } from 'vitest'
import { TEST_NETWORK } from '../../test/nameApi'
import { createEnsNameCache, ENS_NAME_CACHE_KEY, type EnsNameCache } from './ensNameCache'

const FULL_KEY = '@airlock/ens/names'
let backend: StorageBackend
let clock: number
let names: EnsNameCache

/** The storage a plugin named 'ens' gets (`ctx.storage`) in an instance on `backend`. */
async function ensStorage(on: StorageBackend): Promise<PluginStorage> {
  let storage: PluginStorage | undefined
  const airlock = createAirlock({
    projectId: 'p',
    metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
    storage: on,
    networks: [TEST_NETWORK],
    plugins: [
      definePlugin({
        name: 'ens',
        setup(ctx) {
          storage = ctx.storage
        },
      }),
    ],
  })
  await airlock.ready
  if (!storage) throw new Error('the plugin was not set up')
  return storage
}

beforeEach(async () => {
  backend = createMemoryBackend()
  clock = 1_000_000
  names = createEnsNameCache(await ensStorage(backend), () => clock)
})

test("the cache lives in the plugin's own storage, under @airlock/ens/", () => {
  expect(ENS_NAME_CACHE_KEY).toBe('names')
  names.set('0xabc', [])
  expect(backend.keys()).toEqual([FULL_KEY])
})

test('corrupt values are ignored, never a crash', () => {
  backend.setItem(FULL_KEY, '[1,2]')
  expect(names.get('0xabc')).toBeUndefined()
  backend.setItem(FULL_KEY, '{"0xabc":{"value":7,"timestamp":1000000}}')
  expect(names.get('0xabc')).toBeUndefined()
})

test('names live 5 min; stored with their timestamp [spec 3.12, 9.2]', () => {
  names.set('0xabc', [{ name: 'alice.eth' }])
  expect(JSON.parse(backend.getItem(FULL_KEY) ?? '')).toEqual({
    '0xabc': { value: [{ name: 'alice.eth' }], timestamp: 1_000_000 },
  })
  clock += 5 * 60_000 - 1
  expect(names.get('0xabc')).toEqual([{ name: 'alice.eth' }])
  clock += 1
  expect(names.get('0xabc')).toBeUndefined()
})

test('set prunes expired entries; delete and clear', () => {
  names.set('old', [{ name: 'old.eth' }])
  clock += 5 * 60_000
  names.set('new', [{ name: 'new.eth' }])
  expect(Object.keys(JSON.parse(backend.getItem(FULL_KEY) ?? ''))).toEqual(['new'])
  names.delete('new')
  names.delete('absent')
  expect(names.get('new')).toBeUndefined()
  names.set('x', [])
  names.clear()
  expect(backend.getItem(FULL_KEY)).toBeNull()
})
