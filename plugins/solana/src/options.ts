// Options of `solana(options)`, checked once at the boundary.
import { BaseError, RpcUrlNotFoundError } from '@airlock/kernel'
import type { SolanaNetwork } from './networks/networks'
import type { WalletsSource } from './wallets/WalletRegistry'

/** A commitment the adapter reads at and waits for. */
export type SolanaCommitment = 'processed' | 'confirmed' | 'finalized'

/** What `solana()` accepts. */
export interface SolanaOptions {
  /** The Solana networks the app serves; the first is the default. */
  networks: readonly SolanaNetwork[]
  /** Discover Wallet Standard wallets (default true). */
  walletStandard?: boolean
  /** The Wallet Standard registry to read (default: the page's, `pageWallets()`, in a browser). */
  wallets?: WalletsSource
  /** Commitment for reads, preflight and confirmation (default 'confirmed'). */
  commitment?: SolanaCommitment
  /** Upper bound on waiting for a confirmation when the node stops answering, in ms (default 120 000). */
  confirmationTimeoutMs?: number
  /** How long a restored connection waits for its Wallet Standard wallet to register, in ms (default 1000); another plugin's connector (WalletConnect, the embedded wallet) is restored at once. */
  reconnectWaitMs?: number
  /** Extra wallet name → rdns entries, so a wallet's Solana and EIP-6963 connectors join into one row. */
  rdns?: Readonly<Record<string, string>>
}

/** Parsed options, defaults applied. */
export interface SolanaResolvedOptions extends Required<Omit<SolanaOptions, 'wallets'>> {
  wallets?: WalletsSource | undefined
}

function fail(field: string, details: string): never {
  throw new BaseError(`Invalid solana() option: ${field}`, { details, docsPath: '/plugins/solana#options' })
}

/**
 * Checks and completes the options.
 *
 * @example
 * parseSolanaOptions({ networks: [solanaMainnet] }).commitment // 'confirmed'
 */
export function parseSolanaOptions(input: SolanaOptions): SolanaResolvedOptions {
  if (!Array.isArray(input?.networks) || input.networks.length === 0) {
    fail(
      'networks',
      'Give at least one Solana network (solanaMainnet, solanaDevnet, solanaTestnet, solanaNetwork(...))',
    )
  }
  for (const n of input.networks) {
    if (n?.chainNamespace !== 'solana' || !n.caipNetworkId?.startsWith('solana:')) {
      fail('networks', `Not a Solana network: ${String(n?.caipNetworkId)}`)
    }
    // A network without an RPC URL cannot be read: the spec's error (§8), named at configuration time.
    if (!n.rpcUrls?.default?.http?.[0]) throw new RpcUrlNotFoundError(n.caipNetworkId)
  }
  const commitment = input.commitment ?? 'confirmed'
  if (!['processed', 'confirmed', 'finalized'].includes(commitment)) fail('commitment', String(commitment))
  const positive = (field: string, value: number | undefined, fallback: number) => {
    const v = value ?? fallback
    if (!Number.isInteger(v) || v < 0) fail(field, `Expected a non-negative integer, got ${v}`)
    return v
  }
  return {
    networks: input.networks,
    walletStandard: input.walletStandard ?? true,
    wallets: input.wallets,
    commitment,
    confirmationTimeoutMs: positive('confirmationTimeoutMs', input.confirmationTimeoutMs, 120_000),
    reconnectWaitMs: positive('reconnectWaitMs', input.reconnectWaitMs, 1000),
    rdns: input.rdns ?? {},
  }
}
