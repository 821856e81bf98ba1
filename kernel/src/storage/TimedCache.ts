import * as z from 'zod/mini'
import { isAnything, recordSchema } from '../validation/recordSchema'
import type { TypedStorage } from './TypedStorage'

/** The schema of one stored entry (built per read: kept schemas hold heap for the page's lifetime). */
const entrySchema = () => z.object({ value: z.unknown(), timestamp: z.number() })

/** A stored cache entry: the value and when it was stored (ms since epoch). */
export type TimedEntry<T> = { value: T; timestamp: number }

/**
 * A persistent map of timestamped entries under one storage key. Entries older than the lifetime
 * read as absent; entries that no longer match the schema are ignored.
 */
export class TimedCache<S extends z.core.$ZodType> {
  /**
   * @param valueSchema Builds the values' schema, for each read (no schema is kept between reads: a zod/mini
   *   schema object holds about 0.4 KiB of heap while it lives).
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
  get(id: string): z.output<S> | undefined {
    const entry = this.readAll()[id]
    if (!entry || this.now() - entry.timestamp >= this.lifetimeMs) return undefined
    const parsed = z.safeParse(this.valueSchema(), entry.value)
    return parsed.success ? parsed.data : undefined
  }

  /** Stores `value` for `id`, stamped now; expired entries are pruned on the way. */
  set(id: string, value: z.input<S>): void {
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
    const all = this.storage.get(this.key, recordSchema(isAnything)) ?? {}
    const result: Record<string, TimedEntry<unknown>> = {}
    const entry = entrySchema()
    for (const [id, raw] of Object.entries(all)) {
      const parsed = entry.safeParse(raw)
      if (parsed.success) result[id] = { value: parsed.data.value, timestamp: parsed.data.timestamp }
    }
    return result
  }
}
