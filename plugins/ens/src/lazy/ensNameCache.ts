// The names cache of spec §3/§9: names by address, each entry with its timestamp, fresh for 5 min, kept in
// the plugin's own storage (`ctx.storage`, under `@airlock/ens/`), no longer in the kernel's keys.
import { type PluginStorage, schema, validateSync } from '@airlock/kernel'

/** The cache's key in the plugin's storage (full key `@airlock/ens/names`). */
export const ENS_NAME_CACHE_KEY = 'names'

/** Names cache lifetime: 5 min (spec §9). */
export const ENS_NAME_CACHE_MS = 5 * 60_000

/** Cached names of an address (the name service's reverse lookup). */
export const ensNamesSchema = schema.array(schema.object({ name: schema.string() }, 'keep'))

/** Names of one address. */
export type EnsNames = schema.Infer<typeof ensNamesSchema>

const entriesSchema = schema.record(schema.isAnything)
const entrySchema = schema.object({ value: ensNamesSchema, timestamp: schema.number() })
type Entry = schema.Infer<typeof entrySchema>

/** The names cache: names by lower-case address, fresh for 5 min. */
export interface EnsNameCache {
  /** The fresh names of an address, or undefined when absent, expired or invalid. */
  get(address: string): EnsNames | undefined
  /** Stores the names of an address, stamped now; expired entries are pruned on the way. */
  set(address: string, names: EnsNames): void
  /** Removes the entry of an address. */
  delete(address: string): void
  /** Removes every entry. */
  clear(): void
}

/**
 * The names cache over the plugin's storage and a clock (the instance's).
 *
 * @example
 * const names = createEnsNameCache(ctx.storage, Date.now)
 * names.set('0xabc', [{ name: 'alice.airlock.id' }])
 */
export function createEnsNameCache(storage: PluginStorage, now: () => number): EnsNameCache {
  const fresh = (entry: Entry, at: number) => at - entry.timestamp < ENS_NAME_CACHE_MS
  /** Every well-formed entry; a corrupt value or entry reads as absent, never a crash. */
  const readAll = (): Record<string, Entry> => {
    const all: Record<string, Entry> = {}
    for (const [id, raw] of Object.entries(storage.get(ENS_NAME_CACHE_KEY, entriesSchema) ?? {})) {
      const parsed = validateSync(entrySchema, raw)
      if (parsed) all[id] = parsed
    }
    return all
  }
  return {
    get(address) {
      const entry = readAll()[address]
      return entry && fresh(entry, now()) ? entry.value : undefined
    },
    set(address, names) {
      const at = now()
      const kept = Object.entries(readAll()).filter(([, entry]) => fresh(entry, at))
      storage.set(ENS_NAME_CACHE_KEY, {
        ...Object.fromEntries(kept),
        [address]: { value: names, timestamp: at },
      })
    },
    delete(address) {
      const all = readAll()
      if (!(address in all)) return
      delete all[address]
      storage.set(ENS_NAME_CACHE_KEY, all)
    },
    clear() {
      storage.remove(ENS_NAME_CACHE_KEY)
    },
  }
}
