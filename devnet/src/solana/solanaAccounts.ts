import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha256, sha512 } from '@noble/hashes/sha2'
import { mnemonicToSeedSync } from '@scure/bip39'
import { type Address, getBase58Decoder } from '@solana/kit'
import { DEVNET_MNEMONIC } from '../chain/accounts'

/** One Solana devnet account: its index, base58 address and 32-byte ed25519 secret (seed). */
export interface SolanaDevnetAccount {
  index: number
  /** The derivation path, m/44'/501'/i'/0'. */
  path: string
  address: Address
  /** The 32-byte ed25519 private key (seed). */
  secretKey: Uint8Array
  /** The 32-byte public key (the address's bytes). */
  publicKey: Uint8Array
}

const HARDENED = 0x8000_0000
const base58 = getBase58Decoder()

/**
 * SLIP-10 ed25519 derivation (every level hardened): the key at `path` of a BIP-39 seed.
 * @example deriveEd25519(seed, "m/44'/501'/0'/0'") // Phantom's first account
 */
export function deriveEd25519(seed: Uint8Array, path: string): Uint8Array {
  const parts = path.split('/')
  if (parts[0] !== 'm') throw new Error(`Invalid derivation path: ${path}`)
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const part of parts.slice(1)) {
    const match = /^(\d+)'$/.exec(part)
    if (!match) throw new Error(`ed25519 needs hardened levels only: ${path}`)
    const index = Number(match[1]) + HARDENED
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index)
    node = hmac(sha512, node.subarray(32), data)
  }
  return node.slice(0, 32)
}

/** The base58 address of a 32-byte ed25519 secret key. */
export function solanaAddressOf(secretKey: Uint8Array): Address {
  return base58.decode(ed25519.getPublicKey(secretKey)) as Address
}

/** A deterministic key for a devnet-owned account (mints, faucet): sha256 of a label. */
export function labelledSecretKey(label: string): Uint8Array {
  return sha256(new TextEncoder().encode(`airlock-devnet-solana:${label}`))
}

function account(seed: Uint8Array, index: number): SolanaDevnetAccount {
  const path = `m/44'/501'/${index}'/0'`
  const secretKey = deriveEd25519(seed, path)
  const publicKey = ed25519.getPublicKey(secretKey)
  return { index, path, address: base58.decode(publicKey) as Address, secretKey, publicKey }
}

const SEED = mnemonicToSeedSync(DEVNET_MNEMONIC)

/**
 * The ten Solana devnet accounts of DEVNET_MNEMONIC (the same words as the EVM accounts), derived
 * as wallets like Phantom do: m/44'/501'/i'/0'.
 * @example DEVNET_SOLANA_ACCOUNTS[0].address
 */
export const DEVNET_SOLANA_ACCOUNTS: readonly SolanaDevnetAccount[] = Array.from({ length: 10 }, (_, i) =>
  account(SEED, i),
)
