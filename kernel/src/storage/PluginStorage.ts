import type { SchemaOutput, StandardSchemaV1 } from '../validation/standardSchema'
import { STORAGE_PREFIX } from './keys'
import type { TypedStorage } from './TypedStorage'

/**
 * One plugin's storage: JSON values under `@airlock/<plugin>/<key>`, validated on every read with a
 * Standard Schema (the kernel's `schema`, zod, valibot…; synchronous) (a missing, corrupt or foreign value reads as undefined). A plugin owns its keys; it cannot reach
 * another plugin's or the kernel's.
 *
 * @example
 * ctx.storage.set('lastName', 'alice')
 * ctx.storage.get('lastName', schema.string()) // 'alice'
 */
export interface PluginStorage {
  /** The prefix every key of this plugin lives under, e.g. '@airlock/names/'. */
  readonly prefix: string
  /** Reads and validates a value; undefined when absent or of the wrong shape. */
  get<S extends StandardSchemaV1>(key: string, schema: S): SchemaOutput<S> | undefined
  /** Stores a value as JSON. */
  set(key: string, value: unknown): void
  /** Removes a value. */
  remove(key: string): void
  /** Removes every value of this plugin. */
  clear(): void
  /** The instance's clock, in ms since the epoch (injectable in tests): for timestamps of cached values. */
  now(): number
}

/** Creates the storage of plugin `name` over the instance's typed storage. */
export function createPluginStorage(
  typed: TypedStorage,
  name: string,
  now: () => number = Date.now,
): PluginStorage {
  const prefix = `${STORAGE_PREFIX}${name}/`
  const full = (key: string) => {
    if (key === '' || key.includes('/')) throw new Error(`Invalid storage key "${key}" of plugin "${name}"`)
    return `${prefix}${key}`
  }
  return {
    prefix,
    get: (key, schema) => typed.get(full(key), schema),
    set: (key, value) => typed.set(full(key), value),
    remove: (key) => typed.remove(full(key)),
    clear: () => typed.removeByPrefix(prefix),
    now: () => now(),
  }
}
