import { type SchemaOutput, type StandardSchemaV1, validateSync } from '../validation/standardSchema'
import type { StorageBackend } from './backend'

/**
 * JSON values over a backend, validated on every read (any Standard Schema: the kernel's own, zod…): a missing, corrupt (not JSON) or
 * foreign (wrong shape) value reads as undefined, never as an exception.
 */
export class TypedStorage {
  constructor(readonly backend: StorageBackend) {}

  /** Reads and validates a value; undefined when absent, unparsable or of the wrong shape. */
  get<S extends StandardSchemaV1>(key: string, schema: S): SchemaOutput<S> | undefined {
    const raw = this.backend.getItem(key)
    if (raw === null) return undefined
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return undefined
    }
    return validateSync(schema, json)
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
