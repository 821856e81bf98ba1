// Options of `bitcoin(options)`, checked once at the boundary.
import { BaseError } from '@airlock/kernel'
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

function fail(field: string, details: string): never {
  throw new BaseError(`Invalid bitcoin() option: ${field}`, { details, docsPath: '/plugins/bitcoin#options' })
}

/**
 * Checks and completes the options.
 *
 * @example
 * parseBitcoinOptions({ networks: [bitcoinRegtest] }).feeSpeed // 'normal'
 */
export function parseBitcoinOptions(input: BitcoinOptions): BitcoinResolvedOptions {
  if (!Array.isArray(input?.networks) || input.networks.length === 0) {
    fail(
      'networks',
      'Give at least one Bitcoin network (bitcoinMainnet, bitcoinTestnet, bitcoinRegtest, defineBitcoinNetwork(...))',
    )
  }
  const seen = new Set<string>()
  for (const n of input.networks) {
    if (!n?.caipNetworkId?.startsWith('bip122:') || !n.params || !n.walletStandardChain) {
      fail('networks', `Not a Bitcoin network definition: ${String(n?.caipNetworkId)}`)
    }
    if (seen.has(n.caipNetworkId)) fail('networks', `Listed twice: ${n.caipNetworkId}`)
    seen.add(n.caipNetworkId)
  }
  const feeSpeed = input.feeSpeed ?? 'normal'
  if (!['slow', 'normal', 'fast'].includes(feeSpeed))
    fail('feeSpeed', `Expected slow, normal or fast, got ${String(feeSpeed)}`)
  const positive = (field: string, value: number | undefined, fallback: number) => {
    const v = value ?? fallback
    if (!Number.isInteger(v) || v < 0) fail(field, `Expected a non-negative integer, got ${v}`)
    return v
  }
  return {
    networks: input.networks,
    walletStandard: input.walletStandard ?? true,
    satsConnect: input.satsConnect ?? true,
    wallets: input.wallets,
    feeSpeed,
    requestTimeoutMs: positive('requestTimeoutMs', input.requestTimeoutMs, 10_000),
    pollIntervalMs: positive('pollIntervalMs', input.pollIntervalMs, 2000),
    confirmationTimeoutMs: positive('confirmationTimeoutMs', input.confirmationTimeoutMs, 3_600_000),
    reconnectWaitMs: positive('reconnectWaitMs', input.reconnectWaitMs, 1000),
    rdns: input.rdns ?? {},
  }
}
