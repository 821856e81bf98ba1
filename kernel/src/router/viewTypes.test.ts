// Type-level checks of the augmentable view registry (checked by tsc; the runtime part is trivial).
import { describe, expect, expectTypeOf, test } from 'vitest'
import { RouterStore } from '../stores/RouterStore'
import { CORE_VIEW_IDS, type ViewId, type ViewParams } from './viewTypes'

declare module './viewTypes' {
  interface ViewRegistry {
    'ens/register': { name?: string }
  }
}

describe('ViewRegistry', () => {
  test('lists the fourteen core views and no feature view', () => {
    expect(CORE_VIEW_IDS).toHaveLength(14)
    expect(CORE_VIEW_IDS.some((id) => id.includes('/'))).toBe(false)
  })

  test('an augmented view is type-checked in router.push', () => {
    expectTypeOf<'ens/register'>().toExtend<ViewId>()
    expectTypeOf<ViewParams<'ens/register'>>().toEqualTypeOf<{ name?: string }>()
    const router = new RouterStore()
    router.push('ens/register', { name: 'alice' })
    router.push('Account')
    // @ts-expect-error an unknown view id is refused
    router.push('ens/unknown')
    // @ts-expect-error wrong params are refused
    router.push('ens/register', { name: 42 })
    // @ts-expect-error a view with required params needs them
    router.push('ConnectingExternal')
    expect(router.history.map((e) => e.view)).toEqual([
      'Connect',
      'ens/register',
      'Account',
      'ens/unknown',
      'ens/register',
      'ConnectingExternal',
    ])
  })
})
