// A layout effect in the browser; nothing on the server (where layout effects never run and React warns).
import { useLayoutEffect } from 'react'

/**
 * `useLayoutEffect` in the browser, a no-op on the server: for components that also render in SSR.
 *
 * @example
 * useIsomorphicLayoutEffect(() => ref.current?.focus(), [])
 */
export const useIsomorphicLayoutEffect: typeof useLayoutEffect =
  typeof window === 'undefined' ? () => {} : useLayoutEffect
