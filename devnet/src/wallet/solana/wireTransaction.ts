// Just enough of Solana's wire format to sign a transaction an app built: the signature slots, the message
// bytes (what is signed), the accounts that must sign, and the recent blockhash (its lifetime).

/** A wire transaction split into the parts a signer needs. */
export interface WireTransaction {
  /** 'legacy' or the message version (0). */
  version: 'legacy' | number
  /** The 64-byte signature slots, in signer order (all zeros when not signed yet). */
  signatures: Uint8Array[]
  /** The serialized message (the bytes every signer signs). */
  message: Uint8Array
  /** Public keys of the required signers (the first `signatures.length` account keys). */
  signers: Uint8Array[]
  /** The message's recent blockhash (32 bytes). */
  recentBlockhash: Uint8Array
}

/** Reads a compact-u16 ("shortvec") at `offset`: [value, bytes read]. */
function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error('Transaction is truncated')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, i + 1]
  }
  throw new Error('Invalid compact-u16 length')
}

function take(bytes: Uint8Array, offset: number, length: number): Uint8Array {
  if (offset + length > bytes.length) throw new Error('Transaction is truncated')
  return bytes.slice(offset, offset + length)
}

/**
 * Parses a wire transaction (what `getTransactionEncoder()` of kit or web3.js's `serialize()` give).
 * @throws Error when the bytes are not a transaction (truncated, or signature count ≠ required signers)
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const [count, countSize] = compactU16(bytes, 0)
  const signatures = Array.from({ length: count }, (_, i) => take(bytes, countSize + i * 64, 64))
  const messageOffset = countSize + count * 64
  const message = bytes.slice(messageOffset)
  let cursor = 0
  const first = message[0]
  if (first === undefined) throw new Error('Transaction has no message')
  const version = first & 0x80 ? first & 0x7f : 'legacy'
  if (version !== 'legacy') cursor = 1
  const required = message[cursor]
  if (required === undefined) throw new Error('Transaction is truncated')
  cursor += 3
  const [keyCount, keyCountSize] = compactU16(message, cursor)
  cursor += keyCountSize
  const keys = Array.from({ length: keyCount }, (_, i) => take(message, cursor + i * 32, 32))
  cursor += keyCount * 32
  const recentBlockhash = take(message, cursor, 32)
  if (required !== count || required > keyCount) {
    throw new Error(`Transaction has ${count} signature slots for ${required} required signers`)
  }
  return { version, signatures, message, signers: keys.slice(0, required), recentBlockhash }
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** The index of `publicKey` among the transaction's required signers, or -1. */
export function signerIndex(tx: WireTransaction, publicKey: Uint8Array): number {
  return tx.signers.findIndex((key) => equal(key, publicKey))
}

/** The wire bytes with `signature` in slot `index` (other signatures kept). */
export function withSignature(tx: WireTransaction, index: number, signature: Uint8Array): Uint8Array {
  if (signature.length !== 64) throw new Error('A signature has 64 bytes')
  const signatures = tx.signatures.map((s, i) => (i === index ? signature : s))
  // A count below 128 fits in one compact-u16 byte; larger counts never occur (a transaction is ≤ 1232 bytes).
  const out = new Uint8Array(1 + signatures.length * 64 + tx.message.length)
  out[0] = signatures.length
  for (const [i, s] of signatures.entries()) out.set(s, 1 + i * 64)
  out.set(tx.message, 1 + signatures.length * 64)
  return out
}
