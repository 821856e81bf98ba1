// Shared test set-up: the devnet's local Solana network, the devnet's Solana test wallet as these tests use
// it, and an adapter with a test wallet on it.
import { DEVNET_SOLANA_NETWORK } from '@airlock/devnet'
import {
  createSolanaTestWallet,
  type PendingRequest,
  type SolanaTestWallet,
} from '@airlock/devnet/test-wallets'
import type { Wallet } from '@wallet-standard/base'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter'
import { type SolanaNetwork, solanaNetwork } from '../src/networks/networks'
import { parseSolanaOptions, type SolanaOptions } from '../src/options'
import { memoryWallets } from './memoryWallets'

/** The devnet's local network at the given endpoints. */
export function localNetwork(rpcUrl: string, wsUrl: string): SolanaNetwork {
  return solanaNetwork({ ...DEVNET_SOLANA_NETWORK, rpcUrl, wsUrl })
}

/** Options of {@link testWallet}. */
export interface TestWalletOptions {
  /** 32-byte ed25519 secret keys (DEVNET_SOLANA_ACCOUNTS[i].secretKey); the first is active. */
  secretKeys: readonly Uint8Array[]
  /** Wallet Standard chains it serves (default solana:localnet). */
  chains?: readonly `solana:${string}`[]
  /** Default 'Test Solana Wallet' (connector id `solana:Test Solana Wallet`). */
  name?: string
  /** A prompt waits in 'manual' mode: the test decides it here (`wallet.gate.decide(ok, request.id)`). */
  onPending?: (request: PendingRequest, wallet: SolanaTestWallet) => void
}

/**
 * The devnet's Solana test wallet as the adapter tests use it: it signs only (no signAndSend, no signIn: the
 * adapter sends through the network's RPC and builds the SIWS text itself), so it is never asked to send.
 */
export function testWallet(options: TestWalletOptions): SolanaTestWallet {
  const wallet: SolanaTestWallet = createSolanaTestWallet({
    accounts: options.secretKeys,
    // The wallet never sends (no signAndSend): no RPC URL of its own is ever asked.
    chains: (options.chains ?? ['solana:localnet']).map((chain) => ({ chain, rpcUrl: 'http://127.0.0.1:9' })),
    name: options.name ?? 'Test Solana Wallet',
    signAndSend: false,
    signIn: false,
    ...(options.onPending
      ? { mode: 'manual' as const, onPending: (r) => options.onPending?.(r, wallet) }
      : {}),
  })
  return wallet
}

/** The methods of the prompts a test wallet showed, oldest first. */
export const prompts = (wallet: SolanaTestWallet): string[] => wallet.log.map((entry) => entry.method)

/** An adapter over `networks` reading the given wallets; `hooks` records what it reports. */
export function adapterWith(wallets: readonly Wallet[], options: Omit<SolanaOptions, 'wallets'>) {
  const source = memoryWallets(wallets)
  const adapter = createSolanaAdapter(parseSolanaOptions({ ...options, wallets: source }))
  const stop = adapter.registry.watch(source)
  const events: string[] = []
  const requests: string[] = []
  adapter.attach({
    accountsChanged: (a) => events.push(`accounts:${a.length}`),
    chainChanged: (c) => events.push(`chain:${c}`),
    disconnected: () => events.push('disconnected'),
    beforeRequest: async ({ method }) => void requests.push(method),
  })
  return { adapter, source, events, requests, stop }
}
