// BIP-322 "simple" signature verification for P2WPKH and P2TR (key path) addresses: the witness that
// spends the virtual to_spend output (which commits to the message) in the virtual to_sign transaction.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { type SegwitOutput, segwitOutput } from './bitcoinAddress'

const ZERO4 = new Uint8Array(4)
const ZERO8 = new Uint8Array(8)
const OP_RETURN_OUTPUT = concatBytes(ZERO8, Uint8Array.of(0x01, 0x6a)) // value 0, script OP_RETURN
const SIGHASH_ALL = 0x01

const dsha256 = (data: Uint8Array) => sha256(sha256(data))

/** BIP-340 tagged hash: sha256(sha256(tag) ‖ sha256(tag) ‖ data). */
export function taggedHash(tag: string, ...data: Uint8Array[]): Uint8Array {
  const t = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(t, t, ...data))
}

/** Bitcoin's CompactSize length prefix. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  return Uint8Array.of(0xfd, n & 0xff, n >> 8)
}

/** BIP-322's message hash: the tagged hash 'BIP0322-signed-message' of the message's UTF-8 bytes. */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', utf8ToBytes(message))
}

/** The id (internal byte order) of the virtual to_spend transaction paying `scriptPubKey`. */
export function bip322ToSpendTxid(message: string, scriptPubKey: Uint8Array): Uint8Array {
  const tx = concatBytes(
    ZERO4, // nVersion 0
    Uint8Array.of(0x01), // one input
    new Uint8Array(32), // prevout hash 000…000
    Uint8Array.of(0xff, 0xff, 0xff, 0xff), // prevout n
    Uint8Array.of(0x22, 0x00, 0x20), // scriptSig: OP_0 PUSH32
    bip322MessageHash(message),
    ZERO4, // nSequence 0
    Uint8Array.of(0x01), // one output
    ZERO8, // value 0
    varint(scriptPubKey.length),
    scriptPubKey,
    ZERO4, // nLockTime 0
  )
  return dsha256(tx)
}

/**
 * The hash an address's key signs in to_sign's only input: BIP-143 (SIGHASH_ALL) for P2WPKH, BIP-341
 * (key path; `hashType` 0x00 default or 0x01 all) for P2TR.
 */
export function bip322SigningHash(output: SegwitOutput, message: string, hashType: number): Uint8Array {
  const txid = bip322ToSpendTxid(message, output.scriptPubKey)
  const outpoint = concatBytes(txid, ZERO4)
  if (output.kind === 'p2wpkh') {
    const scriptCode = concatBytes(
      Uint8Array.of(0x19, 0x76, 0xa9, 0x14),
      output.program,
      Uint8Array.of(0x88, 0xac),
    )
    return dsha256(
      concatBytes(
        ZERO4, // nVersion
        dsha256(outpoint), // hashPrevouts
        dsha256(ZERO4), // hashSequence
        outpoint,
        scriptCode,
        ZERO8, // amount
        ZERO4, // nSequence
        dsha256(OP_RETURN_OUTPUT), // hashOutputs
        ZERO4, // nLockTime
        Uint8Array.of(hashType, 0, 0, 0),
      ),
    )
  }
  const sigMsg = concatBytes(
    Uint8Array.of(hashType),
    ZERO4, // nVersion
    ZERO4, // nLockTime
    sha256(outpoint), // sha_prevouts
    sha256(ZERO8), // sha_amounts
    sha256(concatBytes(varint(output.scriptPubKey.length), output.scriptPubKey)), // sha_scriptpubkeys
    sha256(ZERO4), // sha_sequences
    sha256(OP_RETURN_OUTPUT), // sha_outputs
    Uint8Array.of(0x00), // spend_type: key path, no annex
    ZERO4, // input_index
  )
  return taggedHash('TapSighash', Uint8Array.of(0x00), sigMsg)
}

/** Reads a consensus-encoded witness stack (a simple signature, base64-decoded). */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let at = 0
  const readVarint = () => {
    const first = bytes[at++]
    if (first === undefined) return undefined
    if (first < 0xfd) return first
    if (first !== 0xfd || at + 2 > bytes.length) return undefined
    const n = bytes[at]! | (bytes[at + 1]! << 8)
    at += 2
    return n < 0xfd ? undefined : n // CompactSize must be minimal
  }
  const count = readVarint()
  if (count === undefined || count > 16) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = readVarint()
    if (length === undefined || at + length > bytes.length) return undefined
    items.push(bytes.subarray(at, at + length))
    at += length
  }
  return at === bytes.length ? items : undefined
}

/** The outcome of a verification: valid, or why not. */
export type Bip322Result = { valid: true } | { valid: false; reason: string }

/**
 * Verifies a BIP-322 simple signature (base64 witness) of `message` by `address` on `chainId`. P2WPKH
 * and P2TR key-path spends are understood; any other address or witness is refused with its reason.
 *
 * @example
 * verifyBip322('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'Hello World', signature, 'bip122:000000000019d6689c085ae165831e93')
 */
export function verifyBip322(
  address: string,
  message: string,
  signature: string,
  chainId: string,
): Bip322Result {
  const output = segwitOutput(address, chainId)
  if (!output) return { valid: false, reason: 'only P2WPKH and P2TR addresses of this chain are supported' }
  let witness: Uint8Array[] | undefined
  try {
    witness = decodeWitness(base64.decode(signature))
  } catch {
    witness = undefined
  }
  if (!witness) return { valid: false, reason: 'the signature is not a base64 witness stack' }
  try {
    if (output.kind === 'p2wpkh') {
      const [sig, publicKey] = witness
      if (witness.length !== 2 || !sig || !publicKey || publicKey.length !== 33)
        return { valid: false, reason: 'a P2WPKH witness is a signature and a compressed public key' }
      if (!equal(ripemd160(sha256(publicKey)), output.program))
        return { valid: false, reason: "the public key is not the address's" }
      if (sig[sig.length - 1] !== SIGHASH_ALL) return { valid: false, reason: 'BIP-322 requires SIGHASH_ALL' }
      const hash = bip322SigningHash(output, message, SIGHASH_ALL)
      const ok = secp256k1.verify(sig.subarray(0, -1), hash, publicKey, {
        prehash: false,
        format: 'der',
        lowS: true,
      })
      return ok ? { valid: true } : { valid: false, reason: 'the ECDSA signature does not verify' }
    }
    const [sig] = witness
    if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65))
      return { valid: false, reason: 'a P2TR key-path witness is one Schnorr signature' }
    const hashType = sig.length === 65 ? sig[64]! : 0x00
    if (sig.length === 65 && hashType !== SIGHASH_ALL)
      return { valid: false, reason: 'BIP-322 requires SIGHASH_ALL (or the default)' }
    const hash = bip322SigningHash(output, message, hashType)
    const ok = schnorr.verify(sig.subarray(0, 64), hash, output.program)
    return ok ? { valid: true } : { valid: false, reason: 'the Schnorr signature does not verify' }
  } catch {
    return { valid: false, reason: 'the signature is malformed' }
  }
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
