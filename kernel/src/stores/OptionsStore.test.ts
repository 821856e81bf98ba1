import { observable } from 'mobx'
import { describe, expect, test } from 'vitest'
import { testConfig } from '../chain/testing/testConfig'
import { parseAirlockConfig } from '../config/parseAirlockConfig'
import { OptionsStore } from './OptionsStore'

describe('OptionsStore', () => {
  test('connect methods: email, social, wallet — wallet first once an injected or announced wallet is visible', () => {
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

  test('wallet features follow the order and the flags; features change live', () => {
    const store = new OptionsStore(parseAirlockConfig(testConfig()), () => false)
    expect(store.walletFeatures).toEqual(['onramp', 'swaps', 'receive', 'send'])
    store.setFeatures({ swaps: false, walletFeaturesOrder: ['send', 'receive', 'swaps'] })
    expect(store.walletFeatures).toEqual(['send', 'receive'])
    expect(store.isEnabled('swaps')).toBe(false)
    expect(store.isEnabled('history')).toBe(true)
    expect(() => store.setFeatures({ socials: ['nope' as never] })).toThrow()
  })
})
