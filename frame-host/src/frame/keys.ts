import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { base58, base64, hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeed } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { combine, split } from 'shamir-secret-sharing'

/** EVM derivation path (BIP-44, coin 60). */
export const EVM_PATH = "m/44'/60'/0'/0/0"
/** Solana derivation path (SLIP-10 ed25519, all hardened). */
export const SOLANA_PATH = "m/44'/501'/0'/0'"

/** The three Shamir shares (2 of 3) of a wallet's 128-bit BIP-39 entropy. */
export interface WalletShares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

/** New random BIP-39 entropy (128 bits), split 2-of-3: any two shares rebuild it. */
export async function createWalletShares(): Promise<WalletShares> {
  const entropy = crypto.getRandomValues(new Uint8Array(16))
  try {
    const [device, auth, recovery] = await split(entropy, 3, 2)
    return { device: device!, auth: auth!, recovery: recovery! }
  } finally {
    entropy.fill(0)
  }
}

/** Runs `use` with the BIP-39 seed rebuilt from two shares, then wipes the seed. */
export async function withSeed<T>(
  shares: [Uint8Array, Uint8Array],
  use: (seed: Uint8Array) => T | Promise<T>,
): Promise<T> {
  const entropy = await combine(shares)
  const seed = await mnemonicToSeed(entropyToMnemonic(entropy, wordlist))
  entropy.fill(0)
  try {
    return await use(seed)
  } finally {
    seed.fill(0)
  }
}

/** The secp256k1 private key at {@link EVM_PATH}. */
export function evmPrivateKey(seed: Uint8Array): Uint8Array {
  const key = HDKey.fromMasterSeed(seed).derive(EVM_PATH).privateKey
  if (!key) throw new Error('EVM key derivation failed')
  return key
}

/** The EIP-55 checksummed address of a secp256k1 private key. */
export function evmAddress(privateKey: Uint8Array): `0x${string}` {
  const publicKey = secp256k1.getPublicKey(privateKey, false)
  const lower = hex.encode(keccak_256(publicKey.slice(1)).slice(-20))
  const hash = hex.encode(keccak_256(new TextEncoder().encode(lower)))
  let out = ''
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]
  return `0x${out}`
}

/** EIP-191 personal_sign of `message` bytes: 65-byte r‖s‖v (v = 27/28), hex. */
export function personalSign(privateKey: Uint8Array, message: Uint8Array): `0x${string}` {
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${message.length}`)
  const digest = keccak_256(new Uint8Array([...prefix, ...message]))
  const recovered = secp256k1.sign(digest, privateKey, { prehash: false, format: 'recovered' })
  const signature = new Uint8Array(65)
  signature.set(recovered.slice(1), 0)
  signature[64] = 27 + recovered[0]!
  return `0x${hex.encode(signature)}`
}

/** The ed25519 private key at {@link SOLANA_PATH} (SLIP-10). */
export function solanaPrivateKey(seed: Uint8Array): Uint8Array {
  let digest = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of [44, 501, 0, 0]) {
    const data = new Uint8Array(37)
    data.set(digest.slice(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | 0x80000000) >>> 0)
    digest = hmac(sha512, digest.slice(32), data)
  }
  return digest.slice(0, 32)
}

/** The base58 Solana address of an ed25519 private key. */
export function solanaAddress(privateKey: Uint8Array): string {
  return base58.encode(ed25519.getPublicKey(privateKey))
}

/** Signs a Solana message (base58 in, base58 signature out). */
export function solanaSignMessage(privateKey: Uint8Array, messageBase58: string): string {
  return base58.encode(ed25519.sign(base58.decode(messageBase58), privateKey))
}

const PBKDF2_ITERATIONS = 210_000

/** A new recovery code: 20 random bytes as 32 base32 characters in groups of 4 (160 bits). */
export function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const chars = Array.from(bytes, (b) => alphabet[b % 32]).join('')
  return chars.match(/.{4}/g)!.join('-')
}

async function recoveryKey(code: string, salt: Uint8Array): Promise<CryptoKey> {
  const normalized = new TextEncoder().encode(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
  const material = await crypto.subtle.importKey('raw', normalized, 'PBKDF2', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: PBKDF2_ITERATIONS },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Encrypts the recovery share under the recovery code: `v1.<salt>.<iv>.<ciphertext>` (base64). */
export async function sealRecoveryShare(share: Uint8Array, code: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await recoveryKey(code, salt)
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, share as BufferSource),
  )
  return ['v1', base64.encode(salt), base64.encode(iv), base64.encode(sealed)].join('.')
}

/** Decrypts a sealed recovery share; throws on a wrong code. */
export async function openRecoveryShare(sealed: string, code: string): Promise<Uint8Array> {
  const [version, salt, iv, data] = sealed.split('.')
  if (version !== 'v1' || !salt || !iv || !data) throw new Error('Unknown recovery share format')
  const key = await recoveryKey(code, base64.decode(salt))
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base64.decode(iv) as BufferSource },
    key,
    base64.decode(data) as BufferSource,
  )
  return new Uint8Array(plain)
}

/** Base64 helpers for shares on the wire. */
export const shareCodec = {
  encode: (b: Uint8Array) => base64.encode(b),
  decode: (s: string) => base64.decode(s),
}
