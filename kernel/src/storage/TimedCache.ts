import * as schema from '../validation/schema'
import { type SchemaOutput, type StandardSchemaV1, validateSync } from '../validation/standardSchema'
import type { TypedStorage } from './TypedStorage'

const isEntry = (raw: unknown): raw is TimedEntry<unknown> =>
  schema.isPlainObject(raw) && typeof raw.timestamp === 'number' && 'value' in raw

/** A stored cache entry: the value and when it was stored (ms since epoch). */
export type TimedEntry<T> = { value: T; timestamp: number }

/**
 * A persistent map of timestamped entries under one storage key. Entries older than the lifetime
 * read as absent; entries that no longer match the schema are ignored.
 */
export class TimedCache<S extends StandardSchemaV1> {
  /**
   * @param valueSchema Builds the values' schema, for each read (no schema is kept between reads).
   */
  constructor(
    private readonly storage: TypedStorage,
    private readonly key: string,
    private readonly valueSchema: () => S,
    /** How long an entry stays fresh, in ms. */
    readonly lifetimeMs: number,
    private readonly now: () => number,
  ) {}

  /** The fresh value for `id`, or undefined when absent, expired or invalid. */
  get(id: string): SchemaOutput<S> | undefined {
    const entry = this.readAll()[id]
    if (!entry || this.now() - entry.timestamp >= this.lifetimeMs) return undefined
    return validateSync(this.valueSchema(), entry.value)
  }

  /** Stores `value` for `id`, stamped now; expired entries are pruned on the way. */
  set(id: string, value: SchemaOutput<S>): void {
    const now = this.now()
    const all = Object.fromEntries(
      Object.entries(this.readAll()).filter(([, e]) => now - e.timestamp < this.lifetimeMs),
    )
    all[id] = { value, timestamp: now }
    this.storage.set(this.key, all)
  }

  /** Removes the entry for `id`. */
  delete(id: string): void {
    const all = this.readAll()
    if (!(id in all)) return
    delete all[id]
    this.storage.set(this.key, all)
  }

  /** Removes every entry. */
  clear(): void {
    this.storage.remove(this.key)
  }

  private readAll(): Record<string, TimedEntry<unknown>> {
    const all = this.storage.get(this.key, schema.record(schema.isAnything)) ?? {}
    const result: Record<string, TimedEntry<unknown>> = {}
    for (const [id, raw] of Object.entries(all)) {
      if (isEntry(raw)) result[id] = { value: raw.value, timestamp: raw.timestamp }
    }
    return result
  }
}
