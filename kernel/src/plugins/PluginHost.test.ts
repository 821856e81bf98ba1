import { describe, expect, test, vi } from 'vitest'
import { createAirlock } from '../airlock/createAirlock'
import { internalsOf } from '../airlock/internals'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import type { AirlockConfig } from '../config/airlockConfigSchema'
import { type BaseError, PluginError } from '../errors'
import {
  DuplicatePluginError,
  DuplicateRegistrationError,
  MissingPluginDependencyError,
} from '../errors/plugin'
import { DuplicateViewError } from '../router/ViewCatalog'
import { definePlugin, lazyPlugin, type PluginContext } from './types'

declare module '../router/viewTypes' {
  interface ViewRegistry {
    'test/lazy': { value: number }
    'test/eager': undefined
  }
}

const start = (overrides: Partial<AirlockConfig> = {}) => createAirlock(testConfig(overrides), testRuntime())

describe('plugin set-up', () => {
  test('runs in dependency order and reports configured and loaded plugins', async () => {
    const order: string[] = []
    const plugin = (name: string, requires: string[] = []) =>
      definePlugin({ name, requires, setup: () => void order.push(name) })
    const airlock = start({ plugins: [plugin('swap', ['evm']), plugin('evm'), plugin('ens', ['swap'])] })
    expect(airlock.get((s) => s.plugins.configured)).toEqual(['evm', 'swap', 'ens'])
    await airlock.ready
    expect(order).toEqual(['evm', 'swap', 'ens'])
    expect(airlock.get((s) => s.plugins.loaded)).toEqual(['evm', 'swap', 'ens'])
  })

  test('a missing dependency or a duplicate name fails at creation', () => {
    const a = definePlugin({ name: 'a', requires: ['b'], setup() {} })
    expect(() => start({ plugins: [a] })).toThrow(MissingPluginDependencyError)
    const b = definePlugin({ name: 'b', setup() {} })
    expect(() => start({ plugins: [b, b] })).toThrow(DuplicatePluginError)
  })

  test('a duplicate view id fails the second plugin, naming both plugins', async () => {
    const view = { id: 'test/eager' as const, load: async () => 'component' }
    const one = definePlugin({ name: 'one', setup: (ctx) => ctx.registerView(view) })
    const two = definePlugin({ name: 'two', setup: (ctx) => ctx.registerView(view) })
    const airlock = start({ plugins: [one, two] })
    await airlock.ready
    const error = airlock.get((s) => s.plugins.error('two'))
    expect(airlock.get((s) => s.plugins.state('one'))).toBe('loaded')
    expect(error).toBeInstanceOf(PluginError)
    expect((error as PluginError).plugin).toBe('two')
    expect((error as PluginError).walk()).toBeInstanceOf(DuplicateViewError)
    expect((error as PluginError).walk().message).toContain('Registered by: one')
  })

  test("an error thrown by a plugin gets the plugin's name stamped on it", async () => {
    const bad = definePlugin({
      name: 'bad',
      setup() {
        throw new Error('kaput')
      },
    })
    const airlock = start({ plugins: [bad] })
    const reported: unknown[] = []
    airlock.on('error', ({ error }) => reported.push(error))
    await airlock.ready
    const error = airlock.get((s) => s.plugins.error('bad')) as PluginError
    expect(reported).toEqual([error])
    expect(error).toBeInstanceOf(PluginError)
    expect(error.shortMessage).toBe('Plugin "bad" failed in setup')
    expect(error.message).toContain('Plugin: bad')
    expect(error.details).toBe('kaput')
    expect(airlock.get((s) => s.plugins.state('bad'))).toBe('failed')
  })

  test('a plugin whose feature flag is off is not set up, nor anything requiring it', async () => {
    const setup = vi.fn()
    const swap = definePlugin({ name: 'swap', feature: 'tips', features: { tips: true }, setup })
    const child = definePlugin({ name: 'child', requires: ['swap'], setup })
    const airlock = start({ plugins: [swap, child], features: { tips: false } })
    await airlock.ready
    expect(setup).not.toHaveBeenCalled()
    expect(airlock.get((s) => s.plugins.state('swap'))).toBe('disabled')
    expect(airlock.get((s) => s.plugins.state('child'))).toBe('disabled')
  })

  test('disposers (sync and async) run in reverse order on destroy, and bus listeners are removed', async () => {
    const order: string[] = []
    const a = definePlugin({
      name: 'a',
      setup(ctx) {
        ctx.on('modal:close', () => undefined)
        return () => void order.push('a')
      },
    })
    const b = definePlugin({
      name: 'b',
      async setup() {
        return async () => {
          order.push('b')
        }
      },
    })
    const airlock = start({ plugins: [a, b] })
    await airlock.ready
    const { bus } = internalsOf(airlock)
    expect(bus.listenerCount('modal:close')).toBe(1)
    await airlock.destroy()
    expect(order).toEqual(['b', 'a'])
    expect(bus.listenerCount('modal:close')).toBe(0)
  })

  test('a failing disposer is reported with its plugin name', async () => {
    const a = definePlugin({
      name: 'a',
      setup: () => () => {
        throw new Error('stuck')
      },
    })
    const airlock = start({ plugins: [a] })
    await airlock.ready
    await expect(airlock.destroy()).rejects.toMatchObject({ plugin: 'a', hook: 'dispose' })
  })

  test('the context registers connectors and exposes an API; a second exposure is refused', async () => {
    const p = definePlugin({
      name: 'p',
      setup(ctx) {
        ctx.registerConnector({ id: 'auth', name: 'Email', type: 'EXTERNAL', namespaces: ['testchain'] })
        ctx.log.info('hello')
        expect(ctx.get((s) => s.features.send)).toBe(true)
        expect(ctx.options.projectId).toBe('test-project')
        ctx.expose({ lookup: () => 'x' })
      },
    })
    const q = definePlugin({
      name: 'q',
      setup(ctx) {
        ctx.expose({ one: 1 })
        ctx.expose({ two: 2 })
      },
    })
    const airlock = start({ plugins: [p, q] })
    await airlock.ready
    expect(airlock.get((s) => s.plugins.error('q'))?.walk()).toBeInstanceOf(DuplicateRegistrationError)
    expect((airlock.plugin('p') as { lookup(): string }).lookup()).toBe('x')
    // A failed set-up undoes what it registered: its first exposure is gone.
    expect(airlock.plugin('q')).toBeUndefined()
    await expect(airlock.loadPlugin('q')).rejects.toBeInstanceOf(PluginError)
    await expect(airlock.loadPlugin('nobody')).rejects.toThrow('Plugin "nobody" is not configured')
    expect(airlock.get((s) => s.connection.connectors).map((c) => c.id)).toEqual(['auth'])
  })

  test('a plugin whose set-up throws is isolated: the others set up, and those requiring it fail too', async () => {
    const before = definePlugin({ name: 'before', setup: () => undefined })
    const broken = definePlugin({
      name: 'broken',
      setup() {
        throw new Error('kaput')
      },
    })
    const child = definePlugin({ name: 'child', requires: ['broken'], setup: vi.fn() })
    const after = definePlugin({ name: 'after', setup: (ctx) => ctx.expose({ ok: true }) })
    const airlock = start({ plugins: [before, broken, child, after] })
    const reported: string[] = []
    airlock.on('error', ({ error, source }) =>
      reported.push(`${source}: ${(error as BaseError).shortMessage}`),
    )
    await airlock.ready
    const states = airlock.get((s) => s.plugins.configured.map((n) => `${n}:${s.plugins.state(n)}`))
    expect(states).toEqual(['before:loaded', 'broken:failed', 'child:failed', 'after:loaded'])
    expect(child.setup).not.toHaveBeenCalled()
    expect(airlock.get((s) => s.plugins.error('child'))?.details).toBe(
      'It requires plugin "broken", which failed.',
    )
    expect(reported).toEqual([
      'broken: Plugin "broken" failed in setup',
      'child: Plugin "child" failed in setup',
    ])
    expect(airlock.plugin('after')).toEqual({ ok: true })
  })
})

describe('lazy plugins', () => {
  const lazySetup = () => {
    const setup = vi.fn()
    const load = vi.fn(async () =>
      definePlugin({
        name: 'ignored-name',
        setup(ctx: PluginContext) {
          setup()
          ctx.registerView({ id: 'test/lazy', title: 'Lazy', load: async () => 'LazyComponent' })
        },
      }),
    )
    const plugin = lazyPlugin('names', load, {
      views: [{ id: 'test/lazy', title: 'Lazy' }],
      slots: [
        {
          slot: 'accountActions',
          entry: { id: 'register', label: 'Register', view: 'test/lazy', params: { value: 3 } },
        },
      ],
    })
    return { setup, load, plugin }
  }

  test('the loader is not called until a declared view is first opened', async () => {
    const { load, setup, plugin } = lazySetup()
    const airlock = start({ plugins: [plugin] })
    await airlock.ready
    expect(load).not.toHaveBeenCalled()
    expect(airlock.get((s) => s.plugins.state('names'))).toBe('pending')
    expect(internalsOf(airlock).views.title('test/lazy', { value: 1 })).toBe('Lazy')
    const opening = airlock.open('test/lazy', { value: 1 })
    expect(airlock.get((s) => s.modal.loading)).toBe(true)
    await opening
    expect(airlock.get((s) => s.modal.loading)).toBe(false)
    expect(load).toHaveBeenCalledOnce()
    expect(setup).toHaveBeenCalledOnce()
    expect(airlock.get((s) => s.plugins.loaded)).toEqual(['names'])
    expect(airlock.get((s) => s.modal.view)).toEqual({ view: 'test/lazy', params: { value: 1 } })
    expect(await internalsOf(airlock).loadView('test/lazy')).toBe('LazyComponent')
    expect(load).toHaveBeenCalledOnce()
  })

  test("a lazy plugin's declared texts are a messages contribution before it loads, and stay after", async () => {
    const { load } = lazySetup()
    const declared = { namespace: 'names/declared', en: { lazy: 'Lazy', register: 'Register' }, locales: {} }
    const airlock = start({
      plugins: [lazyPlugin('names', load, { views: [{ id: 'test/lazy' }], messages: declared })],
    })
    await airlock.ready
    expect(load).not.toHaveBeenCalled()
    const catalogues = () => airlock.get((s) => s.contributions('messages'))
    expect(catalogues()).toContain(declared)
    await airlock.open('test/lazy', { value: 1 })
    expect(load).toHaveBeenCalledOnce()
    expect(catalogues()).toContain(declared)
  })

  test('loading the view component through the catalogue loads the plugin first', async () => {
    const { load, plugin } = lazySetup()
    const airlock = start({ plugins: [plugin] })
    await airlock.ready
    expect(await internalsOf(airlock).views.load('test/lazy')).toBe('LazyComponent')
    expect(load).toHaveBeenCalledOnce()
  })

  test('a declared slot entry shows before the plugin loads; opening its view loads it', async () => {
    const { load, plugin } = lazySetup()
    const airlock = start({ plugins: [plugin] })
    await airlock.ready
    const [entry] = airlock.get((s) => s.slot('accountActions'))
    expect(entry).toMatchObject({ id: 'register', owner: 'names', view: 'test/lazy', params: { value: 3 } })
    expect(load).not.toHaveBeenCalled()
    await airlock.navigate('test/lazy', { value: 3 })
    expect(load).toHaveBeenCalledOnce()
    expect(airlock.get((s) => s.modal.open)).toBe(true)
    expect(airlock.get((s) => s.modal.view)).toEqual({ view: 'test/lazy', params: { value: 3 } })
  })

  test('a lazy plugin behind an off feature flag declares nothing and never loads', async () => {
    const { load, plugin } = lazySetup()
    const airlock = start({
      plugins: [{ ...plugin, feature: 'tips', features: { tips: true } }],
      features: { tips: false },
    })
    await airlock.ready
    expect(internalsOf(airlock).views.has('test/lazy')).toBe(false)
    expect(airlock.get((s) => s.slot('accountActions'))).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  test('a failing loader is stamped with the plugin name and can be retried', async () => {
    let attempt = 0
    const plugin = lazyPlugin(
      'flaky',
      async () => {
        attempt++
        if (attempt === 1) throw new Error('chunk failed')
        return { default: definePlugin({ name: 'flaky', setup() {} }) }
      },
      { views: [{ id: 'test/lazy' }] },
    )
    const airlock = start({ plugins: [plugin] })
    await airlock.ready
    await expect(airlock.open('test/lazy', { value: 2 })).rejects.toMatchObject({
      plugin: 'flaky',
      hook: 'load',
    })
    expect(airlock.get((s) => s.plugins.state('flaky'))).toBe('failed')
    await airlock.open('test/lazy', { value: 2 })
    expect(airlock.get((s) => s.plugins.state('flaky'))).toBe('loaded')
  })

  test('lazy dependencies load first', async () => {
    const order: string[] = []
    const base = lazyPlugin('base', async () =>
      definePlugin({ name: 'base', setup: () => void order.push('base') }),
    )
    const top = lazyPlugin(
      'top',
      async () => definePlugin({ name: 'top', setup: () => void order.push('top') }),
      {
        requires: ['base'],
        views: [{ id: 'test/eager' }],
      },
    )
    const airlock = start({ plugins: [top, base] })
    await airlock.ready
    await airlock.open('test/eager')
    expect(order).toEqual(['base', 'top'])
  })

  test('an eager plugin requiring a lazy one loads it first, at start', async () => {
    const order: string[] = []
    const base = lazyPlugin('base', async () =>
      definePlugin({ name: 'base', setup: () => void order.push('base') }),
    )
    const eager = definePlugin({ name: 'eager', requires: ['base'], setup: () => void order.push('eager') })
    const airlock = start({ plugins: [eager, base] })
    await airlock.ready
    expect(order).toEqual(['base', 'eager'])
    expect(airlock.get((s) => s.plugins.loaded)).toEqual(['base', 'eager'])
  })

  test('turning a feature flag on later enables its plugins (eager set up, lazy declared)', async () => {
    const setup = vi.fn()
    const eager = definePlugin({ name: 'swap', feature: 'tips', features: { tips: true }, setup })
    const { load, plugin } = lazySetup()
    const airlock = start({
      plugins: [eager, { ...plugin, feature: 'tipsExtra', features: { tipsExtra: false } }],
      features: { tips: false },
    })
    await airlock.ready
    expect(airlock.get((s) => s.plugins.loaded)).toEqual([])
    airlock.setFeatures({ tips: true, tipsExtra: true })
    await vi.waitFor(() => expect(airlock.get((s) => s.plugins.loaded)).toEqual(['swap']))
    expect(setup).toHaveBeenCalledOnce()
    expect(airlock.get((s) => s.plugins.state('names'))).toBe('pending')
    expect(internalsOf(airlock).views.has('test/lazy')).toBe(true)
    expect(load).not.toHaveBeenCalled()
    airlock.setFeatures({ tips: false })
    airlock.setFeatures({ tips: true })
    await Promise.resolve()
    expect(setup).toHaveBeenCalledOnce()
  })
})
