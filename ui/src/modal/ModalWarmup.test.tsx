import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { deepActiveElement } from './focus'
import { useIsWarmup } from './ModalWarmup'

let r: AirlockRender | undefined

afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }))
const overlay = () => r!.$('.al-overlay')

/** Waits (through idle callbacks) until the standby modal is rendered. */
async function untilStandby(): Promise<HTMLElement> {
  await vi.waitFor(async () => {
    await act(idle)
    expect(overlay()).not.toBeNull()
  })
  return overlay()!
}

test('at idle before the first open, the modal waits in standby: laid out but invisible, inert, aria-hidden, no dialog role, no animation', async () => {
  r = await renderWithAirlock()
  const standby = await untilStandby()
  expect(standby.dataset.standby).toBe('')
  expect(getComputedStyle(standby).visibility).toBe('hidden')
  expect(getComputedStyle(r.$('.al-modal')!).visibility).toBe('hidden')
  expect(getComputedStyle(r.$('.al-modal')!).animationName).toBe('none')
  expect(document.elementFromPoint(innerWidth / 2, innerHeight / 2)).not.toBe(r.shadow().host)
  expect(standby.inert).toBe(true)
  expect(standby.getAttribute('aria-hidden')).toBe('true')
  expect(r.dialog()).toBeNull()
  expect(r.$('[role="dialog"], [aria-modal]')).toBeNull()
  expect(r.$('[data-testid="airlock-overlay"]')).toBeNull()
  // The Connect view is rendered inside it, but nothing there can take focus.
  const view = r.$('.al-view[data-view="Connect"]')
  expect(view).not.toBeNull()
  for (const button of r.$$<HTMLButtonElement>('button')) {
    button.focus()
    expect(r.shadow().activeElement).not.toBe(button)
  }
  expect(r.airlock.stores.modal.open).toBe(false)
})

test('the first open reveals the standby modal without remounting it; focus moves in as on any open', async () => {
  r = await renderWithAirlock()
  await untilStandby()
  const view = r.$('.al-view')
  const dialogNode = r.$('.al-modal')
  await r.open()
  expect(r.dialog()).toBe(dialogNode)
  expect(r.$('.al-view')).toBe(view)
  const shown = overlay()!
  expect(shown.dataset.standby).toBeUndefined()
  expect(shown.dataset.testid).toBe('airlock-overlay')
  expect(shown.inert).toBe(false)
  expect(shown.hasAttribute('aria-hidden')).toBe(false)
  expect(getComputedStyle(shown).visibility).toBe('visible')
  expect(getComputedStyle(r.dialog()!).animationName).toBe('al-modal-in')
  expect(getComputedStyle(r.$('.al-view')!).animationName).toBe('al-view-in')
  expect(r.$('style:not(:first-child)')).toBeNull()
  expect(r.dialog()!.getAttribute('aria-modal')).toBe('true')
  expect(r.dialog()!.offsetWidth).toBe(360)
  expect(r.dialog()!.contains(deepActiveElement())).toBe(true)
})

test('after the first close there is no standby again: the closed modal renders nothing', async () => {
  r = await renderWithAirlock()
  await untilStandby()
  await r.open()
  await act(async () => {
    r!.airlock.close()
  })
  await act(idle)
  await act(idle)
  expect(overlay()).toBeNull()
  expect(r.shadow().querySelector('.al-root')!.childElementCount).toBe(0)
})

test('opened before the browser was idle: no standby, ever', async () => {
  r = await renderWithAirlock()
  await r.open()
  const dialogNode = r.dialog()
  await act(idle)
  expect(r.$$('.al-overlay')).toHaveLength(1)
  expect(r.dialog()).toBe(dialogNode)
  await act(async () => {
    r!.airlock.close()
  })
  await act(idle)
  await act(idle)
  expect(overlay()).toBeNull()
})

let seen: boolean | undefined
function Probe(): ReactElement | null {
  seen = useIsWarmup()
  return null
}

test('outside the standby modal, useIsWarmup is false', async () => {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  act(() => root.render(<Probe />))
  expect(seen).toBe(false)
  act(() => root.unmount())
  host.remove()
})
