// Signers for tests and the devnet: what a Solana or Bitcoin wallet would produce for a sign-in message.
// Never for production keys.
import { ed25519 } from '@noble/curves/ed25519.js'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { base58, base64, bech32, bech32m } from '@scure/base'
import { bip322SigningHash, taggedHash } from '../verify/bip322'
import type { SegwitOutput } from '../verify/bitcoinAddress'

/** A Solana account from a 32-byte seed: its base58 address and an ed25519 signer (base58 signatures). */
export function solanaTestAccount(seed: Uint8Array = ed25519.utils.randomSecretKey()) {
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: base58.encode(publicKey),
    /** Signs the message's UTF-8 bytes, as `solana:signMessage` does; base58, as the server takes it. */
    sign: (message: string) => base58.encode(ed25519.sign(new TextEncoder().encode(message), seed)),
  }
}

/** The Bitcoin kinds a test account can be. */
export type BitcoinTestKind = 'p2wpkh' | 'p2tr'

const CURVE_ORDER = secp256k1.Point.CURVE().n

/**
 * A Bitcoin account for BIP-322 simple signing: P2WPKH, or P2TR key path (the BIP-341 tweak with no
 * script tree), with its address under `prefix` (`bc`, `tb`, `bcrt`).
 */
export function bitcoinTestAccount(
  kind: BitcoinTestKind,
  prefix: string,
  secretKey: Uint8Array = secp256k1.utils.randomSecretKey(),
) {
  let output: SegwitOutput
  let signer: (hash: Uint8Array, hashType: number) => Uint8Array[]
  if (kind === 'p2wpkh') {
    const publicKey = secp256k1.getPublicKey(secretKey, true)
    const program = ripemd160(sha256(publicKey))
    output = { kind, program, scriptPubKey: Uint8Array.of(0x00, 0x14, ...program) }
    signer = (hash, hashType) => [
      concatBytes(
        secp256k1.sign(hash, secretKey, { prehash: false, format: 'der', lowS: true }),
        Uint8Array.of(hashType),
      ),
      publicKey,
    ]
  } else {
    const tweaked = tweakedSecretKey(secretKey)
    const program = schnorr.getPublicKey(tweaked)
    output = { kind, program, scriptPubKey: Uint8Array.of(0x51, 0x20, ...program) }
    signer = (hash, hashType) => {
      const sig = schnorr.sign(hash, tweaked)
      return [hashType === 0 ? sig : concatBytes(sig, Uint8Array.of(hashType))]
    }
  }
  const coder = kind === 'p2wpkh' ? bech32 : bech32m
  const address = coder.encode(prefix, [kind === 'p2wpkh' ? 0 : 1, ...coder.toWords(output.program)])
  return {
    address,
    output,
    /** A BIP-322 simple signature (base64 witness) of `message`; P2TR with `hashType` 0x00 or 0x01. */
    sign(message: string, hashType = kind === 'p2wpkh' ? 0x01 : 0x00): string {
      const items = signer(bip322SigningHash(output, message, hashType), hashType)
      return base64.encode(
        concatBytes(Uint8Array.of(items.length), ...items.flatMap((i) => [Uint8Array.of(i.length), i])),
      )
    },
  }
}

/** BIP-341 key-path secret: the internal key (even-Y) plus the TapTweak of its x coordinate. */
function tweakedSecretKey(secretKey: Uint8Array): Uint8Array {
  const point = secp256k1.Point.BASE.multiply(bytesToNumber(secretKey))
  const d = point.y % 2n === 0n ? bytesToNumber(secretKey) : CURVE_ORDER - bytesToNumber(secretKey)
  const xOnly = point.toBytes(true).subarray(1)
  const t = bytesToNumber(taggedHash('TapTweak', xOnly))
  return numberToBytes((d + t) % CURVE_ORDER)
}

const bytesToNumber = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
const numberToBytes = (n: bigint) => Uint8Array.from(Buffer.from(n.toString(16).padStart(64, '0'), 'hex'))
