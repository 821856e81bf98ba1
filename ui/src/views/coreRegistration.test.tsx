import {
  createAirlock,
  createMemoryBackend,
  definePlugin,
  type PluginContext,
  type ViewId,
} from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { addCoreSlotEntries } from '../slots/coreSlotEntries'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { testNetwork } from '../test-support/testChain'
import { registerCoreViews } from './registerCoreViews'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

/** A plugin replacing the core Connect view on purpose. */
const replacingPlugin = definePlugin({
  name: 'test-replace',
  setup(ctx) {
    ctx.registerView(
      { id: 'Connect', title: 'Custom connect', load: async () => () => <p data-testid="custom">custom</p> },
      { replace: true },
    )
  },
})

/** A plugin whose context the test keeps, to register things later, as a plugin does at runtime. */
function latePlugin() {
  let context: PluginContext | undefined
  const plugin = definePlugin({
    name: 'late-plugin',
    setup: (ctx) => {
      context = ctx
    },
  })
  return {
    plugin,
    ctx: () => {
      if (!context) throw new Error('late-plugin not set up')
      return context
    },
  }
}

function bareInstance(plugins: ReturnType<typeof definePlugin>[] = []) {
  return createAirlock({
    projectId: 'test-project',
    metadata: { name: 'Airlock test', description: 'UI tests', url: 'http://127.0.0.1', icons: [] },
    networks: [testNetwork],
    storage: createMemoryBackend(),
    plugins,
  })
}

describe("ui's core views in the kernel's catalogue", () => {
  test('ui registers its views once per instance and removes them after the last release', async () => {
    const airlock = bareInstance()
    await airlock.ready
    const release1 = registerCoreViews(airlock)
    const release2 = registerCoreViews(airlock)
    for (const id of [
      'Connect',
      'Account',
      'ConnectingExternal',
      'UnsupportedChain',
      'AllWallets',
      'Networks',
      'Send',
      'Receive',
    ])
      expect(uiHost(airlock).hasView(id)).toBe(true)
    release1()
    release1()
    expect(uiHost(airlock).hasView('Connect')).toBe(true)
    release2()
    expect(uiHost(airlock).hasView('Connect')).toBe(false)
    await airlock.destroy()
  })

  test("a plugin's replacement of a core view is kept and rendered, with its title", async () => {
    r = await renderWithAirlock(null, { plugins: [replacingPlugin] })
    expect(uiHost(r.airlock).viewOwner('Connect')).toBe('test-replace')
    await r.open()
    await vi.waitFor(() => expect(r!.$('[data-testid="custom"]')).not.toBeNull())
    expect(r.$('.al-header-title')!.textContent).toBe('Custom connect')
  })

  test('a replacement made after ui registered wins, and ui comes back when the plugin is disposed', async () => {
    const late = latePlugin()
    r = await renderWithAirlock(null, { plugins: [late.plugin] })
    let dispose: () => void = () => {}
    await act(async () => {
      dispose = late.ctx().registerView(
        {
          id: 'Account',
          title: 'Their account',
          load: async () => () => <p data-testid="theirs">theirs</p>,
        },
        { replace: true },
      )
    })
    await r.open('Account' as ViewId)
    await vi.waitFor(() => expect(r!.$('[data-testid="theirs"]')).not.toBeNull())
    await act(async () => dispose())
    await act(async () => r!.airlock.navigate('Account', undefined, { mode: 'reset' }))
    await vi.waitFor(() => expect(r!.$('[data-testid="account-view"]')).not.toBeNull())
    expect(r.$('.al-header-title')!.textContent).toBe('Account')
  })
})

describe("ui's slot entries", () => {
  test('added once per instance; a plugin entry holding an id first is never overridden; back when it goes', async () => {
    const plugin = definePlugin({
      name: 'test-send',
      setup(ctx) {
        ctx.addToSlot('walletFeatures', { id: 'send', label: 'Pay', order: 40, view: 'Send' })
      },
    })
    const airlock = bareInstance([plugin])
    await airlock.ready
    const release1 = addCoreSlotEntries(airlock)
    const release2 = addCoreSlotEntries(airlock)
    const entries = uiHost(airlock).slotEntries
    const features = () => entries('walletFeatures').map((e) => `${e.id}:${e.label}`)
    expect(features()).toEqual(['send:Pay', 'receive:Receive'])
    expect(entries('accountTabs').map((e) => e.id)).toEqual(['tokens', 'nfts', 'activity'])
    release1()
    expect(entries('accountTabs')).toHaveLength(3)
    release2()
    expect(entries('accountTabs')).toEqual([])
    expect(features()).toEqual(['send:Pay'])
    await airlock.destroy()
  })

  test('a plugin may replace one of them on purpose; removing the replacement restores it', async () => {
    const late = latePlugin()
    const airlock = bareInstance([late.plugin])
    await airlock.ready
    const release = addCoreSlotEntries(airlock)
    const remove = late
      .ctx()
      .addToSlot(
        'accountTabs',
        { id: 'nfts', label: 'Collectibles', order: 20, load: async () => () => null },
        { replace: true },
      )
    const labels = () =>
      uiHost(airlock)
        .slotEntries('accountTabs')
        .map((e) => e.label)
    expect(labels()).toContain('Collectibles')
    remove()
    expect(labels().sort()).toEqual(['Activity', 'NFTs', 'Tokens'])
    release()
    await airlock.destroy()
  })
})
