// The spec's image preload timeout (§9: 2 s) on wallet images, in Chromium against a real local catalogue
// server whose image route for "stall…" ids never answers; and the default border radius (§2: 4px).
import { CONSTANTS } from '@airlock/kernel'
import { afterEach, expect, inject, test, vi } from 'vitest'
import { renderInShadow, type ShadowRender } from '../test-support/renderInShadow'
import { WalletImage } from './WalletImage'

let view: ShadowRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const catalogue = inject('catalogueUrl')

test('a catalogue image that never answers shows the fallback after 2 s; one that answers stays [spec 9.6]', async () => {
  expect(CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
  view = await renderInShadow(
    <>
      <WalletImage src={`${catalogue}/getWalletImage/stall-1`} name="Stalled" />
      <WalletImage src={`${catalogue}/getWalletImage/w-1`} name="Answered" />
    </>,
    { uiOptions: { allowLocalhostImages: true } },
  )
  const [stalled, answered] = [...view.shadow.querySelectorAll('.al-image')]
  const started = performance.now()
  expect(stalled?.querySelector('img')).not.toBeNull()
  await vi.waitFor(() => expect(answered?.querySelector('img')?.complete).toBe(true), { timeout: 5_000 })
  await vi.waitFor(() => expect(stalled?.querySelector('img')).toBeNull(), { timeout: 6_000, interval: 50 })
  const waited = performance.now() - started
  expect(stalled?.querySelector('.al-image-fallback')?.textContent).toBe('S')
  // Not before the timeout (a little slack for timer clamping), and the answered image is kept.
  expect(waited).toBeGreaterThanOrEqual(CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS - 50)
  expect(answered?.querySelector('img')?.naturalWidth).toBeGreaterThan(0)
})

test("the default border radius is the spec's 4px (master radius of the stylesheet, no theme override)", async () => {
  view = await renderInShadow(<WalletImage src={undefined} name="R" />)
  const master = getComputedStyle(view.root).getPropertyValue('--airlock-border-radius-master').trim()
  expect(master).toBe(CONSTANTS.DEFAULT_BORDER_RADIUS)
  expect(CONSTANTS.DEFAULT_BORDER_RADIUS).toBe('4px')
})
