import { act, type ReactElement, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { ModalWarmup, useIsWarmup } from './ModalWarmup'

let r: AirlockRender | undefined
let root: Root | undefined
let host: HTMLElement | undefined
// What the probe saw: one entry per mount, and its unmounts and renders.
const probe = {
  mounts: [] as { warmup: boolean; hiddenHost: boolean }[],
  unmounts: 0,
  renders: 0,
}

afterEach(async () => {
  await act(async () => root?.unmount())
  host?.remove()
  await r?.unmount()
  r = root = host = undefined
  probe.mounts = []
  probe.unmounts = probe.renders = 0
})

function Probe(): ReactElement {
  const warmup = useIsWarmup()
  probe.renders++
  useEffect(() => {
    // The provider of renderWithAirlock warms its own modal too: find the host holding the probe.
    const host = [...document.querySelectorAll<HTMLElement>('[data-airlock-warmup]')].find(
      (h) => h.shadowRoot?.querySelector('[data-probe]') != null,
    )
    probe.mounts.push({
      warmup,
      hiddenHost:
        host?.inert === true &&
        host.getAttribute('aria-hidden') === 'true' &&
        getComputedStyle(host).visibility === 'hidden',
    })
    return () => {
      probe.unmounts++
    }
  }, [warmup])
  return <span data-probe="" />
}

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }))

function mount(ui: ReactElement): void {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() => root!.render(ui))
}

test('renders its children once at idle in a hidden, inert shadow host, flagged as warm-up, then drops them', async () => {
  r = await renderWithAirlock()
  mount(
    <ModalWarmup airlock={r.airlock}>
      <Probe />
    </ModalWarmup>,
  )
  expect(probe.mounts).toEqual([])
  await vi.waitFor(async () => {
    await act(idle)
    expect(probe.unmounts).toBe(1)
  })
  expect(probe.mounts).toEqual([{ warmup: true, hiddenHost: true }])
  expect(host!.innerHTML).toBe('')
  expect(
    [...document.querySelectorAll('[data-airlock-warmup]')].some((h) =>
      h.shadowRoot?.querySelector('[data-probe]'),
    ),
  ).toBe(false)
  // Done for good: more idle time renders nothing again.
  await act(idle)
  expect(probe.mounts).toHaveLength(1)
})

test('never renders when the modal opened before the browser was idle', async () => {
  r = await renderWithAirlock()
  await r.open()
  mount(
    <ModalWarmup airlock={r.airlock}>
      <Probe />
    </ModalWarmup>,
  )
  await act(idle)
  await act(idle)
  expect(probe.renders).toBe(0)
})

test('outside the warm-up, useIsWarmup is false', async () => {
  r = await renderWithAirlock()
  mount(<Probe />)
  expect(probe.mounts).toEqual([{ warmup: false, hiddenHost: false }])
})
