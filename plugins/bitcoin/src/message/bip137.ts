// The older "Bitcoin Signed Message" signatures (BIP-137; what Sats Connect calls ECDSA and WalletConnect's
// bip122 signMessage calls 'ecdsa'): a recoverable ECDSA signature over the double SHA-256 of the prefixed
// message, whose header byte says which address type the recovered key stands for.

import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, sha256x2 } from '@scure/btc-signer/utils.js'
import { parseBitcoinAddress } from '../address'
import { base64ToBytes, bytesToBase64 } from '../encoding'
import type { BitcoinNetwork } from '../networks'

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

function varInt(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

/**
 * The hash a BIP-137 signature signs: SHA-256d of the magic prefix and the length-prefixed message.
 * @example bip137MessageHash('Hello')
 */
export function bip137MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return sha256x2(PREFIX, varInt(bytes.length), bytes)
}

/** Header byte offsets by address type (BIP-137): compressed P2PKH 31, P2SH-P2WPKH 35, P2WPKH 39. */
const HEADER_BASE = { p2pkh: 31, p2sh: 35, p2wpkh: 39 } as const

/**
 * Signs `message` for `address` (the key's P2PKH, P2SH-P2WPKH or P2WPKH address): 65 bytes, base64.
 * @example signBip137('Hello', privateKey, address, bitcoinRegtest)
 */
export function signBip137(
  message: string | Uint8Array,
  privateKey: Uint8Array,
  address: string,
  network: BitcoinNetwork,
): string {
  const { type } = parseBitcoinAddress(address, network)
  if (type !== 'p2pkh' && type !== 'p2sh' && type !== 'p2wpkh')
    throw new Error(`BIP-137 does not sign for ${type} addresses`)
  if (!keyAddresses(pubECDSA(privateKey), network).includes(address))
    throw new Error('The key does not own this address')
  const recovered = secp256k1.sign(bip137MessageHash(message), privateKey, {
    prehash: false,
    format: 'recovered',
  })
  const signature = new Uint8Array(65)
  signature[0] = HEADER_BASE[type] + (recovered[0] as number)
  signature.set(recovered.subarray(1), 1)
  return bytesToBase64(signature)
}

function keyAddresses(publicKey: Uint8Array, network: BitcoinNetwork): string[] {
  const params = network.params
  return [
    p2pkh(publicKey, params).address,
    p2wpkh(publicKey, params).address,
    p2sh(p2wpkh(publicKey, params), params).address,
  ].filter((a): a is string => typeof a === 'string')
}

/**
 * Verifies a BIP-137 signature: the key recovered from it must be the address's. Malformed input is false.
 * @example verifyBip137('Hello', address, signature, bitcoinRegtest) // true
 */
export function verifyBip137(
  message: string | Uint8Array,
  address: string,
  signature: string,
  network: BitcoinNetwork,
): boolean {
  try {
    const bytes = base64ToBytes(signature)
    if (bytes.length !== 65) return false
    const header = bytes[0] as number
    if (header < 27 || header > 42) return false
    const recovery = (header - 27) & 3
    const recoverable = new Uint8Array(65)
    recoverable[0] = recovery
    recoverable.set(bytes.subarray(1), 1)
    const publicKey = secp256k1.recoverPublicKey(recoverable, bip137MessageHash(message), { prehash: false })
    // An uncompressed-key header (27–30) only signs for the uncompressed P2PKH address, which we do not issue.
    if (header < 31) return false
    const wanted = parseBitcoinAddress(address, network).address
    return keyAddresses(publicKey, network).includes(wanted)
  } catch {
    return false
  }
}
