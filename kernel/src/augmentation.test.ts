// Type-level checks of every augmentation point of the plugin contract (checked by tsc with the rest of
// the kernel; the runtime part only proves the values flow). Each block is what a plugin package writes.
import { describe, expect, expectTypeOf, test } from 'vitest'
import { createAirlock } from './airlock/createAirlock'
import { testConfig, testRuntime } from './chain/testing/testConfig'
import type { AdapterOf, ChainAdapter, NamespaceProvider } from './chain/types'
import type { Features } from './config/features'
import type { Contributions } from './plugins/contributions'
import type { SlotRegistry } from './plugins/slots'
import type { PluginApi } from './plugins/types'
import { definePlugin } from './plugins/types'
import type { AccountState } from './state/types'

interface ZedAdapter extends ChainAdapter {
  zedOnly(): string
}

declare module './chain/types' {
  interface ChainAdapters {
    zed: ZedAdapter
  }
  interface NamespaceProviders {
    zed: { zedRequest(): Promise<string> }
  }
}
declare module './config/features' {
  interface FeatureFlags {
    zedMode: boolean
  }
}
declare module './plugins/contributions' {
  interface Contributions {
    'zed/colour': { colour: string }
  }
}
declare module './plugins/slots' {
  interface SlotRegistry {
    'zed/footer': AccountActionEntry
  }
}
declare module './state/types' {
  interface AccountData {
    zed: { score: number }
  }
}
declare module './plugins/types' {
  interface PluginApis {
    zed: { scoreOf(address: string): number }
  }
}
declare module './bus/createEventBus' {
  interface AirlockEvents {
    'zed:scored': { score: number }
  }
}

describe('augmentation points', () => {
  test('adapters, providers, flags, contributions, slots, account state and events are typed by augmentation', async () => {
    expectTypeOf<AdapterOf<'zed'>>().toEqualTypeOf<ZedAdapter>()
    expectTypeOf<AdapterOf<'unknown-namespace'>>().toEqualTypeOf<ChainAdapter>()
    expectTypeOf<NamespaceProvider<'zed'>>().toEqualTypeOf<{ zedRequest(): Promise<string> }>()
    expectTypeOf<NamespaceProvider<'other'>>().toEqualTypeOf<unknown>()
    expectTypeOf<Features['zedMode']>().toEqualTypeOf<boolean>()
    expectTypeOf<Contributions['zed/colour']>().toEqualTypeOf<{ colour: string }>()
    expectTypeOf<SlotRegistry['zed/footer']['label']>().toEqualTypeOf<string>()
    expectTypeOf<AccountState['data']['zed']>().toEqualTypeOf<{ score: number } | undefined>()
    expectTypeOf<PluginApi<'zed'>>().toEqualTypeOf<{ scoreOf(address: string): number }>()
    expectTypeOf<PluginApi<'other'>>().toEqualTypeOf<unknown>()

    const scores: number[] = []
    const zed = definePlugin({
      name: 'zed',
      features: { zedMode: false },
      setup(ctx) {
        ctx.contribute('zed/colour', { colour: 'teal' })
        // @ts-expect-error a contribution of the wrong shape is refused
        expect(() => ctx.contribute('zed/colour', { color: 1 })).not.toThrow()
        ctx.addToSlot('zed/footer', { id: 'zed/row', label: 'Zed', view: 'Account' })
        ctx.on('zed:scored', ({ score }) => scores.push(score))
        expectTypeOf(ctx.get((s) => s.connection.adapter('zed'))).toEqualTypeOf<ZedAdapter | undefined>()
        ctx.setAccountData('zed', { score: 7 })
        ctx.expose({ scoreOf: () => 7 })
        ctx.emit('zed:scored', { score: 7 })
      },
    })
    const airlock = createAirlock(testConfig({ plugins: [zed], features: { zedMode: true } }), testRuntime())
    await airlock.ready
    expect(airlock.get((s) => s.features).zedMode).toBe(true)
    expect(airlock.get((s) => s.contributions('zed/colour'))[0]).toEqual({ colour: 'teal' })
    expect(airlock.get((s) => s.slot('zed/footer')).map((e) => e.label)).toEqual(['Zed'])
    expect(airlock.get((s) => s.accountOf('zed').data.zed?.score)).toBe(7)
    expectTypeOf(airlock.plugin('zed')).toEqualTypeOf<{ scoreOf(address: string): number } | undefined>()
    expect(airlock.plugin('zed')?.scoreOf('z')).toBe(7)
    expect(scores).toEqual([7])
  })
})
