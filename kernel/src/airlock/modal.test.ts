import { afterEach, describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { testchain } from '../chain/testing/testchain'
import { definePlugin } from '../plugins/types'
import { createAirlock } from './createAirlock'

afterEach(() => vi.useRealTimers())

const withChain = () => createAirlock(testConfig({ plugins: [testchain()] }), testRuntime())

describe('opening rules through the instance', () => {
  test('no adapters and no account: ConnectingWalletConnectBasic on desktop, AllWallets on mobile', async () => {
    const desktop = createAirlock(testConfig(), testRuntime())
    await desktop.open()
    expect(desktop.stores.router.view).toBe('ConnectingWalletConnectBasic')
    const mobile = createAirlock(
      testConfig(),
      testRuntime(undefined, { environment: { isMobile: () => true } }),
    )
    await mobile.open()
    expect(mobile.stores.router.view).toBe('AllWallets')
  })

  test('Connect when disconnected, Account when connected, an explicit view always', async () => {
    const airlock = withChain()
    await airlock.ready
    await airlock.open()
    expect(airlock.stores.router.view).toBe('Connect')
    await airlock.connect('test-wallet')
    await airlock.open()
    expect(airlock.stores.router.history.map((e) => e.view)).toEqual(['Account'])
    await airlock.open('Networks')
    expect(airlock.stores.router.view).toBe('Networks')
  })

  test('emits modal:open once, view:changed on navigation and modal:close', async () => {
    const airlock = withChain()
    await airlock.ready
    const events: string[] = []
    airlock.bus.on('modal:open', (e) => events.push(`open:${e.view.view}`))
    airlock.bus.on('modal:close', () => events.push('close'))
    airlock.bus.on('view:changed', (e) => events.push(`view:${e.previous?.view}>${e.view.view}`))
    await airlock.open()
    await airlock.show('AllWallets')
    airlock.goBack()
    airlock.goBack()
    expect(events).toEqual(['open:Connect', 'view:Connect>AllWallets', 'view:AllWallets>Connect', 'close'])
    expect(airlock.stores.modal.open).toBe(false)
    expect(airlock.close()).toBe(true)
  })

  test('show opens the modal when it is closed', async () => {
    const airlock = withChain()
    await airlock.show('Receive')
    expect(airlock.stores.modal.open).toBe(true)
    expect(airlock.stores.router.history.map((e) => e.view)).toEqual(['Receive'])
  })

  test('going back with UnsupportedChain in the history closes the modal', async () => {
    const airlock = withChain()
    await airlock.open('UnsupportedChain')
    await airlock.show('Networks')
    airlock.goBack()
    expect(airlock.stores.modal.open).toBe(false)
  })
})

describe('closing on the sign-in views', () => {
  const siwx = definePlugin({
    name: 'siwx',
    setup: (ctx) => ctx.setSignInState({ required: true, hasSession: false }),
  })

  test.each(['ConnectingSiwe', 'SIWXSignMessage'] as const)(
    'is blocked on %s while sign-in is required without a session, shaking for 500 ms',
    async (view) => {
      const airlock = createAirlock(testConfig({ plugins: [siwx] }), testRuntime())
      await airlock.ready
      await airlock.open(view)
      vi.useFakeTimers()
      expect(airlock.close()).toBe(false)
      expect(airlock.stores.modal.open).toBe(true)
      expect(airlock.stores.modal.shake).toBe(true)
      vi.advanceTimersByTime(500)
      expect(airlock.stores.modal.shake).toBe(false)
      airlock.stores.modal.setSignInState({ required: true, hasSession: true })
      expect(airlock.close()).toBe(true)
    },
  )

  test('is allowed on other views, and when sign-in is not required', async () => {
    const airlock = createAirlock(testConfig({ plugins: [siwx] }), testRuntime())
    await airlock.ready
    await airlock.open('Account')
    expect(airlock.close()).toBe(true)
    airlock.stores.modal.setSignInState({ required: false, hasSession: false })
    await airlock.open('ConnectingSiwe')
    expect(airlock.close()).toBe(true)
  })
})

describe('instances', () => {
  test('two instances on one page share no state', async () => {
    const a = withChain()
    const b = withChain()
    await Promise.all([a.ready, b.ready])
    await a.connect('test-wallet')
    await a.open()
    a.stores.theme.setThemeMode('light')
    a.stores.options.setFeatures({ swaps: false })
    a.views.register({ id: 'Send', load: async () => 'A' })
    expect(b.stores.connection.status('testchain')).toBe('disconnected')
    expect(b.stores.modal.open).toBe(false)
    expect(b.stores.theme.themeMode).toBe('dark')
    expect(b.stores.options.features.swaps).toBe(true)
    expect(b.views.has('Send')).toBe(false)
    expect(b.container).not.toBe(a.container)
    const listener = vi.fn()
    b.bus.on('modal:close', listener)
    a.close()
    expect(listener).not.toHaveBeenCalled()
  })

  test('destroy stops reactions: no view:changed afterwards', async () => {
    const airlock = withChain()
    await airlock.ready
    await airlock.destroy()
    const listener = vi.fn()
    airlock.bus.on('view:changed', listener)
    airlock.stores.router.push('Networks')
    expect(listener).not.toHaveBeenCalled()
  })
})
