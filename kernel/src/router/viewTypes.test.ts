// Type-level checks of the augmentable view registry (checked by tsc; the runtime part is trivial).
import { describe, expect, expectTypeOf, test } from 'vitest'
import { RouterStore } from '../stores/RouterStore'
import type { AccountRequirement } from './needsAccount'
import { CORE_VIEW_IDS, type ViewDefinition, type ViewId, type ViewParams } from './viewTypes'

declare module './viewTypes' {
  interface ViewRegistry {
    'names/register': { name?: string }
  }
}

describe('ViewRegistry', () => {
  test("lists only the views the kernel's own rules name, and no feature view", () => {
    expect(CORE_VIEW_IDS).toEqual(['Connect', 'Account', 'ConnectingExternal', 'UnsupportedChain'])
  })

  test('an augmented view is type-checked in router.push', () => {
    expectTypeOf<'names/register'>().toExtend<ViewId>()
    expectTypeOf<ViewParams<'names/register'>>().toEqualTypeOf<{ name?: string }>()
    const router = new RouterStore()
    router.push('names/register', { name: 'alice' })
    router.push('Account')
    // @ts-expect-error an unknown view id is refused
    router.push('names/unknown')
    // @ts-expect-error wrong params are refused
    router.push('names/register', { name: 42 })
    // @ts-expect-error a view with required params needs them
    router.push('ConnectingExternal')
    expect(router.history.map((e) => e.view)).toEqual([
      'Connect',
      'names/register',
      'Account',
      'names/unknown',
      'names/register',
      'ConnectingExternal',
    ])
  })

  test('needsAccount takes true or a list of namespaces, nothing else', () => {
    expectTypeOf<ViewDefinition['needsAccount']>().toEqualTypeOf<AccountRequirement | undefined>()
    const load = async () => undefined
    const views: ViewDefinition[] = [
      { id: 'Account', needsAccount: true, load },
      { id: 'Account', needsAccount: ['eip155', 'solana'], load },
      // @ts-expect-error false is not a requirement (leave it out)
      { id: 'Account', needsAccount: false, load },
      // @ts-expect-error a namespace alone is not a list
      { id: 'Account', needsAccount: 'eip155', load },
    ]
    expect(views.map((v) => v.needsAccount)).toEqual([true, ['eip155', 'solana'], false, 'eip155'])
  })
})
