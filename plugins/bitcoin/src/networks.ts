// Bitcoin network definitions: the CAIP-2 id comes from the genesis block hash, and the address and key
// prefixes live here, in the definition, so nothing downstream hard-codes them (the devnet configures its
// node from `bitcoinRegtest.params`).
import { BitcoinNetworkDefinitionError } from './networkDefinitionError'

/** Address and key prefixes of a Bitcoin network (what an address encodes and a WIF key starts with). */
export interface BitcoinNetworkParams {
  /** Human-readable part of bech32/bech32m (segwit) addresses: 'bc', 'tb', 'bcrt'. */
  readonly bech32: string
  /** Base58check version byte of P2PKH addresses (0x00 mainnet, 0x6f test networks). */
  readonly pubKeyHash: number
  /** Base58check version byte of P2SH addresses (0x05 mainnet, 0xc4 test networks). */
  readonly scriptHash: number
  /** Version byte of WIF private keys (0x80 mainnet, 0xef test networks). */
  readonly wif: number
}

/** Which Sats Connect network name a network answers to (`wallet_changeNetwork`, `getNetwork`). */
export type SatsConnectNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

/** One Bitcoin network as the plugin knows it. */
export interface BitcoinNetwork {
  /** CAIP-2 id: `bip122:` + the first 32 hex digits of the genesis block hash. */
  readonly caipNetworkId: `bip122:${string}`
  /** Display name, e.g. 'Bitcoin'. */
  readonly name: string
  /** Genesis block hash in the usual (display) byte order, 64 hex digits. */
  readonly genesisHash: string
  /** Address and key prefixes. */
  readonly params: BitcoinNetworkParams
  /** The native currency: always 8 decimals. */
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: 8 }
  /** BIP-44 coin type used in derivation paths: 0 on mainnet, 1 on every test network. */
  readonly coinType: 0 | 1
  /** The Wallet Standard chain id wallets use for it, e.g. 'bitcoin:mainnet'. */
  readonly walletStandardChain: `bitcoin:${string}`
  /** The Sats Connect network name. */
  readonly satsConnectNetwork: SatsConnectNetworkName
  /** Base URL of an Esplora REST API for it (…/api); absent: the integrator has not configured one. */
  readonly esploraUrl?: string
  /** A block explorer for links (transaction pages at `${url}/tx/${txid}`); absent: no links. */
  readonly blockExplorerUrl?: string
  /** True for test networks (testnet, signet, regtest). */
  readonly testnet: boolean
}

const HEX64 = /^[0-9a-f]{64}$/

/**
 * The CAIP-2 id of a Bitcoin network from its genesis block hash (BIP-122: the first 32 hex digits).
 *
 * @example
 * caipNetworkIdFromGenesis('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f')
 * // 'bip122:000000000019d6689c085ae165831e93'
 */
export function caipNetworkIdFromGenesis(genesisHash: string): `bip122:${string}` {
  const hash = genesisHash.toLowerCase()
  if (!HEX64.test(hash)) {
    throw new BitcoinNetworkDefinitionError(`genesisHash must be 64 hex digits, got '${genesisHash}'`)
  }
  return `bip122:${hash.slice(0, 32)}`
}

/** What `defineBitcoinNetwork` takes: a network without its derived CAIP-2 id. */
export type BitcoinNetworkInput = Omit<BitcoinNetwork, 'caipNetworkId' | 'nativeCurrency'> & {
  nativeCurrency?: BitcoinNetwork['nativeCurrency']
}

function checkByte(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 0xff) {
    throw new BitcoinNetworkDefinitionError(`params.${name} must be a byte (0-255), got ${value}`)
  }
}

function checkUrl(name: string, value: string | undefined): void {
  if (value === undefined) return
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new BitcoinNetworkDefinitionError(`${name} must be an absolute http(s) URL, got '${value}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BitcoinNetworkDefinitionError(`${name} must be an absolute http(s) URL, got '${value}'`)
  }
}

/**
 * Checks a network definition and derives its CAIP-2 id from the genesis hash.
 * @throws BitcoinNetworkDefinitionError for a malformed hash, prefix or URL
 * @example
 * const mine = defineBitcoinNetwork({ ...bitcoinMainnet, esploraUrl: 'https://esplora.example.org/api' })
 */
export function defineBitcoinNetwork(input: BitcoinNetworkInput): BitcoinNetwork {
  const caipNetworkId = caipNetworkIdFromGenesis(input.genesisHash)
  const { bech32, pubKeyHash, scriptHash, wif } = input.params
  if (!/^[a-z0-9]{1,83}$/.test(bech32)) {
    throw new BitcoinNetworkDefinitionError(
      `params.bech32 must be a lower-case bech32 prefix, got '${bech32}'`,
    )
  }
  checkByte('pubKeyHash', pubKeyHash)
  checkByte('scriptHash', scriptHash)
  checkByte('wif', wif)
  if (!input.name.trim()) throw new BitcoinNetworkDefinitionError('name must not be empty')
  if (!/^bitcoin:[-a-z0-9]+$/.test(input.walletStandardChain)) {
    throw new BitcoinNetworkDefinitionError(
      `walletStandardChain must look like 'bitcoin:mainnet', got '${input.walletStandardChain}'`,
    )
  }
  checkUrl('esploraUrl', input.esploraUrl)
  checkUrl('blockExplorerUrl', input.blockExplorerUrl)
  return Object.freeze({
    ...input,
    genesisHash: input.genesisHash.toLowerCase(),
    esploraUrl: input.esploraUrl?.replace(/\/+$/, ''),
    params: Object.freeze({ ...input.params }),
    nativeCurrency: Object.freeze(input.nativeCurrency ?? { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }),
    caipNetworkId,
  }) as BitcoinNetwork
}

const TEST_PREFIXES = { pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`). No Esplora URL: configure one. */
export const bitcoinMainnet: BitcoinNetwork = defineBitcoinNetwork({
  name: 'Bitcoin',
  genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  params: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  coinType: 0,
  walletStandardChain: 'bitcoin:mainnet',
  satsConnectNetwork: 'Mainnet',
  testnet: false,
})

/** Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`). No Esplora URL: configure one. */
export const bitcoinTestnet: BitcoinNetwork = defineBitcoinNetwork({
  name: 'Bitcoin Testnet',
  genesisHash: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  params: { bech32: 'tb', ...TEST_PREFIXES },
  coinType: 1,
  walletStandardChain: 'bitcoin:testnet',
  satsConnectNetwork: 'Testnet',
  testnet: true,
})

/**
 * Bitcoin regtest with Bitcoin Core's prefixes (`bcrt1…`, `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`): the
 * devnet's network. The devnet sets its node's prefixes from these params.
 */
export const bitcoinRegtest: BitcoinNetwork = defineBitcoinNetwork({
  name: 'Bitcoin Regtest',
  genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  params: { bech32: 'bcrt', ...TEST_PREFIXES },
  coinType: 1,
  walletStandardChain: 'bitcoin:regtest',
  satsConnectNetwork: 'Regtest',
  testnet: true,
})

/** The networks the plugin ships with: mainnet and testnet (the spec's two Bitcoin chains) and regtest. */
export const BITCOIN_NETWORKS: readonly BitcoinNetwork[] = Object.freeze([
  bitcoinMainnet,
  bitcoinTestnet,
  bitcoinRegtest,
])
