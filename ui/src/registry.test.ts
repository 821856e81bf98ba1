// Type-level checks of ui's registrations in the kernel (checked by tsc with the rest of ui; the runtime part
// only proves the loaders are the values written): with ui installed, what a view's or a slot entry's
// `load` resolves to is a React component, so a loader of anything else is a type error.
import type { AccountTabEntry, ConnectMethodEntry, ViewComponent, ViewDefinition } from '@airlock/kernel'
import { describe, expect, expectTypeOf, test } from 'vitest'
import type { UiComponent } from './registry'

/** A view component (renders nothing). */
const Send = () => null

describe('Register', () => {
  test('a view loader resolves to a React component, not to unknown', async () => {
    expectTypeOf<ViewComponent>().toEqualTypeOf<UiComponent>()
    expectTypeOf<ViewComponent>().not.toBeUnknown()

    const view: ViewDefinition<'Send'> = { id: 'Send', load: async () => Send }
    const notAComponent: ViewDefinition<'Send'> = {
      id: 'Send',
      // @ts-expect-error a loader resolving to a string is refused
      load: async () => 'Send',
    }
    const moduleNotComponent: ViewDefinition<'Send'> = {
      id: 'Send',
      // @ts-expect-error a loader resolving to the module instead of its component is refused
      load: async () => ({ Send }),
    }
    const tab: AccountTabEntry = {
      id: 'tab',
      label: 'Tab',
      order: 40,
      // @ts-expect-error a slot entry's loader too
      load: async () => 42,
    }
    const method: ConnectMethodEntry = {
      id: 'method',
      group: 'email',
      // @ts-expect-error a connect method's loader too
      load: async () => undefined,
    }

    expect(await view.load()).toBe(Send)
    expect(await notAComponent.load()).toBe('Send')
    expect(await moduleNotComponent.load()).toEqual({ Send })
    expect(await tab.load()).toBe(42)
    expect(await method.load()).toBeUndefined()
  })
})
