// Binds one of the kernel's framework-free getter/watcher pairs (`airlock.getX` / `airlock.watchX`) to
// React with useSyncExternalStore: React only renders the value the kernel reports.
import type { Airlock, WatchListener } from '@airlock/kernel'
import { compareStructural } from 'mobx'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * The value of `get(airlock)`, re-rendering when `watch(airlock, listener)` reports a change. The snapshot
 * is cached between changes, so an unchanged value keeps its identity.
 *
 * @example
 * const status = useWatched(airlock, (a) => a.getConnectionStatus(), (a, l) => a.watchConnectionStatus(l))
 */
export function useWatched<T>(
  airlock: Airlock,
  get: (airlock: Airlock) => T,
  watch: (airlock: Airlock, listener: WatchListener<T>) => () => void,
): T {
  const cache = useRef<{ airlock: Airlock; value: T } | undefined>(undefined)
  const read = useRef(get)
  read.current = get
  const snapshot = (): T => {
    if (cache.current?.airlock !== airlock) cache.current = { airlock, value: read.current(airlock) }
    return cache.current.value
  }
  const watchRef = useRef(watch)
  watchRef.current = watch
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stop = watchRef.current(airlock, (value) => {
        cache.current = { airlock, value }
        onChange()
      })
      // A change between the render and this subscription is caught here.
      const now = read.current(airlock)
      if (cache.current?.airlock === airlock && !compareStructural(cache.current.value, now)) {
        cache.current = { airlock, value: now }
        onChange()
      }
      return stop
    },
    [airlock],
  )
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
