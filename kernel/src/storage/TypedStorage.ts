import * as z from 'zod/mini'
import type { StorageBackend } from './backend'

/**
 * JSON values over a backend, parsed with zod on every read: a missing, corrupt (not JSON) or
 * foreign (wrong shape) value reads as undefined, never as an exception.
 */
export class TypedStorage {
  constructor(readonly backend: StorageBackend) {}

  /** Reads and validates a value; undefined when absent, unparsable or of the wrong shape. */
  get<S extends z.core.$ZodType>(key: string, schema: S): z.output<S> | undefined {
    const raw = this.backend.getItem(key)
    if (raw === null) return undefined
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return undefined
    }
    const parsed = z.safeParse(schema, json)
    return parsed.success ? parsed.data : undefined
  }

  /** Stores a value as JSON. */
  set(key: string, value: unknown): void {
    this.backend.setItem(key, JSON.stringify(value))
  }

  /** Removes a value. */
  remove(key: string): void {
    this.backend.removeItem(key)
  }

  /** Removes every key starting with the prefix. */
  removeByPrefix(prefix: string): void {
    for (const key of this.backend.keys()) if (key.startsWith(prefix)) this.backend.removeItem(key)
  }
}
