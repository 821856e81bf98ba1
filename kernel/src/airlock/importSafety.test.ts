// Importing the kernel must do nothing (safe under SSR): no window access, no timers, no listeners.
import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(globalThis, 'window')
})

test('importing the kernel in node touches no window, starts no timer, adds no listener', async () => {
  const timeout = vi.spyOn(globalThis, 'setTimeout')
  const interval = vi.spyOn(globalThis, 'setInterval')
  const listener = vi.spyOn(process, 'on')
  let windowReads = 0
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    get() {
      windowReads++
      return undefined
    },
  })
  const keysBefore = new Set(Object.keys(globalThis))
  const kernel = await import('../index')
  expect(typeof kernel.createAirlock).toBe('function')
  expect(windowReads).toBe(0)
  expect(timeout).not.toHaveBeenCalled()
  expect(interval).not.toHaveBeenCalled()
  expect(listener).not.toHaveBeenCalled()
  // Dependencies (mobx, zod, tslib for tsyringe) register `__`-prefixed internals; the kernel adds nothing.
  const added = Object.keys(globalThis).filter((k) => !keysBefore.has(k) && !k.startsWith('__'))
  expect(added).toEqual([])
}, 30_000)
