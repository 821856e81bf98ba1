import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ModalStore } from './ModalStore'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('shake is raised for 500 ms, restarting on a new shake', () => {
  const modal = new ModalStore()
  modal.triggerShake()
  expect(modal.shake).toBe(true)
  vi.advanceTimersByTime(300)
  modal.triggerShake()
  vi.advanceTimersByTime(499)
  expect(modal.shake).toBe(true)
  vi.advanceTimersByTime(1)
  expect(modal.shake).toBe(false)
})

test('open and loading; dispose clears the shake timer', () => {
  const modal = new ModalStore()
  modal.setOpen(true)
  modal.setLoading(true)
  expect([modal.open, modal.loading]).toEqual([true, true])
  modal.triggerShake()
  modal.dispose()
  expect(vi.getTimerCount()).toBe(0)
})
