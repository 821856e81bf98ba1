import { afterEach, expect, test, vi } from 'vitest'
import { createBrowserEnvironment } from './environment'

afterEach(() => vi.unstubAllGlobals())

test('is not mobile without a window (node, SSR)', () => {
  expect(createBrowserEnvironment().isMobile()).toBe(false)
})

test('reads the user agent when first asked, not when created, and keeps its answer', () => {
  const probe = createBrowserEnvironment()
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })
  expect(probe.isMobile()).toBe(true)
  const userAgent = vi.fn(() => 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156')
  vi.stubGlobal('navigator', {
    get userAgent() {
      return userAgent()
    },
  })
  expect(probe.isMobile()).toBe(true)
  expect(userAgent).not.toHaveBeenCalled()
  expect(createBrowserEnvironment().isMobile()).toBe(false)
})

test('a coarse pointer counts as mobile', () => {
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }))
  expect(createBrowserEnvironment().isMobile()).toBe(true)
})

test('creates the media query list once and follows its live answer', () => {
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })
  const list = { matches: false }
  const matchMedia = vi.fn(() => list)
  vi.stubGlobal('matchMedia', matchMedia)
  const probe = createBrowserEnvironment()
  expect(probe.isMobile()).toBe(false)
  list.matches = true // a touch screen attached: the list's `matches` changes in place
  expect(probe.isMobile()).toBe(true)
  expect(matchMedia).toHaveBeenCalledTimes(1)
})
