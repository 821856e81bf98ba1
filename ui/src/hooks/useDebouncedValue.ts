// A value that follows another after it stays unchanged for a delay (search waits 300 ms, spec §9).
import { useEffect, useState } from 'react'

/** Returns `value` once it has not changed for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
