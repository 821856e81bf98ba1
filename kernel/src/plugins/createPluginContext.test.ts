import { describe, expect, test, vi } from 'vitest'
import { createAirlock } from '../airlock/createAirlock'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createToken } from '../di/container'
import { STORES_TOKEN } from '../di/tokens'
import { createMemoryBackend } from '../storage'
import { definePlugin, type PluginContext } from './types'

async function withContext(run: (ctx: PluginContext) => void | Promise<void>) {
  let context: PluginContext | undefined
  const plugin = definePlugin({
    name: 'probe',
    setup(ctx) {
      context = ctx
    },
  })
  const airlock = createAirlock(testConfig({ plugins: [plugin] }), testRuntime())
  await airlock.ready
  if (!context) throw new Error('not set up')
  await run(context)
  return airlock
}

describe('plugin context', () => {
  test('provides and resolves typed DI values in the instance container', async () => {
    const token = createToken<{ greet(): string }>('greeter')
    const airlock = await withContext((ctx) => {
      ctx.provide(token, () => ({ greet: () => 'hi' }))
      expect(ctx.resolve(token).greet()).toBe('hi')
      expect(ctx.resolve(STORES_TOKEN)).toBe(ctx.stores)
    })
    expect(airlock.container.resolve(token).greet()).toBe('hi')
  })

  test('emits on the bus and opens views', async () => {
    const seen = vi.fn()
    const airlock = await withContext(async (ctx) => {
      ctx.on('plugin:loaded', seen)
      ctx.emit('plugin:loaded', { name: 'other' })
      ctx.openView('Networks')
    })
    expect(seen).toHaveBeenCalledWith({ name: 'other' })
    await vi.waitFor(() => expect(airlock.stores.router.view).toBe('Networks'))
    expect(airlock.stores.modal.open).toBe(true)
  })

  test('a registered connector can be removed; slot entries are listed; a second adapter of a namespace is refused', async () => {
    const airlock = await withContext((ctx) => {
      const remove = ctx.registerConnector({ id: 'auth', name: 'Email', type: 'AUTH', namespaces: ['other'] })
      ctx.registerConnector({ id: 'social', name: 'Social', type: 'ID_AUTH', namespaces: ['other'] })
      remove()
      ctx.addToSlot('accountActions', { id: 'tip', label: 'Tip', view: 'Send' })
      ctx.registerChainAdapter({
        namespace: 'other',
        networks: [],
        address: { validate: (value) => value.startsWith('o') },
        connect: async () => ({ address: 'a', chainId: 1 }),
        disconnect: async () => undefined,
        getBalance: async () => ({ balance: '0', symbol: 'X' }),
      })
      expect(() =>
        ctx.registerChainAdapter({ ...ctx.stores.connection.adapters[0]!, namespace: 'other' }),
      ).toThrow('Chain adapter "other" is already registered')
    })
    expect(airlock.stores.connection.connectors.map((c) => c.id)).toEqual(['social'])
    expect(airlock.slots.entries('accountActions')).toEqual([
      { id: 'tip', label: 'Tip', view: 'Send', owner: 'probe' },
    ])
  })
})

describe('storage option', () => {
  test('accepts Web Storage (key/length) as well as a backend', async () => {
    const backend = createMemoryBackend()
    const webStorage = {
      getItem: (k: string) => backend.getItem(k),
      setItem: (k: string, v: string) => backend.setItem(k, v),
      removeItem: (k: string) => backend.removeItem(k),
      key: (i: number) => backend.keys()[i] ?? null,
      get length() {
        return backend.keys().length
      },
    }
    const { storage: _unused, ...runtime } = testRuntime()
    const airlock = createAirlock(testConfig({ storage: webStorage }), runtime)
    airlock.storage.setActiveNamespace('eip155')
    expect(backend.keys().some((k) => k.startsWith('@airlock/'))).toBe(true)
    const other = createAirlock(testConfig({ storage: createMemoryBackend() }), runtime)
    expect(other.storage.getActiveNamespace()).toBeUndefined()
  })
})
