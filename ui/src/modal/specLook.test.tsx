// The look the spec gives in prose (§2: animation durations, font size, border radius, theme mode), read
// as the visitor gets it: the computed style of the opened modal in Chromium, with no theme option set.
// The expected values are the spec's numbers written here, not the constants the code reads.
import { act } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

async function openModal(config: Parameters<typeof renderWithAirlock>[1] = {}): Promise<AirlockRender> {
  r = await renderWithAirlock(null, config)
  await r.open()
  await expect.poll(() => r!.$('.al-view')).not.toBeNull()
  return r
}

/** Relative luminance (0 black … 1 white) of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255
}

describe('the modal as the visitor gets it', () => {
  test('header text animates in 120 ms, the height 150 ms, the view 150 ms, the shake 500 ms [spec 2.26]', async () => {
    const { $, dialog } = await openModal()
    const title = getComputedStyle($('.al-header-title')!)
    expect(title.animationName).not.toBe('none')
    expect(title.animationDuration).toBe('0.12s')
    const body = getComputedStyle($('.al-body')!)
    expect(body.transitionProperty).toBe('height')
    expect(body.transitionDuration).toBe('0.15s')
    const view = getComputedStyle($('.al-view')!)
    expect(view.animationName).not.toBe('none')
    expect(view.animationDuration).toBe('0.15s')
    // The shake's 500 ms timer is proven in ModalShell.test.tsx; here, the animation the shaking dialog runs.
    await act(async () => {
      dialog()!.dataset.shake = 'true'
    })
    const shaking = getComputedStyle(dialog()!)
    expect(shaking.animationName).toBe('al-shake')
    expect(shaking.animationDuration).toBe('0.5s')
  })

  test('texts derive from a 10px master font size: title 16px, body 14px, micro 10px [spec 2.29]', async () => {
    const { $ } = await openModal()
    const root = $('.al-root')!
    expect(getComputedStyle(root).getPropertyValue('--airlock-font-size-master').trim()).toBe('10px')
    expect(getComputedStyle($('.al-header-title')!).fontSize).toBe('16px')
    expect(getComputedStyle(root).fontSize).toBe('14px')
    const micro = document.createElement('span')
    micro.style.fontSize = 'var(--airlock-text-micro)'
    root.append(micro)
    expect(getComputedStyle(micro).fontSize).toBe('10px')
  })

  test('radii derive from a 4px master border radius: the dialog is rounded 28px [spec 2.30]', async () => {
    const { $, dialog } = await openModal()
    expect(getComputedStyle($('.al-root')!).getPropertyValue('--airlock-border-radius-master').trim()).toBe(
      '4px',
    )
    const corner = getComputedStyle(dialog()!)
    expect(corner.borderTopLeftRadius).toBe('28px')
    expect(corner.borderBottomRightRadius).toBe('28px')
  })

  test('the dialog is 360px wide above the phone breakpoint, over the page at z-index 999 [spec 2.27, 2.28]', async () => {
    const { $, dialog } = await openModal()
    // Its layout width (the bounding box is scaled while the opening animation runs).
    expect(dialog()!.offsetWidth).toBe(360)
    expect(getComputedStyle($('.al-overlay')!).zIndex).toBe('999')
  })

  test('dark by default: a dark dialog with light text; light only when asked [spec 2.31]', async () => {
    const dark = getComputedStyle((await openModal()).dialog()!)
    expect(luminance(dark.backgroundColor)).toBeLessThan(0.2)
    expect(luminance(dark.color)).toBeGreaterThan(0.8)
    await r!.unmount()
    const light = getComputedStyle((await openModal({ config: { themeMode: 'light' } })).dialog()!)
    expect(luminance(light.backgroundColor)).toBeGreaterThan(0.8)
  })
})
