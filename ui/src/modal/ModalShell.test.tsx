import { definePlugin, type ViewId } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../test-support/testChain'
import { deepActiveElement } from './focus'

/** A stand-in sign-in plugin: its view cannot be closed (the kernel's `canClose` hook). */
const SIGN_IN_VIEW = 'test/sign-in' as ViewId
const signInPlugin = definePlugin({
  name: 'test-sign-in',
  setup(ctx) {
    ctx.registerView({
      id: SIGN_IN_VIEW,
      title: 'Sign in',
      load: async () => () => <p data-testid="sign-in">sign</p>,
    })
    ctx.hook('canClose', ({ view }) => (view.view === SIGN_IN_VIEW ? false : undefined))
  },
})

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

async function press(key: string) {
  await act(async () => {
    await userEvent.keyboard(key)
  })
}

describe('modal shell', () => {
  test('renders nothing until opened, then a labelled modal dialog 360px wide at z-index 999 [spec 2.27, 2.28]', async () => {
    r = await renderWithAirlock()
    expect(r.dialog()).toBeNull()
    await r.open()
    const dialog = r.dialog()!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = r.shadow().getElementById(dialog.getAttribute('aria-labelledby')!)!
    expect(title.textContent).toBe('Connect Wallet')
    expect(dialog.offsetWidth).toBe(360)
    expect(getComputedStyle(r.$('.al-overlay')!).zIndex).toBe('999')
    expect(r.$('.al-root')!.dataset.theme).toBe('dark')
    // Focusable from script only (set as a DOM property, not a React prop: see DIALOG_TAB_INDEX).
    expect(dialog.getAttribute('tabindex')).toBe('-1')
    dialog.focus()
    expect(r.shadow().activeElement).toBe(dialog)
  })

  test('Escape closes; the backdrop closes; focus returns to the opener', async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(
      <button type="button" id="opener">
        open
      </button>,
      { chain },
    )
    const opener = r.container.querySelector<HTMLButtonElement>('#opener')!
    opener.focus()
    await r.open()
    expect(r.dialog()!.contains(deepActiveElement())).toBe(true)
    await press('{Escape}')
    expect(r.airlock.get((s) => s.modal.open)).toBe(false)
    expect(r.dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)

    await r.open()
    await act(async () => {
      r!.$('.al-overlay')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    expect(r.airlock.get((s) => s.modal.open)).toBe(false)
  })

  test('a click inside the dialog does not close it', async () => {
    r = await renderWithAirlock()
    await r.open()
    await act(async () => {
      r!.$('.al-header-title')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    expect(r.airlock.get((s) => s.modal.open)).toBe(true)
  })

  test('Tab and Shift+Tab stay inside the dialog', async () => {
    const chain = createTestChain([announcedConnector(1), announcedConnector(2)])
    r = await renderWithAirlock(<button type="button">outside</button>, { chain })
    await r.open()
    const dialog = r.dialog()!
    for (let i = 0; i < 8; i++) {
      await press('{Tab}')
      expect(dialog.contains(deepActiveElement())).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await press('{Shift>}{Tab}{/Shift}')
      expect(dialog.contains(deepActiveElement())).toBe(true)
    }
  })

  test('back follows the router: pops a view, closes with a single-entry history or UnsupportedChain [spec 2.20]', async () => {
    r = await renderWithAirlock()
    await r.open()
    expect(r.$('[aria-label="Back"]')).toBeNull()
    await act(async () => {
      await r!.airlock.navigate('AllWallets')
    })
    expect(r.$('.al-header-title')!.textContent).toBe('All Wallets')
    await act(async () => r!.$<HTMLButtonElement>('[aria-label="Back"]')!.click())
    expect(r.$('.al-header-title')!.textContent).toBe('Connect Wallet')
    expect(r.airlock.get((s) => s.modal.open)).toBe(true)

    await act(async () => {
      r!.airlock.navigate('UnsupportedChain')
      r!.airlock.navigate('AllWallets')
    })
    expect(r.$('[aria-label="Back"]')).toBeNull()
    await act(async () => r!.airlock.back())
    expect(r.airlock.get((s) => s.modal.open)).toBe(false)
  })

  test("closing is blocked while a plugin's canClose hook refuses (a required sign-in): the modal shakes for 500 ms [spec 2.26]", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      r = await renderWithAirlock(null, { plugins: [signInPlugin] })
      await r.open()
      await act(async () => {
        await r!.airlock.navigate(SIGN_IN_VIEW)
      })
      await vi.waitFor(() => expect(r!.$('[data-testid="sign-in"]')).not.toBeNull())
      await press('{Escape}')
      expect(r.airlock.get((s) => s.modal.open)).toBe(true)
      expect(r.dialog()!.dataset.shake).toBe('true')
      await act(async () => {
        r!.$('.al-overlay')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      })
      expect(r.airlock.get((s) => s.modal.open)).toBe(true)
      await act(async () => {
        vi.advanceTimersByTime(499)
      })
      expect(r.dialog()!.dataset.shake).toBe('true')
      await act(async () => {
        vi.advanceTimersByTime(1)
      })
      expect(r.dialog()!.dataset.shake).toBe('false')
      expect(getComputedStyle(r.dialog()!).animationName).toBe('al-modal-in')
      // On another view the hook has no objection.
      await act(async () => r!.airlock.back())
      expect(r.airlock.close()).toBe(true)
      expect(r.airlock.get((s) => s.modal.open)).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
