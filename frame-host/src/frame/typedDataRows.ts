// EIP-712 typed data as the approval shows it: exactly what is signed. The message is walked through the
// `types` of its primaryType, field by field in their declared order, nested structs and arrays included;
// keys the types do not declare are not hashed (viem, like every EIP-712 signer, ignores them) and so are
// not shown as if they were: only their count is, as a warning. The domain shows the fields the signer
// hashes (name, version, chainId, verifyingContract, salt).

/** EIP-712 type definitions: struct name → its fields. */
export type TypedDataTypes = Record<string, ReadonlyArray<{ name: string; type: string }>>

/** Rows `[path, value]` of the signed message, and how many keys of it are not signed. */
export interface TypedDataSummary {
  rows: Array<[string, string]>
  /** Keys present in the message (at any depth) that its types do not declare: never signed. */
  unsignedKeys: number
}

const MAX_DEPTH = 8
const MAX_ROWS = 96
const UINT256_MAX = 2n ** 256n - 1n

/** The domain fields a signer hashes, in the order EIP-712 lists them. */
export const SIGNED_DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

function scalar(type: string, value: unknown, unlimited: string): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value)
  const text = String(value)
  if (/^uint\d*$/.test(type)) {
    try {
      if (
        BigInt(text) === UINT256_MAX ||
        (type !== 'uint256' && BigInt(text) === 2n ** BigInt(type.slice(4) || 256) - 1n)
      )
        return `${text} (${unlimited})`
    } catch {}
  }
  return text
}

/**
 * The signed fields of `message` under `primaryType`, as rows. `unlimited` labels a uint at its maximum
 * (an unlimited allowance).
 * @example
 * typedDataRows(types, 'Permit', message, 'unlimited').rows // [['owner', '0x…'], ['spender', '0x…'], ['value', '1000000'], …]
 */
export function typedDataRows(
  types: TypedDataTypes,
  primaryType: string,
  message: Record<string, unknown>,
  unlimited: string,
): TypedDataSummary {
  const summary: TypedDataSummary = { rows: [], unsignedKeys: 0 }
  const walk = (type: string, value: unknown, path: string, depth: number): void => {
    if (summary.rows.length >= MAX_ROWS) return
    const array = /^(.*)\[(\d*)\]$/.exec(type)
    if (array) {
      const items = Array.isArray(value) ? value : []
      for (const [i, item] of items.entries()) walk(array[1]!, item, `${path}[${i}]`, depth + 1)
      if (items.length === 0) summary.rows.push([path, '[]'])
      return
    }
    const fields = types[type]
    if (!fields || depth > MAX_DEPTH) {
      summary.rows.push([path, scalar(type, value, unlimited)])
      return
    }
    const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
    const declared = new Set(fields.map((f) => f.name))
    summary.unsignedKeys += Object.keys(record).filter((k) => !declared.has(k)).length
    for (const field of fields)
      walk(field.type, record[field.name], path ? `${path}.${field.name}` : field.name, depth + 1)
  }
  walk(primaryType, message, '', 0)
  return summary
}
