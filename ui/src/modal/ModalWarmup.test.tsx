import { act, type ReactElement, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { ModalWarmup, useIsWarmup } from './ModalWarmup'

let r: AirlockRender | undefined
let root: Root | undefined
let host: HTMLElement | undefined

afterEach(async () => {
  await act(async () => root?.unmount())
  host?.remove()
  await r?.unmount()
  r = root = host = undefined
})

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }))

function mountWarmup(probe: () => ReactElement): void {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  const Probe = probe
  const airlock = r!.airlock
  act(() => root!.render(<ModalWarmup airlock={airlock}>{<Probe />}</ModalWarmup>))
}

test('renders its children once at idle, outside the document, flagged as warm-up, then drops them', async () => {
  r = await renderWithAirlock()
  const mounts: { warmup: boolean; inDocument: boolean }[] = []
  const unmounted = vi.fn()
  mountWarmup(function Probe() {
    const warmup = useIsWarmup()
    useEffect(() => {
      mounts.push({ warmup, inDocument: document.querySelector('[data-probe]') !== null })
      return unmounted
    }, [warmup])
    return <span data-probe="" />
  })
  expect(mounts).toEqual([])
  await vi.waitFor(async () => {
    await act(idle)
    expect(unmounted).toHaveBeenCalledOnce()
  })
  expect(mounts).toEqual([{ warmup: true, inDocument: false }])
  expect(host!.innerHTML).toBe('')
  // Done for good: more idle time renders nothing again.
  await act(idle)
  expect(mounts).toHaveLength(1)
})

test('never renders when the modal opened before the browser was idle', async () => {
  r = await renderWithAirlock()
  await r.open()
  const rendered = vi.fn()
  mountWarmup(function Probe() {
    rendered()
    return <span />
  })
  await act(idle)
  await act(idle)
  expect(rendered).not.toHaveBeenCalled()
})

test('outside the warm-up, useIsWarmup is false', async () => {
  r = await renderWithAirlock()
  let seen: boolean | undefined
  function Probe(): null {
    seen = useIsWarmup()
    return null
  }
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() => root!.render(<Probe />))
  expect(seen).toBe(false)
})
