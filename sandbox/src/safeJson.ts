// JSON for display: MobX observables, Maps, Sets, bigints, errors and cycles become readable values; depth is bounded.
import { isObservable, toJS } from 'mobx'

/** Turns any value into something JSON.stringify shows well (for the event log and the stores view). */
export function toDisplayValue(input: unknown, depth = 6, seen = new WeakSet<object>()): unknown {
  const value: unknown = isObservable(input) ? toJS(input) : input
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return undefined
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value)) return '[circular]'
  if (depth <= 0) return '[…]'
  seen.add(value)
  try {
    if (value instanceof Error) return { name: value.name, message: value.message }
    if (value instanceof Map)
      return Object.fromEntries(
        [...value.entries()].map(([k, v]) => [String(k), toDisplayValue(v, depth - 1, seen)]),
      )
    if (value instanceof Set || Array.isArray(value))
      return [...value].slice(0, 50).map((v) => toDisplayValue(v, depth - 1, seen))
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      const shown = toDisplayValue((value as Record<string, unknown>)[key], depth - 1, seen)
      if (shown !== undefined) out[key] = shown
    }
    return out
  } finally {
    seen.delete(value)
  }
}

/** Pretty JSON of {@link toDisplayValue}. */
export function displayJson(value: unknown, depth?: number): string {
  return JSON.stringify(toDisplayValue(value, depth), null, 2) ?? 'undefined'
}
