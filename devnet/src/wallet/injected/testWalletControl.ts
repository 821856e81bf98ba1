import type { Address } from 'viem'
import type { ApprovalMode, TestWalletInfo } from '../testWalletConfig'
import type { PendingRequest } from './approvalGate'
import type { BitcoinTestWallet } from './bitcoin/BitcoinTestWallet'
import type { SatsConnectProvider } from './bitcoin/satsConnectProvider'
import type { SolanaTestWallet } from './solana/SolanaTestWallet'
import type { TestWalletProvider } from './TestWalletProvider'

/** The controls of a Wallet Standard side of the test wallet (`window.airlockTestWallet.solana` / `.bitcoin`). */
export interface StandardTestWalletControl<W> {
  /** The Wallet Standard wallet object apps receive. */
  readonly wallet: W
  /** Address of the active account (base58 for Solana, P2WPKH for Bitcoin). */
  readonly address: string
  /** True once connect (or solana:signIn / a Sats Connect connect) was approved, until disconnect(). */
  readonly connected: boolean
  /** Whether the wallet is registered (offered to apps) now. */
  readonly registered: boolean
  /** Switches this side's account only; a connected app gets a standard:events change. */
  switchAccount(index: number): string
  /** Disconnects this side only (change event with no accounts). */
  disconnect(): void
  /** Registers again (register-wallet event, answers app-ready); no-op while registered. */
  register(): void
  /** Unregisters from every app that registered it (their `unregister` listeners fire). */
  unregister(): void
}

/** The Solana (Wallet Standard) side of the test wallet, on `window.airlockTestWallet.solana`. */
export type SolanaTestWalletControl = StandardTestWalletControl<SolanaTestWallet>

/** The Bitcoin side of the test wallet, on `window.airlockTestWallet.bitcoin`. */
export interface BitcoinTestWalletControl extends StandardTestWalletControl<BitcoinTestWallet> {
  /** The Sats Connect provider (also at `window.AirlockTestWallet.BitcoinProvider`). */
  readonly provider: SatsConnectProvider
}

/** The control API the injected test wallet puts on `window.airlockTestWallet`. */
export interface TestWalletControl {
  readonly provider: TestWalletProvider
  readonly info: TestWalletInfo
  readonly address: Address
  readonly chainId: number
  /** True once eth_requestAccounts was approved (until disconnect()). */
  readonly connected: boolean
  /** Every request seen, oldest first. */
  readonly log: ReadonlyArray<{ method: string; params: readonly unknown[] }>
  /** 'approve' (default), 'reject', or 'manual' (requests wait for approve()/reject()). */
  setMode(mode: ApprovalMode): void
  /** One-shot answer for the next request that needs approval. */
  setNextResponse(response: 'approve' | 'reject'): void
  /** Requests waiting in manual mode (also announced as 'airlockTestWallet:pending' window events). */
  pending(): PendingRequest[]
  /** Approves a pending request (the oldest when no id); false if none. */
  approve(id?: number): boolean
  /** Rejects a pending request with 4001 (the oldest when no id); false if none. */
  reject(id?: number): boolean
  /**
   * Switches to account `index` of the config on both sides (EIP-1193 accountsChanged, Solana change event,
   * each only when connected); returns the EVM address.
   */
  switchAccount(index: number): Address
  /** Emits accountsChanged([]) and disconnect; the dApp must request accounts again. Disconnects Solana too. */
  disconnect(): void
  /** The Solana wallet, when the config has `solana` (requests share this gate and log). */
  readonly solana?: SolanaTestWalletControl
  /** The Bitcoin wallet and provider, when the config has `bitcoin` (requests share this gate and log). */
  readonly bitcoin?: BitcoinTestWalletControl
  /** Announces the provider again through EIP-6963. */
  announce(): void
}
