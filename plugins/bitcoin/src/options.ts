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

const fail = (field: string, details: string): never => {
  throw new BaseError(`Invalid bitcoin() option: ${field}`, { details, docsPath: '/plugins/bitcoin#options' })
}

/**
 * Checks and completes the options (a small hand check: it runs in the page's initial JS).
 *
 * @example
 * parseBitcoinOptions({ networks: [bitcoinRegtest] }).feeSpeed // 'normal'
 */
export function parseBitcoinOptions(input: BitcoinOptions): BitcoinResolvedOptions {
  const networks = input?.networks
  if (!networks?.length) fail('networks', 'Give at least one Bitcoin network (e.g. bitcoinMainnet)')
  const ids = networks.map((n) => {
    const id = n?.caipNetworkId
    if (!id?.startsWith('bip122:') || !n.params || !n.walletStandardChain)
      fail('networks', `Not a Bitcoin network: ${id}`)
    return id
  })
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice) fail('networks', `Listed twice: ${twice}`)
  const out = {
    walletStandard: true,
    satsConnect: true,
    feeSpeed: 'normal',
    requestTimeoutMs: 10_000,
    pollIntervalMs: 2000,
    confirmationTimeoutMs: 3_600_000,
    reconnectWaitMs: 1000,
    rdns: {},
    // an option given as undefined takes its default
    ...Object.fromEntries(Object.entries(input).filter((e) => e[1] !== undefined)),
  } as BitcoinResolvedOptions
  if (!['slow', 'normal', 'fast'].includes(out.feeSpeed))
    fail('feeSpeed', `Expected slow, normal or fast, not ${out.feeSpeed}`)
  for (const field of [
    'requestTimeoutMs',
    'pollIntervalMs',
    'confirmationTimeoutMs',
    'reconnectWaitMs',
  ] as const) {
    const v = out[field]
    if (!Number.isInteger(v) || v < 0) fail(field, `Expected a non-negative integer, not ${v}`)
  }
  return out
}
