// A view that needs an account, opened without one: Connect first, then that view once the visitor
// connects (not Account); closing, or going back from that Connect, drops it.
import { describe, expect, test } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { testchain } from '../chain/testing/testchain'
import { type AnyAirlockPlugin, definePlugin, lazyPlugin } from '../plugins/types'
import type { AccountRequirement } from '../router/needsAccount'
import { createAirlock } from './createAirlock'

const detail = (needsAccount: AccountRequirement) =>
  definePlugin({
    name: 'detail',
    setup(ctx) {
      ctx.registerView({ id: 'test/detail', needsAccount, load: async () => 'detail' })
      ctx.registerView({ id: 'Networks', load: async () => 'networks' })
    },
  })

async function setup(plugins: AnyAirlockPlugin[] = [detail(true)]) {
  const airlock = createAirlock(testConfig({ plugins: [testchain(), ...plugins] }), testRuntime())
  await airlock.ready
  const stack = () => airlock.get((s) => s.modal.history.map((e) => e.view))
  const pending = () => airlock.get((s) => s.modal.pending)
  return { airlock, stack, pending }
}

describe('a view that needs an account', () => {
  test('opened while disconnected shows Connect, then the view itself once the visitor connects', async () => {
    const { airlock, stack, pending } = await setup()
    await airlock.open('test/detail', { id: 'a' })
    expect(stack()).toEqual(['Connect'])
    expect(pending()).toEqual({ view: 'test/detail', params: { id: 'a' } })
    const views: string[] = []
    airlock.on('view:changed', (e) => views.push(e.view.view))
    await airlock.connect('test-wallet')
    expect(views).toEqual(['ConnectingExternal', 'test/detail'])
    expect(airlock.get((s) => s.modal.view)).toEqual({ view: 'test/detail', params: { id: 'a' } })
    // A new stack, as Account after a connect: Back does not lead to Connect while connected.
    expect(stack()).toEqual(['test/detail'])
    expect(pending()).toBeUndefined()
  })

  test('opened while connected shows straight away', async () => {
    const { airlock, stack, pending } = await setup()
    await airlock.connect('test-wallet')
    await airlock.open('test/detail', { id: 'b' })
    expect(stack()).toEqual(['test/detail'])
    expect(pending()).toBeUndefined()
  })

  test('closing the modal drops it: the next connect shows Account', async () => {
    const { airlock, stack, pending } = await setup()
    await airlock.open('test/detail', { id: 'a' })
    expect(airlock.close()).toBe(true)
    expect(pending()).toBeUndefined()
    await airlock.open()
    await airlock.connect('test-wallet')
    expect(stack()).toEqual(['Account'])
  })

  test('going back from its Connect drops it; going back to that Connect keeps it', async () => {
    const { airlock, stack, pending } = await setup()
    await airlock.open('Networks')
    await airlock.navigate('test/detail', { id: 'c' })
    expect(stack()).toEqual(['Networks', 'Connect'])
    await airlock.navigate('AllWallets')
    airlock.back()
    expect(stack()).toEqual(['Networks', 'Connect'])
    expect(pending()).toEqual({ view: 'test/detail', params: { id: 'c' } })
    airlock.back()
    expect(stack()).toEqual(['Networks'])
    expect(pending()).toBeUndefined()
    expect(airlock.get((s) => s.modal.open)).toBe(true)
    await airlock.connect('test-wallet')
    expect(stack()).toEqual(['Account'])
  })

  test('a single-entry Connect: back closes the modal and drops it', async () => {
    const { airlock, pending } = await setup()
    await airlock.open('test/detail', { id: 'a' })
    airlock.back()
    expect(airlock.get((s) => s.modal.open)).toBe(false)
    expect(pending()).toBeUndefined()
  })

  test('needing other namespaces: a connection elsewhere does not meet it, and Account shows', async () => {
    const { airlock, stack, pending } = await setup([detail(['eip155', 'solana'])])
    await airlock.open('test/detail', { id: 'a' })
    expect(stack()).toEqual(['Connect'])
    await airlock.connect('test-wallet')
    expect(stack()).toEqual(['Account'])
    expect(pending()).toBeUndefined()
    // Still without an account on those namespaces while connected on testchain: Connect again.
    await airlock.open('test/detail', { id: 'a' })
    expect(stack()).toEqual(['Connect'])
  })

  test('needing the active namespace: met once connected on it', async () => {
    const { airlock, stack } = await setup([detail(['testchain'])])
    await airlock.open('test/detail', { id: 'd' })
    await airlock.connect('test-wallet')
    expect(stack()).toEqual(['test/detail'])
  })

  test("a lazy plugin's declared view waits behind Connect without loading the plugin", async () => {
    let loads = 0
    const lazy = lazyPlugin(
      'detail',
      async () => {
        loads++
        return detail(true)
      },
      { views: [{ id: 'test/detail', needsAccount: true }] },
    )
    const { airlock, stack } = await setup([lazy])
    await airlock.open('test/detail', { id: 'e' })
    expect(stack()).toEqual(['Connect'])
    expect(loads).toBe(0)
    await airlock.connect('test-wallet')
    expect(loads).toBe(1)
    expect(airlock.get((s) => s.modal.view)).toEqual({ view: 'test/detail', params: { id: 'e' } })
  })

  test("the opening rules for a visitor without an account apply: a chooseView hook's pick, then the view", async () => {
    const picker = definePlugin({
      name: 'picker',
      setup(ctx) {
        ctx.hook('chooseView', (state) =>
          state.connected ? undefined : { view: 'AllWallets', params: undefined },
        )
      },
    })
    const { airlock, stack, pending } = await setup([detail(['eip155']), picker])
    await airlock.connect('test-wallet') // connected, but not on a namespace the view needs
    await airlock.open('test/detail', { id: 'f' })
    expect(stack()).toEqual(['AllWallets'])
    expect(pending()).toEqual({ view: 'test/detail', params: { id: 'f' } })
  })

  test('a disconnect drops it', async () => {
    const { airlock, pending } = await setup()
    await airlock.open('test/detail', { id: 'a' })
    await airlock.disconnect()
    expect(pending()).toBeUndefined()
  })
})
