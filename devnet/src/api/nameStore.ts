import type { Database } from '../storage/openDatabase'

/** A registered name, in the spec's shape. */
export interface NameRecord {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

interface NameRow {
  name: string
  attributes: Record<string, string>
  registered_ms: number
  updated_ms: number
  coin_type: number
  address: string
}

function group(rows: NameRow[]): NameRecord[] {
  const byName = new Map<string, NameRecord>()
  for (const row of rows) {
    let record = byName.get(row.name)
    if (!record) {
      record = {
        name: row.name,
        registered: row.registered_ms,
        updated: row.updated_ms,
        addresses: {},
        attributes: row.attributes,
      }
      byName.set(row.name, record)
    }
    record.addresses[String(row.coin_type)] = { address: row.address }
  }
  return [...byName.values()]
}

const SELECT = `SELECT n.name, n.attributes, n.registered_ms, n.updated_ms, a.coin_type, a.address
  FROM names n JOIN name_addresses a USING (name)`

/** Names kept in storage: lookup by name and by address, and registration. */
export class NameStore {
  constructor(private readonly db: Database) {}

  /** The record of a full name, or undefined. */
  async byName(name: string): Promise<NameRecord | undefined> {
    return group(await this.db.query<NameRow>(`${SELECT} WHERE n.name = $1`, [name]))[0]
  }

  /** Every name pointing at an address (any coin type), oldest first. */
  async byAddress(address: string): Promise<NameRecord[]> {
    const rows = await this.db.query<NameRow>(
      `${SELECT} WHERE n.name IN (SELECT name FROM name_addresses WHERE lower(address) = $1)
       ORDER BY n.registered_ms, n.name`,
      [address.toLowerCase()],
    )
    return group(rows)
  }

  /** Which of these names are taken. */
  async taken(names: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ name: string }>(
      'SELECT name FROM names WHERE name = ANY($1::text[])',
      [names],
    )
    return new Set(rows.map((r) => r.name))
  }

  /** Registers a name; false when it is already taken. */
  async register(
    name: string,
    coinType: number,
    address: string,
    attributes: Record<string, string>,
  ): Promise<boolean> {
    const now = Date.now()
    const inserted = await this.db.query(
      `INSERT INTO names (name, attributes, registered_ms, updated_ms) VALUES ($1, $2::jsonb, $3, $3)
       ON CONFLICT (name) DO NOTHING RETURNING name`,
      [name, JSON.stringify(attributes), now],
    )
    if (inserted.length === 0) return false
    await this.db.query('INSERT INTO name_addresses (name, coin_type, address) VALUES ($1, $2, $3)', [
      name,
      coinType,
      address,
    ])
    return true
  }
}
