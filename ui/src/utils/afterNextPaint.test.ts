import { expect, test, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

test('runs after the next animation frame, in a later task, not synchronously', async () => {
  const run = vi.fn()
  afterNextPaint(run)
  expect(run).not.toHaveBeenCalled()
  await frame()
  await vi.waitFor(() => expect(run).toHaveBeenCalledOnce())
})

test('the canceller stops it, before or after the frame', async () => {
  const early = vi.fn()
  afterNextPaint(early)()
  const late = vi.fn()
  const cancelLate = afterNextPaint(late)
  await frame()
  cancelLate()
  await frame()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(early).not.toHaveBeenCalled()
  expect(late).not.toHaveBeenCalled()
})
