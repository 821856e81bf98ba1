import { bech32, bech32m } from '@scure/base'

/**
 * The bech32 prefix of each Bitcoin chain the server knows (CAIP-2 reference = the genesis block hash's
 * first 32 hex digits). Regtest takes Bitcoin Core's `bcrt` and bcoin's `rb`.
 */
export const BITCOIN_CHAIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'bip122:000000000019d6689c085ae165831e93': ['bc'], // mainnet
  'bip122:000000000933ea01ad0ee984209779ba': ['tb'], // testnet3
  'bip122:00000000da84f2bafbbc53dee25a72ae': ['tb'], // testnet4
  'bip122:00000008819873e925422c1ff0f99f7c': ['tb'], // signet
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': ['bcrt', 'rb'], // regtest
}

/** A segwit output an address pays to: P2WPKH (v0, 20 bytes) or P2TR (v1, 32 bytes). */
export interface SegwitOutput {
  kind: 'p2wpkh' | 'p2tr'
  /** The witness program (public key hash or taproot output key). */
  program: Uint8Array
  /** The output script: OP_0 <20> or OP_1 <32>. */
  scriptPubKey: Uint8Array
}

/**
 * The output a P2WPKH or P2TR address of `chainId` pays to, or undefined for any other address (legacy
 * base58, P2WSH, another chain's prefix, a bad checksum, bech32 where bech32m is due and the reverse).
 *
 * @example
 * segwitOutput('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'bip122:000000000019d6689c085ae165831e93')
 */
export function segwitOutput(address: string, chainId: string): SegwitOutput | undefined {
  const prefixes = BITCOIN_CHAIN_PREFIXES[chainId]
  if (!prefixes || address !== address.toLowerCase()) return undefined
  const decoded = bech32.decodeUnsafe(address, 90) ?? bech32m.decodeUnsafe(address, 90)
  if (!decoded || !prefixes.includes(decoded.prefix) || decoded.words.length < 1) return undefined
  const [version, ...rest] = decoded.words
  const program = bech32.fromWordsUnsafe(rest)
  if (!program) return undefined
  // BIP-350: version 0 is bech32, version 1 and up bech32m.
  const isBech32m = bech32m.decodeUnsafe(address, 90) !== undefined
  if (version === 0 && !isBech32m && program.length === 20)
    return { kind: 'p2wpkh', program, scriptPubKey: Uint8Array.of(0x00, 0x14, ...program) }
  if (version === 1 && isBech32m && program.length === 32)
    return { kind: 'p2tr', program, scriptPubKey: Uint8Array.of(0x51, 0x20, ...program) }
  return undefined
}
