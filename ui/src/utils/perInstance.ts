// Set-up that runs once per Airlock instance however many providers mount it, and is undone when the
// last of them unmounts (reference counted).
import type { Airlock } from '@airlock/kernel'

const records = new WeakMap<object, WeakMap<Airlock, { count: number; dispose: () => void }>>()

/**
 * Runs `setup` for `airlock` unless it already ran under `key`; returns a release function. The
 * disposer `setup` returned runs when every caller has released (each release counts once).
 *
 * @example
 * useEffect(() => oncePerInstance(CORE_VIEWS_KEY, airlock, () => registerAll(airlock)), [airlock])
 */
export function oncePerInstance(key: object, airlock: Airlock, setup: () => () => void): () => void {
  let byInstance = records.get(key)
  if (!byInstance) {
    byInstance = new WeakMap()
    records.set(key, byInstance)
  }
  let record = byInstance.get(airlock)
  if (!record) {
    record = { count: 0, dispose: setup() }
    byInstance.set(airlock, record)
  }
  const held = record
  held.count++
  let released = false
  return () => {
    if (released) return
    released = true
    held.count--
    if (held.count === 0) {
      byInstance.delete(airlock)
      held.dispose()
    }
  }
}
