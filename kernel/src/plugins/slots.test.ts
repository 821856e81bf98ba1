// Type-level checks of slot entries (checked by tsc with the rest of the kernel; the runtime part only
// proves the entries are the values written): a misspelt feature flag is a type error wherever an entry
// or a plugin names one.
import { describe, expect, expectTypeOf, test } from 'vitest'
import type { FeatureFlag } from '../config/features'
import type { AccountActionEntry, AccountTabEntry, ConnectMethodEntry, WalletFeatureEntry } from './slots'
import type { DeclaredSlotEntry } from './types'
import { lazyPlugin } from './types'

describe('slot entries', () => {
  test("an entry's feature is a declared boolean flag, so a misspelt one is a type error", () => {
    expectTypeOf<'receive'>().toExtend<FeatureFlag>()
    expectTypeOf<'recieve'>().not.toExtend<FeatureFlag>()
    // a flag that is not a boolean cannot gate an entry
    expectTypeOf<'connectMethodsOrder'>().not.toExtend<FeatureFlag>()

    const load = async () => null
    const feature: WalletFeatureEntry = { id: 'a', label: 'A', order: 1, view: 'Account', feature: 'send' }
    const walletFeature: WalletFeatureEntry = {
      id: 'a',
      label: 'A',
      order: 1,
      view: 'Account',
      // @ts-expect-error a misspelt flag on a wallet feature
      feature: 'sned',
    }
    const action: AccountActionEntry = {
      id: 'b',
      label: 'B',
      view: 'Account',
      // @ts-expect-error a misspelt flag on an Account action
      feature: 'Send',
    }
    const tab: AccountTabEntry = {
      id: 'c',
      label: 'C',
      order: 1,
      load,
      // @ts-expect-error a misspelt flag on an Account tab
      feature: 'histroy',
    }
    const method: ConnectMethodEntry = {
      id: 'd',
      group: 'wallet',
      load,
      // @ts-expect-error a misspelt flag on a connect method
      feature: 'allwallets',
    }
    const declared: DeclaredSlotEntry = {
      slot: 'accountActions',
      entry: {
        id: 'e',
        label: 'E',
        view: 'Account',
        // @ts-expect-error a misspelt flag on an entry a lazy plugin declares up front
        feature: 'recieve',
      },
    }
    const lazy = lazyPlugin('f', async () => ({ name: 'f', setup() {} }), {
      // @ts-expect-error a misspelt flag gating a lazy plugin
      feature: 'recieve',
    })

    expect([feature, walletFeature, action, tab, method, declared.entry].map((e) => e.feature)).toEqual([
      'send',
      'sned',
      'Send',
      'histroy',
      'allwallets',
      'recieve',
    ])
    expect(lazy.feature).toBe('recieve')
  })
})
