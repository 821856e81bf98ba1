import { afterEach, describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { testchain } from '../chain/testing/testchain'
import { definePlugin } from '../plugins/types'
import { createAirlock } from './createAirlock'
import { internalsOf } from './internals'

afterEach(() => vi.useRealTimers())

const withChain = () => createAirlock(testConfig({ plugins: [testchain()] }), testRuntime())

describe('opening rules through the instance', () => {
  test("plugins' chooseView hooks pick the first view (first answer wins); an explicit view wins over them [spec 2.16]", async () => {
    const seen: unknown[] = []
    const picker = definePlugin({
      name: 'picker',
      setup(ctx) {
        ctx.hook('chooseView', (state) => {
          seen.push(state)
          return state.adapterCount === 0 && !state.connected
            ? { view: state.mobile ? 'AllWallets' : 'Networks', params: undefined }
            : undefined
        })
        ctx.hook('chooseView', () => ({ view: 'Receive', params: undefined }))
      },
    })
    const desktop = createAirlock(testConfig({ plugins: [picker] }), testRuntime())
    await desktop.ready
    await desktop.open()
    expect(desktop.get((s) => s.modal.view.view)).toBe('Networks')
    expect(seen[0]).toEqual({ requested: undefined, adapterCount: 0, connected: false, mobile: false })
    const mobile = createAirlock(
      testConfig({ plugins: [picker] }),
      testRuntime(undefined, { environment: { isMobile: () => true } }),
    )
    await mobile.ready
    await mobile.open()
    expect(mobile.get((s) => s.modal.view.view)).toBe('AllWallets')
    const withAdapter = createAirlock(testConfig({ plugins: [testchain(), picker] }), testRuntime())
    await withAdapter.ready
    await withAdapter.open()
    expect(withAdapter.get((s) => s.modal.view.view)).toBe('Receive')
    await withAdapter.open('Send')
    expect(withAdapter.get((s) => s.modal.view.view)).toBe('Send')
    expect(seen).toHaveLength(3)
  })

  test('the device is probed only when a chooseView hook reads `mobile`, not on every open', async () => {
    const isMobile = vi.fn(() => true)
    const airlock = createAirlock(
      testConfig({ plugins: [testchain()] }),
      testRuntime(undefined, { environment: { isMobile } }),
    )
    await airlock.ready
    await airlock.open()
    expect(airlock.get((s) => s.modal.view.view)).toBe('Connect')
    expect(isMobile).not.toHaveBeenCalled()
    airlock.close()
    const reader = definePlugin({
      name: 'reader',
      setup(ctx) {
        ctx.hook('chooseView', (state) =>
          state.mobile ? { view: 'AllWallets', params: undefined } : undefined,
        )
      },
    })
    const asking = createAirlock(
      testConfig({ plugins: [reader] }),
      testRuntime(undefined, { environment: { isMobile } }),
    )
    await asking.ready
    await asking.open()
    expect(isMobile).toHaveBeenCalledTimes(1)
    expect(asking.get((s) => s.modal.view.view)).toBe('AllWallets')
  })

  test('no adapters, no account and no chooseView hook: Connect [spec 2.19]', async () => {
    const airlock = createAirlock(testConfig(), testRuntime())
    await airlock.ready
    await airlock.open()
    expect(airlock.get((s) => s.modal.view.view)).toBe('Connect')
  })

  test('Connect when disconnected, Account when connected, an explicit view always [spec 2.18, 2.19]', async () => {
    const airlock = withChain()
    await airlock.ready
    await airlock.open()
    expect(airlock.get((s) => s.modal.view.view)).toBe('Connect')
    await airlock.connect('test-wallet')
    await airlock.open()
    expect(airlock.get((s) => s.modal.history).map((e) => e.view)).toEqual(['Account'])
    await airlock.open('Networks')
    expect(airlock.get((s) => s.modal.view.view)).toBe('Networks')
  })

  test('emits modal:open once, view:changed on navigation and modal:close', async () => {
    const airlock = withChain()
    await airlock.ready
    const events: string[] = []
    airlock.on('modal:open', (e) => events.push(`open:${e.view.view}`))
    airlock.on('modal:close', () => events.push('close'))
    airlock.on('view:changed', (e) => events.push(`view:${e.previous?.view}>${e.view.view}`))
    await airlock.open()
    await airlock.navigate('AllWallets')
    airlock.back()
    airlock.back()
    expect(events).toEqual(['open:Connect', 'view:Connect>AllWallets', 'view:AllWallets>Connect', 'close'])
    expect(airlock.get((s) => s.modal.open)).toBe(false)
    expect(airlock.close()).toBe(true)
  })

  test('show opens the modal when it is closed', async () => {
    const airlock = withChain()
    await airlock.navigate('Receive')
    expect(airlock.get((s) => s.modal.open)).toBe(true)
    expect(airlock.get((s) => s.modal.history).map((e) => e.view)).toEqual(['Receive'])
  })

  test('going back with UnsupportedChain in the history closes the modal [spec 2.20]', async () => {
    const airlock = withChain()
    await airlock.open('UnsupportedChain')
    await airlock.navigate('Networks')
    airlock.back()
    expect(airlock.get((s) => s.modal.open)).toBe(false)
  })
})

describe('closing refused by a canClose hook (e.g. required sign-in)', () => {
  const signIn = (state: { signedIn: boolean }) =>
    definePlugin({
      name: 'sign-in',
      setup: (ctx) =>
        void ctx.hook('canClose', ({ view }) =>
          view.view === 'test/sign-in' && !state.signedIn ? false : undefined,
        ),
    })

  test('is blocked while the hook refuses, shaking for 500 ms; allowed once it stops refusing', async () => {
    const state = { signedIn: false }
    const airlock = createAirlock(testConfig({ plugins: [signIn(state)] }), testRuntime())
    await airlock.ready
    await airlock.open('test/sign-in')
    vi.useFakeTimers()
    expect(airlock.close()).toBe(false)
    expect(airlock.get((s) => s.modal.open)).toBe(true)
    expect(airlock.get((s) => s.modal.shake)).toBe(true)
    vi.advanceTimersByTime(500)
    expect(airlock.get((s) => s.modal.shake)).toBe(false)
    state.signedIn = true
    expect(airlock.close()).toBe(true)
  })

  test('is allowed on other views', async () => {
    const airlock = createAirlock(testConfig({ plugins: [signIn({ signedIn: false })] }), testRuntime())
    await airlock.ready
    await airlock.open('Account')
    expect(airlock.close()).toBe(true)
  })

  test('a hook answering with a promise is a PluginError naming the plugin, not a silent close', async () => {
    const async = definePlugin({
      name: 'slow',
      setup: (ctx) => void ctx.hook('canClose', (async () => false) as unknown as () => boolean),
    })
    const airlock = createAirlock(testConfig({ plugins: [async] }), testRuntime())
    await airlock.ready
    await airlock.open()
    expect(() => airlock.close()).toThrow(/Plugin: slow/)
  })
})

describe('instances', () => {
  test('two instances on one page share no state', async () => {
    const a = withChain()
    const b = withChain()
    await Promise.all([a.ready, b.ready])
    await a.connect('test-wallet')
    await a.open()
    a.setTheme({ mode: 'light' })
    a.setFeatures({ send: false })
    internalsOf(a).views.register({ id: 'Send', load: async () => 'A' })
    expect(b.get((s) => s.connection.statusOf('testchain'))).toBe('disconnected')
    expect(b.get((s) => s.modal.open)).toBe(false)
    expect(b.get((s) => s.theme.mode)).toBe('dark')
    expect(b.get((s) => s.features).send).toBe(true)
    expect(internalsOf(b).views.has('Send')).toBe(false)
    expect(internalsOf(b).container).not.toBe(internalsOf(a).container)
    const listener = vi.fn()
    b.on('modal:close', listener)
    a.close()
    expect(listener).not.toHaveBeenCalled()
  })

  test('destroy stops reactions: no view:changed afterwards', async () => {
    const airlock = withChain()
    await airlock.ready
    await airlock.destroy()
    const listener = vi.fn()
    airlock.on('view:changed', listener)
    internalsOf(airlock).stores.router.push('Networks')
    expect(listener).not.toHaveBeenCalled()
  })
})
