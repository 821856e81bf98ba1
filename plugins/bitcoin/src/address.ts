// Bitcoin addresses checked for one network: base58check (P2PKH, P2SH), bech32 (segwit v0: P2WPKH, P2WSH)
// and bech32m (v1: P2TR), each against the network's own prefixes. An address that is valid on another
// known network is refused with BitcoinAddressNetworkError, so a mainnet address on regtest says so.
import { Address, OutScript } from '@scure/btc-signer'
import { BitcoinAddressNetworkError, BitcoinInvalidAddressError } from './errors'
import { BITCOIN_NETWORKS, type BitcoinNetwork } from './networks'

/** The output types an address can pay to. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** A checked address: its canonical text, type and output script. */
export interface ParsedBitcoinAddress {
  /** The address as wallets write it (bech32 in lower case). */
  readonly address: string
  readonly type: BitcoinAddressType
  /** The scriptPubKey it pays to. */
  readonly script: Uint8Array
}

const TYPES: Record<string, BitcoinAddressType> = {
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'p2wpkh',
  wsh: 'p2wsh',
  tr: 'p2tr',
}

/** The longest address text considered (bech32 addresses are at most 90 characters). */
const MAX_LENGTH = 90

function decodeFor(text: string, network: BitcoinNetwork): ParsedBitcoinAddress | undefined {
  try {
    const decoded = Address(network.params).decode(text)
    const type = TYPES[decoded.type]
    if (!type) return undefined
    const script = OutScript.encode(decoded)
    return { address: Address(network.params).encode(decoded), type, script }
  } catch {
    return undefined
  }
}

/**
 * Parses and checks an address for `network`.
 * @param knownNetworks networks whose addresses get the 'wrong network' error instead of 'invalid'
 * @throws BitcoinInvalidAddressError for text that is no Bitcoin address; BitcoinAddressNetworkError for an
 * address of another known network
 * @example
 * parseBitcoinAddress('bcrt1q…', bitcoinRegtest).type // 'p2wpkh'
 * parseBitcoinAddress('bc1q…', bitcoinRegtest) // throws BitcoinAddressNetworkError ('This address is for Bitcoin, not Bitcoin Regtest')
 */
export function parseBitcoinAddress(
  text: string,
  network: BitcoinNetwork,
  knownNetworks: readonly BitcoinNetwork[] = BITCOIN_NETWORKS,
): ParsedBitcoinAddress {
  const value = text.trim()
  if (value.length === 0 || value.length > MAX_LENGTH) throw new BitcoinInvalidAddressError(text)
  const parsed = decodeFor(value, network)
  if (parsed) return parsed
  for (const other of knownNetworks) {
    if (other.caipNetworkId === network.caipNetworkId) continue
    if (decodeFor(value, other)) throw new BitcoinAddressNetworkError(value, other.name, network.name)
  }
  throw new BitcoinInvalidAddressError(text)
}

/**
 * Whether `text` is a valid address of `network` (no error).
 * @example isBitcoinAddress('bcrt1q…', bitcoinRegtest) // true
 */
export function isBitcoinAddress(text: string, network: BitcoinNetwork): boolean {
  return decodeFor(text.trim(), network) !== undefined
}

/**
 * The address an output script pays to on `network`, or undefined for scripts without one (OP_RETURN,
 * bare multisig, unknown witness versions).
 * @example addressFromScript(parsed.script, bitcoinRegtest) // 'bcrt1q…'
 */
export function addressFromScript(script: Uint8Array, network: BitcoinNetwork): string | undefined {
  try {
    const decoded = OutScript.decode(script)
    if (!TYPES[decoded.type]) return undefined
    return Address(network.params).encode(decoded)
  } catch {
    return undefined
  }
}

/** The address type of an output script, or undefined when it is none of the standard address types. */
export function scriptType(script: Uint8Array): BitcoinAddressType | undefined {
  try {
    return TYPES[OutScript.decode(script).type]
  } catch {
    return undefined
  }
}
