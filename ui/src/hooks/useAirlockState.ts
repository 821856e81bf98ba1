// Any part of the instance's state as a React value: the kernel's `get(select)` / `watch(select, fn)`
// through useWatched. The named hooks (useAccount, useNetwork…) are this with a fixed selector.
import type { AirlockState } from '@airlock/kernel'
import { useCallback } from 'react'
import { useAirlock } from './useAirlock'
import { useWatched } from './useWatched'

/**
 * `select(state)` of the nearest instance, re-rendering when it changes (compared structurally). Return
 * plain values from `select` (numbers, strings, the state's own frozen objects, or small objects of them).
 *
 * @example
 * const pending = useAirlockState((s) => s.transactions.filter((t) => t.status === 'pending').length)
 */
export function useAirlockState<T>(select: (state: AirlockState) => T): T {
  const airlock = useAirlock()
  // The selector may be a new function each render: the watcher reads the latest through useWatched.
  const get = useCallback((a: typeof airlock) => a.get(select), [select])
  return useWatched(airlock, get, (a, listener) => a.watch(select, listener))
}
