// Options of `bitcoin(options)`, checked once at the boundary.
import { parsePluginOptions, schema } from '@airlock/kernel'
import type { BitcoinNetwork } from './networks'
import type { FeeRates } from './transfer/fees'
import type { WalletsSource } from './wallets/BitcoinWalletRegistry'

/** The fee speed a send is prepared at: the node's estimates for 6, 3 and 1 blocks. */
export type BitcoinFeeSpeed = keyof FeeRates

/** What `bitcoin()` accepts. */
export interface BitcoinOptions {
  /** The Bitcoin networks the app serves, each with its `esploraUrl`; the first is the default. */
  networks: readonly BitcoinNetwork[]
  /** Discover Wallet Standard wallets with `bitcoin:` features (default true). */
  walletStandard?: boolean
  /** Discover Sats Connect providers announced on `window.btc_providers` (default true). */
  satsConnect?: boolean
  /** The Wallet Standard registry to read (default: `getWallets()` of @wallet-standard/app, in a browser). */
  wallets?: WalletsSource
  /** The fee speed of a send unless the app asks another (default 'normal'). */
  feeSpeed?: BitcoinFeeSpeed
  /** Milliseconds per Esplora request (default 10 000). */
  requestTimeoutMs?: number
  /** Interval of the confirmation poll, in ms (default 2000). */
  pollIntervalMs?: number
  /** Upper bound on waiting for the first block, in ms (default 3 600 000: an hour of Bitcoin blocks). */
  confirmationTimeoutMs?: number
  /** How long a restored connection waits for its wallet to register, in ms (default 1000). */
  reconnectWaitMs?: number
  /** Extra wallet name → rdns entries, so a wallet's Bitcoin and EIP-6963 connectors join into one row. */
  rdns?: Readonly<Record<string, string>>
}

/** Parsed options, defaults applied. */
export interface BitcoinResolvedOptions extends Required<Omit<BitcoinOptions, 'wallets'>> {
  wallets?: WalletsSource | undefined
}

const isBitcoinNetwork = (n: unknown) =>
  schema.isPlainObject(n) &&
  typeof n.caipNetworkId === 'string' &&
  n.caipNetworkId.startsWith('bip122:') &&
  Boolean(n.params && n.walletStandardChain)
const isWalletsSource = (v: unknown) =>
  schema.isPlainObject(v) && typeof v.get === 'function' && typeof v.on === 'function'
const ms = (fallback: number) =>
  schema.withDefault(
    schema.refine(
      schema.number(),
      (n) => Number.isInteger(n) && n >= 0,
      'must be a whole number of ms, 0 or more',
    ),
    fallback,
  )

// The kernel's schemas: they are in the page's initial JS anyway (the kernel checks its config with them).
const buildOptionsSchema = () =>
  schema.object({
    networks: schema.refine(
      schema.array(
        schema.custom<BitcoinNetwork>(isBitcoinNetwork, 'must be a Bitcoin network (e.g. bitcoinMainnet)'),
      ),
      (list) => list.length > 0 && new Set(list.map((n) => n.caipNetworkId)).size === list.length,
      'must list at least one Bitcoin network, each once',
    ),
    walletStandard: schema.withDefault(schema.boolean(), true),
    satsConnect: schema.withDefault(schema.boolean(), true),
    wallets: schema.optional(
      schema.custom<WalletsSource>(isWalletsSource, 'must be a Wallet Standard registry'),
    ),
    feeSpeed: schema.withDefault(schema.oneOf(['slow', 'normal', 'fast']), 'normal'),
    requestTimeoutMs: ms(10_000),
    pollIntervalMs: ms(2000),
    confirmationTimeoutMs: ms(3_600_000),
    reconnectWaitMs: ms(1000),
    rdns: schema.withDefault(
      schema.record((v): v is string => typeof v === 'string', 'must map wallet names to rdns'),
      () => ({}),
    ),
  })

/**
 * Checks and completes the options; throws `InvalidPluginOptionsError` naming each bad option.
 *
 * @example
 * parseBitcoinOptions({ networks: [bitcoinRegtest] }).feeSpeed // 'normal'
 */
export function parseBitcoinOptions(input: BitcoinOptions): BitcoinResolvedOptions {
  return parsePluginOptions('bitcoin', buildOptionsSchema(), input) as BitcoinResolvedOptions
}
