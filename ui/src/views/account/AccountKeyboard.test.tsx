import { definePlugin, type ViewId, type ViewTarget } from '@airlock/kernel'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderView, settleAnimations, type ViewRender } from './testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const namesPlugin = definePlugin({
  name: 'test-names',
  setup(ctx) {
    const id = 'test/names' as ViewId
    ctx.registerView({ id, title: 'Choose a name', load: async () => () => <p data-testid="names">names</p> })
    ctx.addToSlot('accountActions', { id: 'names', label: 'Choose a name', ...({ view: id } as ViewTarget) })
  },
})

describe('Account keyboard', () => {
  test('Tab reaches every control of the view in order, each with a visible focus ring', async () => {
    view = await renderView('Account', { plugins: [namesPlugin] })
    await settleAnimations(view)
    const account = view.$('[data-testid="account-view"]') as HTMLElement
    const expected = [...account.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]')].filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
    )
    expect(expected.length).toBeGreaterThanOrEqual(9)
    ;(expected[0] as HTMLElement).focus()
    const visited: Element[] = [view.shadow().activeElement as Element]
    for (let i = 1; i < expected.length; i++) {
      await userEvent.keyboard('{Tab}')
      const active = view.shadow().activeElement as HTMLElement
      visited.push(active)
      expect(getComputedStyle(active).outlineStyle, active.outerHTML).toBe('solid')
    }
    expect(visited).toEqual(expected)
  })

  test('Enter on a wallet feature and on a plugin action opens its view', async () => {
    view = await renderView('Account', { plugins: [namesPlugin] })
    view.button('Receive').focus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Receive'))
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.open)).toBe(false))
    await view.open('Account')
    await vi.waitFor(() => expect(view?.$('[data-action="names"]')).not.toBeNull())
    ;(view.$('[data-action="names"]') as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(view?.$('[data-testid="names"]')).not.toBeNull())
  })
})
