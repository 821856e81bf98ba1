// Solana wire transactions inside the frame: parsed here (legacy and v0 messages; described by
// solanaInstructions.ts, approved through solanaApproval.ts) and signed with the ed25519 key rebuilt for
// this one operation at the signer's slot.
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { FrameError } from './api'
import { solanaPrivateKey } from './keys'
import type { FrameWallet } from './wallet'

/** One instruction of a parsed message: its program and account keys (undefined = from a lookup table). */
export interface ParsedInstruction {
  programId: string
  accounts: Array<string | undefined>
  data: Uint8Array
}

/** A parsed wire transaction: signature slots, the signed message bytes and what the message says. */
export interface ParsedSolanaTransaction {
  signatures: Uint8Array[]
  message: Uint8Array
  version: 'legacy' | number
  /** Account keys that must sign, in signature-slot order (the first pays the fee). */
  signers: string[]
  instructions: ParsedInstruction[]
}

function invalid(detail: string): FrameError {
  return new FrameError(`Invalid Solana transaction: ${detail}`, -32602)
}

/** A cursor over bytes that throws a -32602 FrameError when the input ends early. */
class Reader {
  offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  u8(): number {
    if (this.offset >= this.bytes.length) throw invalid('truncated')
    return this.bytes[this.offset++]!
  }
  take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.length) throw invalid('truncated')
    const out = this.bytes.slice(this.offset, this.offset + n)
    this.offset += n
    return out
  }
  /** Solana's compact-u16 (1–3 bytes, 7 bits each). */
  compactU16(): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = this.u8()
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) return value
    }
    throw invalid('bad length prefix')
  }
  get done(): boolean {
    return this.offset === this.bytes.length
  }
}

/**
 * Parses a wire transaction (compact signature array, then a legacy or v0 message).
 * @example
 * parseSolanaTransaction(base64.decode(params.transaction)).signers[0] // the fee payer
 */
export function parseSolanaTransaction(wire: Uint8Array): ParsedSolanaTransaction {
  const r = new Reader(wire)
  const count = r.compactU16()
  if (count < 1 || count > 64) throw invalid('signature count')
  const signatures = Array.from({ length: count }, () => r.take(64))
  const messageStart = r.offset
  let version: ParsedSolanaTransaction['version'] = 'legacy'
  const first = r.u8()
  let required = first
  if (first & 0x80) {
    version = first & 0x7f
    if (version !== 0) throw invalid(`message version ${version}`)
    required = r.u8()
  }
  r.u8() // read-only signed
  r.u8() // read-only unsigned
  const keys = Array.from({ length: r.compactU16() }, () => base58.encode(r.take(32)))
  if (required !== count || required > keys.length) throw invalid('signature count does not match the header')
  r.take(32) // recent blockhash
  const instructions = Array.from({ length: r.compactU16() }, () => {
    const program = keys[r.u8()]
    if (!program) throw invalid('program id index')
    const accounts = Array.from({ length: r.compactU16() }, () => keys[r.u8()])
    const data = r.take(r.compactU16())
    return { programId: program, accounts, data }
  })
  if (version === 0) {
    const lookups = r.compactU16()
    for (let i = 0; i < lookups; i++) {
      r.take(32)
      r.take(r.compactU16())
      r.take(r.compactU16())
    }
  }
  if (!r.done) throw invalid('trailing bytes')
  return {
    signatures,
    message: wire.slice(messageStart),
    version,
    signers: keys.slice(0, required),
    instructions,
  }
}

/** Signs `tx` at `signer`'s slot with the wallet's Solana key; returns the signed wire transaction. */
export async function signSolanaTransaction(
  wallet: FrameWallet,
  tx: ParsedSolanaTransaction,
  signer: string,
): Promise<Uint8Array> {
  const slot = tx.signers.indexOf(signer)
  if (slot < 0) throw new FrameError('This wallet is not a signer of the transaction', -32602)
  const signature = await wallet.withSeed((seed) => {
    const key = solanaPrivateKey(seed)
    try {
      return ed25519.sign(tx.message, key)
    } finally {
      key.fill(0)
    }
  })
  const out = new Uint8Array(1 + 64 * tx.signatures.length + tx.message.length)
  // Signature counts here are ≤ 64, so the compact-u16 prefix is one byte.
  out[0] = tx.signatures.length
  for (const [i, s] of tx.signatures.entries()) out.set(i === slot ? signature : s, 1 + 64 * i)
  out.set(tx.message, 1 + 64 * tx.signatures.length)
  return out
}

/** The base58 signature at `signer`'s slot of a signed wire transaction. */
export function signatureOf(signed: Uint8Array, tx: ParsedSolanaTransaction, signer: string): string {
  const slot = tx.signers.indexOf(signer)
  return base58.encode(signed.slice(1 + 64 * slot, 1 + 64 * (slot + 1)))
}

/** Base64 codec of wire transactions. */
export const wireCodec = {
  decode: (s: string) => base64.decode(s),
  encode: (b: Uint8Array) => base64.encode(b),
}
