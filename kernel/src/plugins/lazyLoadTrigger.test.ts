import { describe, expect, test, vi } from 'vitest'
import { createAirlock } from '../airlock/createAirlock'
import { internalsOf } from '../airlock/internals'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import type { AirlockConfig } from '../config/airlockConfigSchema'
import type { AirlockState } from '../state/types'
import { createMemoryBackend } from '../storage'
import { definePlugin, type LazyPluginStorage, lazyPlugin } from './types'

declare module '../router/viewTypes' {
  interface ViewRegistry {
    'test/trigger': undefined
  }
}

const start = (overrides: Partial<AirlockConfig> = {}) => createAirlock(testConfig(overrides), testRuntime())
const connected = (state: AirlockState) => state.accountOf('testchain').address !== undefined
/** Writes an account address as the kernel does on connect (the stores are the kernel's own). */
const setAddress = (airlock: ReturnType<typeof start>, address: string | undefined) =>
  internalsOf(airlock).stores.account.setAddress(
    'testchain',
    address === undefined ? undefined : `testchain:alpha:${address}`,
    address,
  )

describe('lazy plugin load trigger (loadWhen)', () => {
  test('loads the plugin once, when the condition first holds, not before', async () => {
    const setup = vi.fn()
    const load = vi.fn(async () => definePlugin({ name: 'names', setup }))
    const airlock = start({ plugins: [lazyPlugin('names', load, { loadWhen: connected })] })
    await airlock.ready
    expect(load).not.toHaveBeenCalled()
    const loaded = new Promise((resolve) => internalsOf(airlock).bus.once('plugin:loaded', resolve))
    setAddress(airlock, '0xabc')
    await expect(loaded).resolves.toEqual({ name: 'names' })
    setAddress(airlock, undefined)
    setAddress(airlock, '0xdef')
    expect(load).toHaveBeenCalledOnce()
    expect(setup).toHaveBeenCalledOnce()
    await airlock.destroy()
  })

  test('a condition already true at start loads the plugin during start', async () => {
    const load = vi.fn(async () => definePlugin({ name: 'x', setup() {} }))
    const airlock = start({ plugins: [lazyPlugin('always', load, { loadWhen: () => true })] })
    await airlock.ready
    await vi.waitFor(() => expect(airlock.get((s) => s.plugins.loaded)).toEqual(['always']))
    await airlock.destroy()
  })

  test('a failed triggered load is reported on the bus with the plugin name', async () => {
    const load = vi.fn(async () => {
      throw new Error('chunk failed')
    })
    const airlock = start({ plugins: [lazyPlugin('broken', load, { loadWhen: connected })] })
    await airlock.ready
    const reported = new Promise<{ error: Error; source?: string }>((resolve) =>
      internalsOf(airlock).bus.once('error', resolve),
    )
    setAddress(airlock, '0xabc')
    const { error, source } = await reported
    expect(source).toBe('broken')
    expect(error.message).toContain('Plugin "broken" failed in load')
    expect(airlock.get((s) => s.plugins.state('broken'))).toBe('failed')
    await airlock.destroy()
  })

  test("reads the plugin's own storage: a record its loaded half left on an earlier visit loads it at start", async () => {
    const backend = createMemoryBackend()
    const pending = (_state: AirlockState, storage: LazyPluginStorage) => storage.has('pending')
    // First visit: nothing stored, so the plugin stays unloaded until something else loads it; its loaded
    // half then leaves a record through ctx.storage.
    const leavesRecord = definePlugin({
      name: 'buy',
      setup(ctx) {
        ctx.storage.set('pending', 'order-1')
      },
    })
    const firstLoad = vi.fn(async () => leavesRecord)
    const first = createAirlock(
      testConfig({
        plugins: [lazyPlugin('buy', firstLoad, { loadWhen: pending, views: [{ id: 'test/trigger' }] })],
      }),
      testRuntime(backend),
    )
    await first.ready
    expect(firstLoad).not.toHaveBeenCalled()
    await first.open('test/trigger')
    await vi.waitFor(() => expect(firstLoad).toHaveBeenCalledOnce())
    await first.destroy()
    // Second visit on the same storage: the record alone loads the plugin, with no view opened.
    const secondLoad = vi.fn(async () => definePlugin({ name: 'buy', setup() {} }))
    const second = createAirlock(
      testConfig({ plugins: [lazyPlugin('buy', secondLoad, { loadWhen: pending })] }),
      testRuntime(backend),
    )
    await second.ready
    await vi.waitFor(() => expect(second.get((s) => s.plugins.loaded)).toEqual(['buy']))
    await second.destroy()
  })

  test('no trigger fires after destroy', async () => {
    const load = vi.fn(async () => definePlugin({ name: 'x', setup() {} }))
    const airlock = start({ plugins: [lazyPlugin('late', load, { loadWhen: connected })] })
    await airlock.ready
    await airlock.destroy()
    setAddress(airlock, '0xabc')
    expect(load).not.toHaveBeenCalled()
  })

  test('a declared slot entry carries its visibility rule, evaluated against the state', async () => {
    const plugin = lazyPlugin('names', async () => definePlugin({ name: 'n', setup() {} }), {
      views: [{ id: 'test/trigger' }],
      slots: [
        {
          slot: 'accountActions',
          entry: { id: 'choose', label: 'Choose', view: 'test/trigger', visible: (s) => !connected(s) },
        },
      ],
    })
    const airlock = start({ plugins: [plugin] })
    await airlock.ready
    const shown = () => airlock.get((s) => s.slot('accountActions')).map((e) => e.id)
    expect(shown()).toEqual(['choose'])
    setAddress(airlock, '0xabc')
    expect(shown()).toEqual([])
    await airlock.destroy()
  })
})
