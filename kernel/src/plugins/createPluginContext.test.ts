import { describe, expect, test, vi } from 'vitest'
import { createAirlock } from '../airlock/createAirlock'
import { internalsOf } from '../airlock/internals'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { testchainNetwork } from '../chain/testing/testchain'
import type { ChainAdapter } from '../chain/types'
import { ConnectionStorage, createMemoryBackend } from '../storage'
import { definePlugin, type PluginContext } from './types'

async function withContext(
  run: (ctx: PluginContext) => void | Promise<void>,
  runtime: ReturnType<typeof testRuntime> = testRuntime(),
) {
  let context: PluginContext | undefined
  const plugin = definePlugin({
    name: 'probe',
    setup(ctx) {
      context = ctx
    },
  })
  const airlock = createAirlock(testConfig({ plugins: [plugin] }), runtime)
  await airlock.ready
  if (!context) throw new Error('not set up')
  await run(context)
  return airlock
}

const otherAdapter = (networks = [testchainNetwork('one')]): ChainAdapter => ({
  namespace: 'other',
  networks: networks.map((n) => ({ ...n, caipNetworkId: `other:${n.id}`, chainNamespace: 'other' })),
  address: { validate: (value) => value.startsWith('o') },
  connect: async () => ({ address: 'a', chainId: 1 }),
  disconnect: async () => undefined,
  getBalance: async () => ({ balance: '0', symbol: 'X' }),
})

describe('plugin context', () => {
  test("isMobile asks the instance's environment probe, at each call", async () => {
    let mobile = true
    const runtime = testRuntime(createMemoryBackend(), { environment: { isMobile: () => mobile } })
    const answers: boolean[] = []
    const airlock = await withContext((ctx) => {
      answers.push(ctx.isMobile())
      mobile = false
      answers.push(ctx.isMobile())
    }, runtime)
    expect(answers).toEqual([true, false])
    await airlock.destroy()
  })

  test('reads through get and watch; a watcher is removed with the plugin', async () => {
    const seen: unknown[] = []
    const airlock = await withContext((ctx) => {
      expect(ctx.get((s) => s.network.active.caipNetworkId)).toBe('testchain:alpha')
      ctx.watch(
        (s) => s.modal.open,
        (open) => seen.push(open),
      )
    })
    await airlock.open()
    expect(seen).toEqual([true])
    await airlock.destroy()
    internalsOf(airlock).stores.modal.setOpen(false)
    expect(seen).toEqual([true])
  })

  test('is frozen: a plugin cannot swap out a member of its context', async () => {
    await withContext((ctx) => {
      expect(Object.isFrozen(ctx)).toBe(true)
      expect(() => {
        ;(ctx as { navigate: unknown }).navigate = () => undefined
      }).toThrow(TypeError)
    })
  })

  test('emits on the bus and navigates', async () => {
    const seen = vi.fn()
    const airlock = await withContext(async (ctx) => {
      ctx.on('plugin:loaded', seen)
      ctx.emit('plugin:loaded', { name: 'other' })
      await ctx.navigate('Networks')
    })
    expect(seen).toHaveBeenCalledWith({ name: 'other' })
    expect(airlock.get((s) => s.modal.view.view)).toBe('Networks')
    expect(airlock.get((s) => s.modal.open)).toBe(true)
  })

  test('a registered connector can be removed; slot entries are listed; a second adapter of a namespace is refused', async () => {
    const airlock = await withContext((ctx) => {
      const remove = ctx.registerConnector({
        id: 'auth',
        name: 'Email',
        type: 'EXTERNAL',
        namespaces: ['other'],
      })
      ctx.registerConnector({ id: 'social', name: 'Social', type: 'EXTERNAL', namespaces: ['other'] })
      remove()
      ctx.addToSlot('accountActions', { id: 'tip', label: 'Tip', view: 'Send' })
      const adapter = otherAdapter()
      ctx.registerChainAdapter(adapter)
      expect(() => ctx.registerChainAdapter({ ...adapter })).toThrow(
        'Chain adapter "other" is already registered',
      )
    })
    expect(airlock.get((s) => s.connection.connectors).map((c) => c.id)).toEqual(['social'])
    expect(airlock.get((s) => s.slot('accountActions'))).toEqual([
      { id: 'tip', label: 'Tip', view: 'Send', owner: 'probe' },
    ])
  })

  test("an adapter's networks come and go with it (those configured before stay)", async () => {
    let remove: () => void = () => undefined
    const airlock = await withContext((ctx) => {
      remove = ctx.registerChainAdapter(otherAdapter([testchainNetwork('one'), testchainNetwork('alpha')]))
    })
    const ids = () => airlock.get((s) => s.network.all.map((n) => n.caipNetworkId))
    expect(ids()).toEqual(['testchain:alpha', 'testchain:beta', 'other:one', 'other:alpha'])
    await airlock.switchNetwork('other:one')
    remove()
    expect(ids()).toEqual(['testchain:alpha', 'testchain:beta'])
    expect(airlock.get((s) => s.network.active.caipNetworkId)).toBe('testchain:alpha')
  })

  test("keeps the plugin's own account data under its name", async () => {
    const airlock = await withContext((ctx) => {
      ctx.setAccountData('testchain', { provider: 'acme' })
    })
    expect(airlock.get((s) => s.accountOf('testchain').data)).toEqual({ probe: { provider: 'acme' } })
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
    new ConnectionStorage(internalsOf(airlock).storage).setActiveNamespace('eip155')
    expect(backend.keys().some((k) => k.startsWith('@airlock/'))).toBe(true)
    const other = createAirlock(testConfig({ storage: createMemoryBackend() }), runtime)
    expect(new ConnectionStorage(internalsOf(other).storage).getActiveNamespace()).toBeUndefined()
  })
})
