// Every registration a plugin makes is undone on destroy and when its set-up fails, so a failed lazy
// plugin can be loaded again (contract v2, point 4).
import { describe, expect, test } from 'vitest'
import { createAirlock } from '../airlock/createAirlock'
import { internalsOf } from '../airlock/internals'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter } from '../chain/testing/testchain'
import { definePlugin, lazyPlugin, type PluginContext } from './types'

declare module './contributions' {
  interface Contributions {
    'test/colours': string
  }
}

/** Registers one of everything; throws at the end when `fail.now` is set. */
function registerEverything(ctx: PluginContext, fail: { now: boolean }) {
  ctx.registerView({ id: 'test/detail', load: async () => 'Detail' })
  ctx.registerView({ id: 'Account', load: async () => 'MyAccount' }, { replace: true })
  ctx.addToSlot('accountTabs', { id: 'extra', label: 'Extra', order: 40, load: async () => 'Tab' })
  ctx.addToSlot('walletFeatures', {
    id: 'tip',
    label: 'Tip',
    order: 50,
    view: 'test/detail',
    params: { id: '1' },
  })
  ctx.hook('chooseView', () => ({ view: 'test/detail', params: { id: 'hook' } }))
  ctx.contribute('test/colours', 'red')
  ctx.expose({ lookup: () => 'x' })
  ctx.registerConnector({ id: 'extra-wallet', name: 'Extra', type: 'EXTERNAL', namespaces: ['testchain'] })
  ctx.registerChainAdapter(createTestchainAdapter())
  ctx.on('modal:open', () => undefined)
  ctx.watch(
    (s) => s.modal.open,
    () => undefined,
  )
  if (fail.now) throw new Error('set-up failed half-way')
}

function snapshot(airlock: ReturnType<typeof createAirlock>) {
  const core = internalsOf(airlock)
  return {
    detail: core.views.has('test/detail'),
    accountOwner: core.views.owner('Account'),
    tabs: airlock.get((s) => s.slot('accountTabs')).map((e) => e.id),
    features: airlock.get((s) => s.slot('walletFeatures')).map((e) => e.id),
    hooks: core.hooks.count('chooseView'),
    colours: airlock.get((s) => s.contributions('test/colours')),
    api: airlock.plugin('everything') !== undefined,
    connectors: airlock.get((s) => s.connection.connectors).map((c) => c.id),
    adapters: airlock.get((s) => s.connection.namespaces),
    listeners: core.bus.listenerCount('modal:open'),
  }
}

const empty = {
  detail: false,
  accountOwner: undefined,
  tabs: [],
  features: [],
  hooks: 0,
  colours: [],
  api: false,
  connectors: [],
  adapters: [],
  listeners: 0,
}

describe('disposable registrations', () => {
  test('destroy undoes everything a plugin registered, and a replaced core view comes back', async () => {
    const plugin = definePlugin({
      name: 'everything',
      setup: (ctx) => registerEverything(ctx, { now: false }),
    })
    const airlock = createAirlock(testConfig({ plugins: [plugin] }), testRuntime())
    internalsOf(airlock).views.register({ id: 'Account', load: async () => 'CoreAccount' })
    await airlock.ready
    expect(snapshot(airlock)).toEqual({
      detail: true,
      accountOwner: 'everything',
      tabs: ['extra'],
      features: ['tip'],
      hooks: 1,
      colours: ['red'],
      api: true,
      connectors: ['test-wallet', 'extra-wallet'],
      adapters: ['testchain'],
      listeners: 1,
    })
    await airlock.destroy()
    expect({ ...snapshot(airlock), listeners: 0 }).toEqual(empty)
    expect(await internalsOf(airlock).views.load('Account')).toBe('CoreAccount')
  })

  test('a lazy plugin whose set-up fails leaves nothing behind and loads fine on the next try', async () => {
    const fail = { now: true }
    let loads = 0
    const plugin = lazyPlugin(
      'everything',
      async () => {
        loads++
        return definePlugin({ name: 'everything', setup: (ctx) => registerEverything(ctx, fail) })
      },
      {
        views: [{ id: 'test/detail' }],
        slots: [
          {
            slot: 'walletFeatures',
            entry: { id: 'tip', label: 'Tip', order: 50, view: 'test/detail', params: { id: '1' } },
          },
        ],
      },
    )
    const airlock = createAirlock(testConfig({ plugins: [plugin] }), testRuntime())
    internalsOf(airlock).views.register({ id: 'Account', load: async () => 'CoreAccount' })
    await airlock.ready
    const declared = { ...empty, detail: true, features: ['tip'] }
    expect(snapshot(airlock)).toEqual(declared)
    await expect(airlock.navigate('test/detail', { id: '1' })).rejects.toMatchObject({
      plugin: 'everything',
      hook: 'setup',
    })
    expect(airlock.get((s) => s.plugins.state('everything'))).toBe('failed')
    // Only the declarations are left: the placeholder view and the declared slot entry.
    expect(snapshot(airlock)).toEqual(declared)
    fail.now = false
    await airlock.navigate('test/detail', { id: '1' })
    expect(loads).toBe(2)
    expect(airlock.get((s) => s.plugins.state('everything'))).toBe('loaded')
    expect(snapshot(airlock)).toMatchObject({
      detail: true,
      features: ['tip'],
      tabs: ['extra'],
      adapters: ['testchain'],
    })
    expect(airlock.get((s) => s.slot('walletFeatures')).find((e) => e.id === 'tip')?.owner).toBe('everything')
  })
})

describe('contributeLater', () => {
  test('loads on first use and contributes once; a failed load is tried again; nothing after dispose; destroy undoes it', async () => {
    let loads = 0
    let failNext = true
    const uses: (() => Promise<void>)[] = []
    const plugin = definePlugin({
      name: 'later',
      setup(ctx) {
        const load = async () => {
          loads++
          if (failNext) {
            failNext = false
            throw new Error('offline')
          }
          return 'blue'
        }
        uses.push(
          ctx.contributeLater('test/colours', load),
          ctx.contributeLater('test/colours', async () => 'green'),
        )
      },
    })
    const airlock = createAirlock(testConfig({ plugins: [plugin] }), testRuntime())
    await airlock.ready
    const [blue, green] = uses as [() => Promise<void>, () => Promise<void>]
    const colours = () => airlock.get((s) => s.contributions('test/colours'))
    expect(loads).toBe(0)
    expect(colours()).toEqual([])
    await expect(blue()).rejects.toThrow(Error)
    expect(colours()).toEqual([])
    await Promise.all([blue(), blue()])
    await blue()
    expect(loads).toBe(2)
    expect(colours()).toEqual(['blue'])
    await airlock.destroy()
    expect(colours()).toEqual([])
    // Loaded only after the plugin was disposed: not contributed.
    await green()
    expect(colours()).toEqual([])
  })
})
