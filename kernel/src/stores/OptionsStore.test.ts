import { observable } from 'mobx'
import { describe, expect, test } from 'vitest'
import { testConfig } from '../chain/testing/testConfig'
import { KERNEL_FEATURES } from '../config/features'
import { parseAirlockConfig } from '../config/parseAirlockConfig'
import { OptionsStore } from './OptionsStore'

describe('OptionsStore', () => {
  test('connect methods: email, social, wallet — wallet first once an injected or announced wallet is visible [spec 2.23, 2.24]', () => {
    const visible = observable.box(false)
    const store = new OptionsStore(parseAirlockConfig(testConfig()), () => visible.get())
    expect(store.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    visible.set(true)
    expect(store.connectMethodsOrder).toEqual(['wallet', 'email', 'social'])
  })

  test('a configured connect-method order wins', () => {
    const options = parseAirlockConfig(
      testConfig({ features: { connectMethodsOrder: ['social', 'wallet'] } }),
    )
    expect(new OptionsStore(options, () => true).connectMethodsOrder).toEqual(['social', 'wallet'])
  })

  test('declared flags get their defaults and change live; a near-miss is an error, an undeclared flag is ignored', () => {
    const store = new OptionsStore(parseAirlockConfig(testConfig()), () => false, {
      ...KERNEL_FEATURES,
      tips: true,
    })
    expect(store.isEnabled('tips')).toBe(true)
    expect(store.isEnabled('history')).toBe(true)
    store.setFeatures({ tips: false, walletFeaturesOrder: ['send', 'receive'] } as never)
    expect(store.isEnabled('tips')).toBe(false)
    expect(store.features.walletFeaturesOrder).toEqual(['send', 'receive'])
    store.setFeatures({ someOtherPlugin: true } as never)
    expect(store.isEnabled('someOtherPlugin')).toBe(true)
    // @ts-expect-error a misspelt flag is a type error too
    expect(() => store.setFeatures({ recieve: false })).toThrow(/did you mean "receive"/)
    expect(() => store.setFeatures({ send: 'yes' as never })).toThrow(/send must be true or false/)
    expect(() => store.setFeatures({ walletFeaturesOrder: [] })).toThrow(/non-empty list/)
    expect(store.isEnabled('send')).toBe(true)
  })
})
