// Subscribes a component to a value derived from MobX stores, without wrapping it in observer().
import { compareStructural, reaction } from 'mobx'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * Returns `read()` and re-renders when its result changes (structural comparison, so derived
 * objects are stable between renders).
 *
 * @example
 * const open = useObservableValue(() => airlock.stores.modal.open)
 */
export function useObservableValue<T>(read: () => T): T {
  const readRef = useRef(read)
  readRef.current = read
  const cache = useRef<{ value: T } | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) =>
      reaction(
        () => readRef.current(),
        (value) => {
          cache.current = { value }
          onChange()
        },
        { equals: compareStructural },
      ),
    [],
  )
  const getSnapshot = () => {
    const next = readRef.current()
    if (cache.current !== undefined && compareStructural(cache.current.value, next))
      return cache.current.value
    cache.current = { value: next }
    return next
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
