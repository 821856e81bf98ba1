import * as z from 'zod/mini'

/**
 * A plain-object schema whose every value passes `isValue`: a lighter `z.record(z.string(), …)` for
 * the kernel's own string-keyed maps (the value is returned as is, not copied).
 */
export function recordSchema<V>(isValue: (value: unknown) => value is V, error = 'must be an object') {
  return z.custom<Record<string, V>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => isValue(v)),
    { error },
  )
}

/** Accepts any value (for `recordSchema`). */
export const isAnything = (_value: unknown): _value is unknown => true
/** True for strings (for `recordSchema`). */
export const isString = (value: unknown): value is string => typeof value === 'string'
